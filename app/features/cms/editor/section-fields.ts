import { linkTargetSchema, type LinkTarget } from '#common/cms/link'
import { richTextSchema } from '#common/cms/section'
import { isSectionHandler, sectionDefinitions } from '#common/cms/sections'
import { iconNames, type IconName } from '#common/cms/sections/icon-names'
import { isEditorMessageKey } from '#common/i18n/editor-messages'
import { z } from '#common/validation/z'
import type { PartPath } from './editor-state'
import type { EditorTranslator } from './use-editor-t'

export interface TextField {
  path: PartPath
  value: string
  isRich: boolean
  /** Set when the field is absent and optional: shown in the content panel so it can be filled. */
  isEmpty: boolean
}

export interface LinkField {
  path: PartPath
  value: LinkTarget
}

/** A field holding a name from the built-in icon set (§2 icon-list modal). */
export interface IconField {
  path: PartPath
  value: IconName
}

export interface MediaField {
  path: PartPath
  mediaId: number
}

/** Strips optional/default/nullable wrappers to the schema that describes the value itself. */
export function unwrapSchema(schema: z.ZodType): z.ZodType {
  let current: z.ZodType = schema
  for (;;) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable || current instanceof z.ZodDefault) {
      current = current.unwrap() as z.ZodType
    } else return current
  }
}

/**
 * The section's editable text and images, found by walking its parts beside its schema: a field is
 * rich text exactly when its schema is the shared `richTextSchema`, so a new section type needs
 * no editor code.
 */
export interface ContentFields {
  texts: TextField[]
  media: MediaField[]
  links: LinkField[]
  icons: IconField[]
}

/** An enum of exactly the built-in icon names is an icon field, whatever section declares it. */
function isIconEnum(schema: z.ZodType): boolean {
  if (!(schema instanceof z.ZodEnum)) return false
  const options = schema.options as readonly unknown[]
  return options.length === iconNames.length && iconNames.every((name) => options.includes(name))
}

function isIconName(value: unknown): value is IconName {
  return typeof value === 'string' && (iconNames as readonly string[]).includes(value)
}

export function collectSectionFields(handler: string, parts: Record<string, unknown>): ContentFields {
  if (!isSectionHandler(handler)) return { texts: [], media: [], links: [], icons: [] }
  return collectFields(sectionDefinitions[handler].parts as z.ZodType, parts)
}

/** The editable texts, images and links of any content, walked beside its schema. */
export function collectFields(schema: z.ZodType, content: unknown): ContentFields {
  const texts: TextField[] = []
  const media: MediaField[] = []
  const links: LinkField[] = []
  const icons: IconField[] = []
  const visit = (schema: z.ZodType, value: unknown, path: PartPath): void => {
    const inner = unwrapSchema(schema)
    if (inner === linkTargetSchema) {
      const parsed = linkTargetSchema.safeParse(value)
      if (parsed.success) links.push({ path, value: parsed.data })
      return
    }
    if (isIconEnum(inner)) {
      if (isIconName(value)) icons.push({ path, value })
      return
    }
    if (inner instanceof z.ZodString) {
      if (typeof value === 'string') texts.push({ path, value, isRich: inner === richTextSchema, isEmpty: false })
      else if (value === undefined) texts.push({ path, value: '', isRich: inner === richTextSchema, isEmpty: true })
      return
    }
    if (inner instanceof z.ZodArray && Array.isArray(value)) {
      value.forEach((item, index) => visit(inner.element as z.ZodType, item, [...path, index]))
      return
    }
    if (inner instanceof z.ZodObject && value && typeof value === 'object') {
      const record = value as Record<string, unknown>
      if (typeof record.mediaId === 'number' && 'mediaId' in inner.shape) {
        media.push({ path, mediaId: record.mediaId })
        return
      }
      for (const [key, field] of Object.entries(inner.shape as Record<string, z.ZodType>)) visit(field, record[key], [...path, key])
    }
  }
  visit(schema, content, [])
  return { texts, media, links, icons }
}

/** The schema of one field (for rich-text checks); `richTextSchema` is compared by identity. */
export function isRichTextSchema(schema: z.ZodType): boolean {
  return unwrapSchema(schema) === richTextSchema
}

/**
 * A field's name in the editor's language: each key's name from the editor catalogue, a list's key
 * with the entry's number ('items', 1, 'icon' → "Stavka 2 › Ikona"). A key without a name there
 * (a section from a newer version) reads as itself.
 */
export function fieldLabel(path: PartPath, t: EditorTranslator): string {
  const names: string[] = []
  path.forEach((segment, index) => {
    const next = path[index + 1]
    const number = typeof next === 'number' ? next + 1 : undefined
    if (typeof segment === 'number') {
      // A number is named with its list's key; only a list inside a list shows a bare number.
      if (typeof path[index - 1] === 'number') names.push(String(segment + 1))
      return
    }
    const key = `field.${segment}`
    if (isEditorMessageKey(key)) names.push(t(key, { n: number ?? '' }).trim())
    else names.push(number === undefined ? segment : `${segment} ${number}`)
  })
  return names.join(' › ')
}
