import type { Context } from 'hono'
import type { AppEnv } from './hono-env'

/** A file as a download: its own type, a safe ASCII name (the caller makes it), never sniffed. */
export function download(c: Context<AppEnv>, file: { contentType: string; fileName: string; body: Uint8Array; cacheControl: string }) {
  c.header('Content-Type', file.contentType)
  c.header('Content-Disposition', `attachment; filename="${file.fileName}"`)
  c.header('X-Content-Type-Options', 'nosniff')
  c.header('Cache-Control', file.cacheControl)
  return c.body(file.body.buffer.slice(file.body.byteOffset, file.body.byteOffset + file.body.byteLength) as ArrayBuffer)
}
