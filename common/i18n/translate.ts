import type { Locale } from './locales'
import { catalogues, type MessageKey } from './messages'

export type { MessageKey }
export type MessageParams = Record<string, string | number>

/** Translates a catalogue key, filling `{name}` placeholders; unknown placeholders stay visible. */
export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  // In the browser only loaded catalogues exist (ADR 026); the key itself beats a crash.
  const template = loadedCatalogue(locale)?.[key] ?? loadedCatalogue('hr')?.[key] ?? key
  if (!params) return template
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    params[name] === undefined ? match : String(params[name]),
  )
}

export function isMessageKey(value: string): value is MessageKey {
  return Object.values(catalogues).some((catalogue: Catalogue | undefined) => catalogue !== undefined && Object.hasOwn(catalogue, value))
}

type Catalogue = Record<MessageKey, string>

function loadedCatalogue(locale: Locale): Catalogue | undefined {
  return (catalogues as Partial<Record<Locale, Catalogue>>)[locale]
}

export type Translator = (key: MessageKey, params?: MessageParams) => string

const translators = new Map<Locale, Translator>()

/**
 * One function per locale for the whole process: `useT()` hands it to effect dependencies, and a
 * new function every render re-ran the bundle modal's fetch without end (issue 20 point 4).
 */
export function translator(locale: Locale): Translator {
  let t = translators.get(locale)
  if (!t) {
    t = (key, params) => translate(locale, key, params)
    translators.set(locale, t)
  }
  return t
}
