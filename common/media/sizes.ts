/** §3 media sizes: named crops the spec uses. */
export const cropSizes = {
  thumbnail: { width: 50, height: 50 },
  portrait: { width: 768, height: 1024 },
  large: { width: 926, height: 926 },
  fullHd: { width: 1920, height: 1080 },
} as const

/** Widths for responsive `srcset`s: the browser picks the smallest that fills the slot. */
export const responsiveWidths = [480, 960, 1440, 1920] as const

export const imageFormats = ['avif', 'webp'] as const
export type ImageFormat = (typeof imageFormats)[number]

export type CropSizeName = keyof typeof cropSizes
export type VariantName = CropSizeName | `w${(typeof responsiveWidths)[number]}`

/** What the site needs to render an image: URLs of its renditions and its intrinsic size. */
export interface MediaView {
  id: number
  alt: string
  title: string
  width: number
  height: number
  /** `{ w480: { webp: '/media/…', avif: '/media/…' }, thumbnail: {...} }` */
  variants: Partial<Record<VariantName, Partial<Record<ImageFormat, string>>>>
  src: string
  /** CSS object-position of the focal point (e.g. `30% 70%`), when it is not the centre. */
  focus?: string
}
