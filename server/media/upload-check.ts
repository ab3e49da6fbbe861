import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { MAX_UPLOAD_BYTES, uploadMimeTypes, type UploadMimeType } from '../../common/media/upload-limits'

export type UploadRefusal = 'tooLarge' | 'badType' | 'unsafe' | 'unreadable'

export type UploadCheck = { ok: true; mime: UploadMimeType } | { ok: false; reason: UploadRefusal }

/**
 * Markup or script anywhere in a file makes it a polyglot (an image or PDF that a browser could
 * also run as HTML or SVG); PDFs may not carry their own JavaScript or launch actions either.
 */
const markup = /<\s*(script|html|svg|iframe|object|embed|body|\?php)\b|javascript:/i
const pdfActive = /\/(JavaScript|JS|Launch|EmbeddedFile|RichMedia)\b/

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
    return pdfActive.test(text) ? { ok: false, reason: 'unsafe' } : { ok: true, mime: detected.mime }
  }
  try {
    const metadata = await sharp(buffer).metadata()
    if (!metadata.width || !metadata.height) return { ok: false, reason: 'unreadable' }
  } catch {
    return { ok: false, reason: 'unreadable' }
  }
  return { ok: true, mime: detected.mime }
}
