import { Transform } from 'node:stream'

const headEnd = Buffer.from('</head>')
const preloadTag = /<link rel="modulepreload"[^>]*>/g
/** `<Scripts>` gives each of its tags the CSP nonce; the page's own preloads have none. */
const fromScripts = / nonce="/

/**
 * The page's HTML stream with its head's module preloads cut to what the page asked for itself
 * (ADR 034, ADR 037). React Router's `<Scripts>` preloads the entry, the framework and the route
 * modules, ~130 KB on a first visit: downloaded before the first paint, they share the bandwidth
 * that the stylesheet and the largest image wait for. Dropped, they load from the page's module
 * script at the end of the body, one round trip later. The preloads the page adds (its sections'
 * chunks, its language's messages: what the entry would otherwise fetch only after it has run) stay,
 * at low priority, because Chromium fetches module preloads at high priority by default.
 * `<Scripts>` takes no option for its preloads, and React hoists them all into the head, so the head
 * is rewritten once as it streams; the rest of the document passes through untouched.
 */
export function headModulePreloads(): Transform {
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
  const html = head.toString('utf8').replace(preloadTag, (tag) =>
    fromScripts.test(tag) ? '' : tag.replace('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"'),
  )
  return Buffer.from(html)
}
