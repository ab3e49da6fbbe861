import { z } from '../validation/z'
import { linkTargetSchema } from './link'
import { mediaRefSchema, richTextSchema } from './section'

/** Content of the `header-section` element. */
export const headerPartsSchema = z.object({
  brandName: z.string().min(1).max(60),
  tagline: z.string().max(120).optional(),
  cta: z.object({ label: z.string().min(1).max(40), link: linkTargetSchema }).optional(),
})

export const contactBlockSchema = z.object({
  title: z.string().min(1).max(80),
  lines: z.array(z.string().max(120)).max(6).default([]),
  phone: z.string().max(40).optional(),
  email: z.string().email().optional(),
})

export const logoListSchema = z.object({
  title: z.string().max(80).optional(),
  logos: z
    .array(z.object({ name: z.string().min(1).max(80), image: mediaRefSchema, href: z.string().url().optional() }))
    .max(24),
})

/** Content of the `footer-section` element (§2 footer: contact blocks, rich-text areas, logo lists). */
export const footerPartsSchema = z.object({
  contactBlocks: z.array(contactBlockSchema).max(4).default([]),
  richTextAreas: z.array(richTextSchema).max(4).default([]),
  logoLists: z.array(logoListSchema).max(3).default([]),
})

/** Content of the `cookie-section` element. */
export const cookiePartsSchema = z.object({
  message: z.string().max(600).optional(),
})

export type HeaderParts = z.infer<typeof headerPartsSchema>
export type FooterParts = z.infer<typeof footerPartsSchema>
export type CookieParts = z.infer<typeof cookiePartsSchema>
