import type { Locale } from './locales'
import { catalogues, type MessageKey } from './messages'

export type { MessageKey }
export type MessageParams = Record<string, string | number>

/** Translates a catalogue key, filling `{name}` placeholders; unknown placeholders stay visible. */
export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const template = catalogues[locale][key] ?? catalogues.hr[key]
  if (!params) return template
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    params[name] === undefined ? match : String(params[name]),
  )
}

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(catalogues.hr, value)
}

export type Translator = (key: MessageKey, params?: MessageParams) => string

export function translator(locale: Locale): Translator {
  return (key, params) => translate(locale, key, params)
}
