/**
 * `npm run bench:uploads` (after `npm run build`): the server's memory while three anonymous
 * uploads of 100 MB each arrive at once on `/api/v2/media/upload/public` (issue 25 point 5; goal:
 * under +50 MB). Three runs: bodies announced by Content-Length (refused before they are read),
 * chunked bodies without it (read until they pass the visitor's cap), and three uploads within
 * the cap (two 9 MB PDFs each, streamed to disk, checked and kept). Memory is the server
 * process's resident set (Linux), sampled every 10 ms, against the level before each run.
 * Results go to bench/results/uploads-<date>.json.
 *
 * Options (env): BENCH_PORT (default 4790), BENCH_UPLOAD_MB (default 100).
 */
import fs from 'node:fs'
import http from 'node:http'
import { startServer } from './server-process'

const port = Number(process.env.BENCH_PORT ?? 4790)
const uploadMb = Number(process.env.BENCH_UPLOAD_MB ?? 100)
const MB = 1024 * 1024
const BOUNDARY = 'izlog-bench-boundary'

interface Upload {
  status: number
  sentMb: number
}

interface Figure {
  run: string
  statuses: number[]
  sentMbEach: number[]
  baselineMb: number
  peakMb: number
  growthMb: number
  seconds: number
}

function residentMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
  return Math.round(Number(kb) / 1024)
}

/** One multipart body: `files` PDF-looking files of `fileBytes` each, produced chunk by chunk. */
function* formBody(files: number, fileBytes: number): Generator<Buffer> {
  const filler = Buffer.alloc(MB, 0x20)
  for (let n = 0; n < files; n++) {
    yield Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="dio-${n}.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`)
    for (let left = fileBytes - 9; left > 0; left -= MB) yield left >= MB ? filler : filler.subarray(0, left)
    yield Buffer.from('\r\n')
  }
  yield Buffer.from(`--${BOUNDARY}--\r\n`)
}

const bodyLength = (files: number, fileBytes: number) => [...formBody(files, fileBytes)].reduce((sum, piece) => sum + piece.length, 0)

/** Sends one upload, writing as fast as the server reads, and stops writing once it has answered. */
function upload(input: { files: number; fileBytes: number; announce: boolean }): Promise<Upload> {
  return new Promise((resolve) => {
    let sent = 0
    let status = 0
    let settled = false
    const finish = () => {
      if (settled) return
      settled = true
      resolve({ status, sentMb: Math.round((sent / MB) * 10) / 10 })
    }
    const headers: Record<string, string> = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }
    if (input.announce) headers['content-length'] = String(bodyLength(input.files, input.fileBytes))
    const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/v2/media/upload/public', headers })
    request.on('response', (response) => {
      status = response.statusCode ?? 0
      response.resume()
      response.on('end', finish)
      response.on('error', finish)
    })
    // The server closes the connection on a refused body it will not read: that is expected here.
    request.on('error', finish)
    request.on('close', finish)
    const pieces = formBody(input.files, input.fileBytes)
    const write = () => {
      for (;;) {
        if (status !== 0 || request.destroyed) return request.end()
        const next = pieces.next()
        if (next.done) return request.end()
        sent += next.value.length
        if (!request.write(next.value)) return request.once('drain', write)
      }
    }
    write()
  })
}

async function measure(pid: number, run: string, uploads: () => Promise<Upload>[]): Promise<Figure> {
  // Let the previous run's garbage go before the baseline is read.
  await new Promise((resolve) => setTimeout(resolve, 2000))
  const baselineMb = residentMb(pid)
  let peakMb = baselineMb
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, residentMb(pid))), 10)
  const started = performance.now()
  const results = await Promise.all(uploads())
  const seconds = Math.round((performance.now() - started) / 100) / 10
  clearInterval(sampler)
  peakMb = Math.max(peakMb, residentMb(pid))
  return { run, statuses: results.map((r) => r.status), sentMbEach: results.map((r) => r.sentMb), baselineMb, peakMb, growthMb: peakMb - baselineMb, seconds }
}

const server = await startServer({ port, env: { PAGE_CACHE: 'off' } })
const pid = server.pid
try {
  const three = (input: Parameters<typeof upload>[0]) => () => [upload(input), upload(input), upload(input)]
  const figures = [
    await measure(pid, `3 × ${uploadMb} MB, Content-Length announced`, three({ files: Math.ceil(uploadMb / 9), fileBytes: Math.min(9 * MB, uploadMb * MB), announce: true })),
    await measure(pid, `3 × ${uploadMb} MB, chunked (no Content-Length)`, three({ files: Math.ceil(uploadMb / 9), fileBytes: Math.min(9 * MB, uploadMb * MB), announce: false })),
    await measure(pid, '3 × 2 × 9 MB within the cap, kept', three({ files: 2, fileBytes: 9 * MB, announce: true })),
  ]
  for (const figure of figures) {
    console.log(`${figure.run.padEnd(46)} answers ${figure.statuses.join('/')}  sent ${figure.sentMbEach.join('/')} MB  RSS ${figure.baselineMb} → ${figure.peakMb} MB (+${figure.growthMb} MB)  ${figure.seconds} s`)
  }
  fs.mkdirSync('bench/results', { recursive: true })
  const file = `bench/results/uploads-${new Date().toISOString().slice(0, 10)}.json`
  fs.writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), uploadMb, figures }, null, 2)}\n`)
  console.log(`written to ${file}`)
} finally {
  await server.stop()
}
