/**
 * §3 Locale of a language (ADR 066): `iso` its BCP 47 tag, `code` its two-letter code (the URL
 * prefix), `domain` the site's host — every language shares it, told apart by the path prefix —
 * and `file` null: our messages are bundled with the app by area, not loaded per locale file.
 */
export interface LocaleDescriptor {
  iso: string
  code: string
  domain: string | null
  file: null
}
