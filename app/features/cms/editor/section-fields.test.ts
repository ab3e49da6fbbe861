import { describe, expect, it } from 'vitest'
import { cookiePartsSchema, footerPartsSchema, headerPartsSchema } from '#common/cms/layout-parts'
import { sectionDefinitions } from '#common/cms/sections'
import { editorTranslate, isEditorMessageKey } from '#common/i18n/editor-messages'
import { locales, type Locale } from '#common/i18n/locales'
import { z } from '#common/validation/z'
import { collectSectionFields, fieldLabel, unwrapSchema } from './section-fields'

const translator = (locale: Locale) => (key: Parameters<typeof editorTranslate>[1], params?: Record<string, string | number>) => editorTranslate(locale, key, params)

/** Every key an object in the schema declares, at any depth. */
function schemaKeys(schema: z.ZodType, keys = new Set<string>()): Set<string> {
  const inner = unwrapSchema(schema)
  if (inner instanceof z.ZodArray) schemaKeys(inner.element as z.ZodType, keys)
  if (inner instanceof z.ZodObject) {
    for (const [key, field] of Object.entries(inner.shape as Record<string, z.ZodType>)) {
      keys.add(key)
      schemaKeys(field, keys)
    }
  }
  return keys
}

describe('section field names (issue 20: "Uredi: heading")', () => {
  it('names every field key of every section and layout element in the editor catalogue', () => {
    const schemas = [...Object.values(sectionDefinitions).map((definition) => definition.parts as z.ZodType), headerPartsSchema, footerPartsSchema, cookiePartsSchema]
    const keys = new Set<string>()
    for (const schema of schemas) schemaKeys(schema, keys)
    // Numbers, coordinates and choices are set in the section's settings, never named as a text field.
    const notTextFields = ['areaM2', 'distanceMeters', 'floor', 'latitude', 'limit', 'longitude', 'mediaId', 'minutes', 'mode', 'priceCents', 'rooms', 'status', 'zoom']
    const unnamed = [...keys].filter((key) => !notTextFields.includes(key) && !isEditorMessageKey(`field.${key}`))
    expect(unnamed).toEqual([])
  })

  it('reads a path in the editor’s language, a list entry by its number', () => {
    const path = ['items', 1, 'icon']
    expect(locales.map((locale) => fieldLabel(path, translator(locale)))).toEqual(['Stavka 2 › Ikona', 'Item 2 › Icon', 'Eintrag 2 › Symbol'])
    expect(locales.map((locale) => fieldLabel(['heading'], translator(locale)))).toEqual(['Naslov', 'Heading', 'Überschrift'])
    expect(fieldLabel(['contactBlocks', 0, 'lines', 2], translator('hr'))).toBe('Kontakt 1 › Redak 3')
    // A key a newer section brings, not named yet, reads as itself.
    expect(fieldLabel(['novoPolje', 0], translator('en'))).toBe('novoPolje 1')
  })

  it('names no field of a real section by its schema key', () => {
    const fields = collectSectionFields('faq', { heading: 'Pitanja', items: [{ question: 'Kada?', answer: '<p>Uskoro.</p>' }] })
    expect(fields.texts.map((field) => fieldLabel(field.path, translator('de')))).toEqual(['Überschrift', 'Eintrag 1 › Frage', 'Eintrag 1 › Antwort'])
  })
})
