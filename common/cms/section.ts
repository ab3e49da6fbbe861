import { z } from '../validation/z'
import { sanitizeRichText } from './rich-text'

/** Layout options every section understands; a section type may add its own. */
export const baseSectionOptionsSchema = z.object({
  background: z.enum(['white', 'light', 'dark', 'brand']).default('white'),
  paddingY: z.enum(['none', 'sm', 'md', 'lg']).default('md'),
  width: z.enum(['narrow', 'normal', 'wide', 'full']).default('normal'),
  align: z.enum(['start', 'center']).default('start'),
  isHidden: z.boolean().default(false),
  anchor: z
    .string()
    .regex(/^[a-z0-9-]*$/)
    .max(40)
    .optional(),
})

/** What a stored section looks like (§3 layout element: handler, parts, options, mobileOptions, meta). */
export interface SectionData {
  id: string
  handler: string
  parts: Record<string, unknown>
  options: Record<string, unknown>
  mobileOptions: Record<string, unknown>
  meta: { label?: string; masterId?: number }
}

export const sectionMetaSchema = z
  .object({
    label: z.string().max(80).optional(),
    /** The master component this section shows (§2 chose-master-component). */
    masterId: z.number().int().positive().optional(),
  })
  .default({})

/** A reference to a media library item; `alt` overrides the item's own alternative text. */
export const mediaRefSchema = z.object({
  mediaId: z.number().int().positive(),
  alt: z.string().max(300).optional(),
})
export type MediaRef = z.infer<typeof mediaRefSchema>

/** Rich text is HTML; the server sanitises it before storing (DESIGN: decisions). */
export const richTextSchema = z
  .string()
  .max(50_000)
  .overwrite((html) => sanitizeRichText(html))

export interface SectionDefinition<
  Parts extends z.ZodType = z.ZodType,
  Options extends z.ZodObject = z.ZodObject,
> {
  handler: string
  /** Name shown to editors in the section manager. */
  title: string
  parts: Parts
  options: Options
  /** Desktop options any section may override on phones. */
  mobileOptions: z.ZodType
  /** Content for a freshly added section, so the editor never shows an empty, invalid block. */
  example: z.input<Parts>
}

/**
 * The phone overrides of a section's options: the same fields, each optional and *without* its
 * default. (`.partial()` keeps defaults in zod 4, which would override every desktop option.)
 */
function phoneOverrides(options: z.ZodObject): z.ZodObject {
  const shape: Record<string, z.ZodType> = {}
  for (const [key, field] of Object.entries(options.shape as Record<string, z.ZodType>)) {
    shape[key] = (field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : field).optional()
  }
  return z.object(shape)
}

/**
 * Declares a section type: its content schema and its extra layout options. Mobile options are
 * the same options, each optional, applied below the mobile breakpoint.
 */
export function defineSection<
  const Handler extends string,
  Parts extends z.ZodType,
  Extra extends z.ZodRawShape = Record<never, never>,
>(def: {
  handler: Handler
  title: string
  parts: Parts
  options?: Extra
  example: z.input<Parts>
}) {
  const options = baseSectionOptionsSchema.extend(def.options ?? ({} as Extra))
  return {
    handler: def.handler,
    title: def.title,
    parts: def.parts,
    options,
    mobileOptions: phoneOverrides(options),
    example: def.example,
  }
}

export type SectionParts<D> = D extends { parts: infer P extends z.ZodType } ? z.output<P> : never
export type SectionOptions<D> = D extends { options: infer O extends z.ZodType } ? z.output<O> : never
