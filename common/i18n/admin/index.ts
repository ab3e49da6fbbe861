import { catalogEn, catalogHr } from './catalog'
import { operationsEn, operationsHr } from './operations'
import { contentEn, contentHr } from './content'
import { memberCardsEn, memberCardsHr, salesEn, salesHr, usersEn, usersHr } from './sales'
import { shellEn, shellHr } from './shell'
import { shippingEn, shippingHr } from './shipping'
import { invoicingEn, invoicingHr } from './invoicing'
import { emptyEn, emptyHr } from './empty'

/**
 * The admin's catalogue (issue 14: the interface in Croatian and English). Kept out of the site's
 * catalogue: it ships only with admin routes. Each area adds its own file and spreads it here.
 */
const hr = {
  ...shellHr,
  ...operationsHr,
  ...catalogHr,
  ...contentHr,
  ...salesHr,
  ...usersHr,
  ...memberCardsHr,
  ...shippingHr,
  ...invoicingHr,
  ...emptyHr,
}
export type AdminMessageKey = keyof typeof hr
const en: Record<AdminMessageKey, string> = {
  ...shellEn,
  ...operationsEn,
  ...catalogEn,
  ...contentEn,
  ...salesEn,
  ...usersEn,
  ...memberCardsEn,
  ...shippingEn,
  ...invoicingEn,
  ...emptyEn,
}

export const adminLocales = ['hr', 'en'] as const
export type AdminLocale = (typeof adminLocales)[number]
export const ADMIN_LOCALE_COOKIE = 'izlog_admin_lang'

export function isAdminLocale(value: unknown): value is AdminLocale {
  return value === 'hr' || value === 'en'
}

const catalogues: Record<AdminLocale, Record<AdminMessageKey, string>> = { hr, en }

export type AdminTranslator = (key: AdminMessageKey, params?: Record<string, string | number>) => string

export function adminTranslate(locale: AdminLocale, key: AdminMessageKey, params?: Record<string, string | number>): string {
  const template = catalogues[locale][key]
  if (!params) return template
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (params[name] === undefined ? match : String(params[name])))
}

/** Message keys that travel as data (e.g. a CSV row error's key) are checked before translating. */
export function isAdminMessageKey(key: string): key is AdminMessageKey {
  return Object.prototype.hasOwnProperty.call(hr, key)
}
