import fs from 'node:fs/promises'
import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { MAX_UPLOAD_BYTES, uploadMimeTypes, type UploadMimeType } from '../../common/media/upload-limits'
import { pdfActiveContent } from './pdf-active-content'

export type UploadRefusal = 'tooLarge' | 'badType' | 'unsafe' | 'unreadable'

export type UploadCheck = { ok: true; mime: UploadMimeType } | { ok: false; reason: UploadRefusal }

/**
 * Markup or script anywhere in a file makes it a polyglot (an image or PDF that a browser could
 * also run as HTML or SVG); PDFs may not carry their own JavaScript or launch actions either
 * (pdf-active-content.ts).
 */
const markup = /<\s*(script|html|svg|iframe|object|embed|body|\?php)\b|javascript:/i

function isAllowed(mime: string): mime is UploadMimeType {
  return (uploadMimeTypes as readonly string[]).includes(mime)
}

/**
 * Decides whether an upload may enter the media library: at most 10 MB, a PDF, JPEG, PNG, WebP or
 * AVIF by its content (magic bytes), no markup hidden in it, and an image that really decodes.
 * An SVG is refused by type: it is a document that can carry script.
 */
export async function checkUpload(buffer: Buffer): Promise<UploadCheck> {
  if (buffer.length > MAX_UPLOAD_BYTES) return { ok: false, reason: 'tooLarge' }
  const detected = await fileTypeFromBuffer(buffer)
  if (!detected || !isAllowed(detected.mime)) {
    return { ok: false, reason: markup.test(buffer.subarray(0, 4096).toString('latin1')) ? 'unsafe' : 'badType' }
  }
  const text = buffer.toString('latin1')
  if (markup.test(text)) return { ok: false, reason: 'unsafe' }
  if (detected.mime === 'application/pdf') {
    const verdict = await pdfActiveContent(buffer)
    return verdict === 'clean' ? { ok: true, mime: detected.mime } : { ok: false, reason: verdict === 'active' ? 'unsafe' : 'unreadable' }
  }
  try {
    const metadata = await sharp(buffer).metadata()
    if (!metadata.width || !metadata.height) return { ok: false, reason: 'unreadable' }
  } catch {
    return { ok: false, reason: 'unreadable' }
  }
  return { ok: true, mime: detected.mime }
}

/**
 * Checks received files one at a time from their temporary files, so that one file at most is in
 * memory; the first refused file refuses the upload, by name.
 */
export async function checkReceivedFiles(files: { name: string; path: string }[]): Promise<{ ok: true; mimes: UploadMimeType[] } | { ok: false; reason: UploadRefusal; name: string }> {
  const mimes: UploadMimeType[] = []
  for (const file of files) {
    const check = await checkUpload(await fs.readFile(file.path))
    if (!check.ok) return { ok: false, reason: check.reason, name: file.name }
    mimes.push(check.mime)
  }
  return { ok: true, mimes }
}
