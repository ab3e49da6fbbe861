import fs from 'node:fs/promises'
import path from 'node:path'
import { transcodeToAvif } from './image-processing'

const contentTypes: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
}

/** A media file's type by its extension, or null for one the media library never writes. */
export function mediaContentType(file: string): string | null {
  return contentTypes[path.extname(file).toLowerCase()] ?? null
}

const inFlight = new Map<string, Promise<Buffer | null>>()

/**
 * Reads a media file by its URL path below `/media/`. Paths that try to leave the media folder
 * answer null. A missing `.avif` rendition is encoded from its `.webp` sibling once, stored, and
 * served from disk from then on; concurrent first requests share one encode.
 */
export async function readMediaFile(
  mediaDir: string,
  relativePath: string,
): Promise<{ body: Buffer; contentType: string } | null> {
  const root = path.resolve(mediaDir)
  const file = path.resolve(root, relativePath)
  if (!file.startsWith(root + path.sep)) return null
  const contentType = mediaContentType(file)
  if (!contentType) return null
  const body = (await readIfExists(file)) ?? (file.endsWith('.avif') ? await encodeAvifOnce(file) : null)
  return body ? { body, contentType } : null
}

async function readIfExists(file: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

function encodeAvifOnce(file: string): Promise<Buffer | null> {
  const existing = inFlight.get(file)
  if (existing) return existing
  const job = (async () => {
    const webp = await readIfExists(file.replace(/\.avif$/, '.webp'))
    if (!webp) return null
    const avif = await transcodeToAvif(webp)
    const temporary = `${file}.${process.pid}.tmp`
    await fs.writeFile(temporary, avif)
    await fs.rename(temporary, file)
    return avif
  })().finally(() => inFlight.delete(file))
  inFlight.set(file, job)
  return job
}
