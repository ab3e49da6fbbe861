import fs from 'node:fs/promises'
import path from 'node:path'
import { multipartBoundary, multipartEvents, MultipartError } from '../http/multipart-stream'

export interface UploadLimits {
  maxFiles: number
  maxFileBytes: number
  /** The whole request body, form included. */
  maxRequestBytes: number
}

export type UploadRefusalReason = 'requestTooLarge' | 'fileTooLarge' | 'tooMany' | 'invalid' | 'noFile'

export class UploadRefused extends Error {
  constructor(
    readonly reason: UploadRefusalReason,
    readonly fileName: string = '',
  ) {
    super(reason)
  }
}

/** A file of the form, written to a temporary file as it arrived. */
export interface ReceivedFile {
  name: string
  path: string
  size: number
}

export interface ReceivedUpload {
  files: ReceivedFile[]
  /** Removes what is still in the request's temporary folder (files moved out of it stay). */
  dispose: () => Promise<void>
}

/** The body's bytes, refused the moment they pass `max`; the rest is never read. */
async function* counted(body: ReadableStream<Uint8Array>, max: number): AsyncGenerator<Uint8Array> {
  const reader = body.getReader()
  let total = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      total += value.byteLength
      if (total > max) throw new UploadRefused('requestTooLarge')
      yield value
    }
  } finally {
    // Released, not cancelled: cancelling would close the connection before the 413 is written.
    reader.releaseLock()
  }
}

/**
 * Receives the `file` fields of a multipart upload into a temporary folder under `tmpRoot`,
 * streaming: a body announced larger than the request limit is refused before a byte is read,
 * and reading stops as soon as the body, a file or the number of files passes its limit. Other
 * fields are read past and dropped. The caller checks and keeps the files, then calls `dispose`.
 */
export async function receiveUpload(request: Request, input: { tmpRoot: string; limits: UploadLimits }): Promise<ReceivedUpload> {
  const { limits } = input
  const boundary = multipartBoundary(request.headers.get('content-type') ?? undefined)
  if (!boundary || !request.body) throw new UploadRefused('invalid')
  const announced = Number(request.headers.get('content-length') ?? NaN)
  if (Number.isFinite(announced) && announced > limits.maxRequestBytes) throw new UploadRefused('requestTooLarge')

  await fs.mkdir(input.tmpRoot, { recursive: true })
  const dir = await fs.mkdtemp(path.join(input.tmpRoot, 'upload-'))
  const dispose = () => fs.rm(dir, { recursive: true, force: true })
  const files: ReceivedFile[] = []
  let current: { file: ReceivedFile; handle: fs.FileHandle } | null = null
  try {
    for await (const event of multipartEvents(counted(request.body, limits.maxRequestBytes), boundary)) {
      if (event.type === 'part') {
        if (event.part.name !== 'file' || event.part.filename === null) continue
        if (files.length >= limits.maxFiles) throw new UploadRefused('tooMany')
        const file = { name: event.part.filename.slice(0, 120), path: path.join(dir, String(files.length)), size: 0 }
        files.push(file)
        current = { file, handle: await fs.open(file.path, 'wx') }
      } else if (event.type === 'data') {
        if (!current) continue
        current.file.size += event.chunk.length
        if (current.file.size > limits.maxFileBytes) throw new UploadRefused('fileTooLarge', current.file.name)
        await current.handle.write(event.chunk)
      } else if (current) {
        await current.handle.close()
        current = null
      }
    }
    if (files.length === 0) throw new UploadRefused('noFile')
    return { files, dispose }
  } catch (error) {
    await current?.handle.close().catch(() => undefined)
    await dispose()
    if (error instanceof MultipartError) throw new UploadRefused('invalid')
    throw error
  }
}
