import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { Worker } from 'node:worker_threads'

/**
 * Validates CIS messages against the vendored schema with xmllint (libxml2 in WebAssembly, from
 * xmllint-wasm). Its own `validateXML` starts a worker and compiles the 0.8 MB module on every
 * call (about 2 s a message on a busy machine); here one worker keeps the compiled module and
 * runs xmllint once per message (5–10 times faster), which keeps the fake CIS within a client's
 * timeout. It drives xmllint-wasm's Emscripten module the way that package's own worker does.
 */

// Read from the project folder (the server runs there), as the fonts and migrations are: the build bundles code, not data.
const schemaDir = path.resolve('server/fiscal/schema')

const workerSource = `
const { parentPort, workerData } = require('node:worker_threads')
const fs = require('node:fs')
const path = require('node:path')
const createXmllint = require(path.join(workerData.packageDir, 'xmllint-node.js'))
const compiled = WebAssembly.compile(fs.readFileSync(path.join(workerData.packageDir, 'xmllint.wasm')))
parentPort.on('message', async (message) => {
  if (!message || message.kind !== 'izlog-validate') return
  const module = await compiled
  let stderr = ''
  const exitCode = await new Promise((resolve) => {
    createXmllint({
      inputFiles: [...workerData.schemas, { fileName: 'message.xml', contents: message.xml }],
      arguments: ['--schema', workerData.schemas[0].fileName, '--noout', 'message.xml'],
      print() {},
      printErr(text) { stderr += text + '\\n' },
      onExit: resolve,
      onAbort: (reason) => { stderr += 'xmllint aborted: ' + reason; resolve(-1) },
      wasmMemory: new WebAssembly.Memory({ initial: 256, maximum: 512 }),
      instantiateWasm(imports, done) {
        WebAssembly.instantiate(module, imports).then((instance) => done(instance, module))
        return {}
      },
    })
  })
  parentPort.postMessage({ kind: 'izlog-validated', id: message.id, exitCode, stderr })
})
`

export type SchemaCheck = { valid: true } | { valid: false; errors: string[] }

interface Pending {
  resolve: (check: SchemaCheck) => void
  reject: (error: Error) => void
}

let worker: Worker | null = null
const pending = new Map<number, Pending>()
let nextId = 0

function startWorker(): Worker {
  const packageDir = path.dirname(createRequire(import.meta.url).resolve('xmllint-wasm'))
  const schemas = ['FiskalizacijaSchema.xsd', 'xmldsig-core-schema.xsd'].map((fileName) => ({ fileName, contents: fs.readFileSync(path.join(schemaDir, fileName), 'utf8') }))
  const started = new Worker(workerSource, { eval: true, workerData: { packageDir, schemas } })
  // A validator waiting for work must not keep a process (a test run, a script) alive.
  started.unref()
  started.on('message', (message: { kind?: string; id: number; exitCode: number; stderr: string }) => {
    if (message.kind !== 'izlog-validated') return
    const waiting = pending.get(message.id)
    pending.delete(message.id)
    if (!waiting) return
    if (message.exitCode === 0) waiting.resolve({ valid: true })
    // xmllint: 3 and 4 are validation failures; anything else is xmllint itself failing.
    else if (message.exitCode === 3 || message.exitCode === 4) waiting.resolve({ valid: false, errors: schemaErrors(message.stderr) })
    else waiting.reject(new Error(`xmllint failed (${message.exitCode}): ${message.stderr.slice(0, 300)}`))
  })
  const failAll = (error: Error) => {
    worker = null
    for (const waiting of pending.values()) waiting.reject(error)
    pending.clear()
  }
  started.on('error', failAll)
  started.on('exit', (code) => failAll(new Error(`the schema validator stopped (${code})`)))
  return started
}

/** `message.xml:1: Schemas validity error : Element '…': …` → the part after the location. */
function schemaErrors(stderr: string): string[] {
  return stderr
    .split('\n')
    .filter((line) => line.startsWith('message.xml:') && !line.endsWith(' validates'))
    .map((line) => line.replace(/^message\.xml:\d+:\s*/, ''))
}

/** Validates one CIS message (RacunZahtjev, RacunOdgovor…, without the SOAP envelope) against the vendored schema. */
export function validateFiscalXml(xml: string): Promise<SchemaCheck> {
  worker ??= startWorker()
  const id = nextId++
  const result = new Promise<SchemaCheck>((resolve, reject) => pending.set(id, { resolve, reject }))
  worker.ref()
  worker.postMessage({ kind: 'izlog-validate', id, xml })
  return result.finally(() => {
    if (pending.size === 0) worker?.unref()
  })
}
