import sharp, { type Sharp } from 'sharp'
import { cropSizes, responsiveWidths, type ImageFormat, type VariantName } from '../../common/media/sizes'

export interface Rendition {
  name: VariantName
  format: ImageFormat
  buffer: Buffer
}

const encoders: Record<ImageFormat, (image: Sharp) => Sharp> = {
  // Effort is kept low: first start must stay fast on two cores; the quality difference is small.
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 78, effort: 4 }),
}

/**
 * Every rendition of an image: the spec's crops and the responsive widths, in WebP. AVIF is
 * encoded lazily from each WebP on its first request (see media-files.ts): it costs ~3× the CPU,
 * and doing it eagerly tripled the first start of a new install.
 * Neither upscales: a crop larger than the source and a width wider than it are skipped (the
 * smallest width is always made, at the source's own width).
 */
export async function transcodeToAvif(webp: Buffer): Promise<Buffer> {
  return encoders.avif(sharp(webp)).toBuffer()
}

export async function renderVariants(input: Buffer): Promise<{ width: number; height: number; renditions: Rendition[] }> {
  const metadata = await sharp(input).metadata()
  const width = metadata.width ?? 0
  const height = metadata.height ?? 0
  const jobs: Promise<Rendition>[] = []
  for (const format of ['webp'] as const) {
    for (const [name, size] of Object.entries(cropSizes) as [VariantName, { width: number; height: number }][]) {
      // A crop larger than the source would only be an upscaled blur: a 320×80 logo has no 1920×1080.
      if (name !== 'thumbnail' && (size.width > width || size.height > height)) continue
      jobs.push(
        encoders[format](sharp(input).resize(size.width, size.height, { fit: 'cover' }))
          .toBuffer()
          .then((buffer) => ({ name, format, buffer })),
      )
    }
    for (const target of responsiveWidths) {
      if (target > width && target !== responsiveWidths[0]) continue
      jobs.push(
        encoders[format](sharp(input).resize({ width: Math.min(target, width), withoutEnlargement: true }))
          .toBuffer()
          .then((buffer) => ({ name: `w${target}` as VariantName, format, buffer })),
      )
    }
  }
  return { width, height, renditions: await Promise.all(jobs) }
}
