import { Transform } from 'node:stream'

const headEnd = Buffer.from('</head>')
const preloadTag = /<link rel="modulepreload"/g

/**
 * The page's HTML stream with every `<link rel="modulepreload">` of its head fetched at low
 * priority (ADR 034). Chromium fetches module preloads at high priority, beside the stylesheet and
 * the largest image: on a slow connection ~140 KB of hydration code then shares the bandwidth that
 * the first paint waits for. The page is whole without its scripts (server-rendered), so paint
 * comes first and hydration right after. React Router's `<Scripts>` takes no attribute for its
 * preloads, and React hoists them all into the head, so the head is rewritten once as it streams;
 * the rest of the document passes through untouched.
 */
export function lowPriorityModulePreloads(): Transform {
  let head: Buffer[] | null = []
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!head) return callback(null, chunk)
      head.push(chunk)
      const buffered = Buffer.concat(head)
      const end = buffered.indexOf(headEnd)
      if (end === -1) {
        head = [buffered]
        return callback()
      }
      head = null
      const split = end + headEnd.length
      callback(null, Buffer.concat([rewrite(buffered.subarray(0, split)), buffered.subarray(split)]))
    },
    flush(callback) {
      callback(null, head ? Buffer.concat(head) : undefined)
    },
  })
}

function rewrite(head: Buffer): Buffer {
  return Buffer.from(head.toString('utf8').replace(preloadTag, '<link rel="modulepreload" fetchpriority="low"'))
}
