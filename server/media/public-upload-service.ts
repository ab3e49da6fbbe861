import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { UploadMimeType } from '../../common/media/upload-limits'

/** A visitor's file, kept aside until something (e.g. a form submission) claims it by its token. */
export interface PublicUpload {
  token: string
  name: string
  mime: UploadMimeType
  size: number
}

const extensions: Record<UploadMimeType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
}

/**
 * Keeps checked visitor uploads under `<data>/public-uploads`, outside the media directory the
 * site serves: an anonymous file never becomes a public URL on the site's domain, and its name
 * is a random token, never the visitor's file name. The files arrive as temporary files on the
 * same disk (upload-receiver.ts) and are moved, never read into memory.
 */
export async function storePublicUploads(dataDir: string, files: { path: string; size: number; mime: UploadMimeType; name: string }[]): Promise<PublicUpload[]> {
  const dir = path.join(dataDir, 'public-uploads')
  await fs.mkdir(dir, { recursive: true })
  const stored: PublicUpload[] = []
  for (const file of files) {
    const token = randomUUID()
    await fs.rename(file.path, path.join(dir, `${token}.${extensions[file.mime]}`))
    stored.push({ token, name: file.name.slice(0, 120), mime: file.mime, size: file.size })
  }
  return stored
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The kept file of a token (`<token>.<extension of its checked type>`), or null; a token that is not a UUID names nothing. */
export async function findPublicUpload(dataDir: string, token: string): Promise<{ path: string; mime: UploadMimeType; size: number } | null> {
  if (!uuid.test(token)) return null
  for (const [mime, extension] of Object.entries(extensions) as [UploadMimeType, string][]) {
    const file = path.join(dataDir, 'public-uploads', `${token}.${extension}`)
    const stat = await fs.stat(file).catch(() => null)
    if (stat?.isFile()) return { path: file, mime, size: stat.size }
  }
  return null
}
