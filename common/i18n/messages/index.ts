import type { Locale } from '../locales'
import * as account from './account'
import * as addressBook from './address-book'
import * as cart from './cart'
import * as cases from './cases'
import * as catalog from './catalog'
import * as checkout from './checkout'
import * as orderDesk from './order-desk'
import * as refunds from './refunds'
import * as eracun from './eracun'
import * as invoices from './invoices'
import * as content from './content'
import * as core from './core'
import * as layout from './layout'
import * as sections from './sections'
import * as community from './community'
import * as documents from './documents'
import * as forms from './forms'
import * as gdpr from './gdpr'
import * as mailTemplates from './mail-templates'

/**
 * The message catalogue, one module per area so areas grow without touching each other. A new
 * area adds its module here; its hr keys become valid MessageKeys everywhere.
 */
const areas = [core, layout, sections, account, addressBook, catalog, cart, checkout, orderDesk, refunds, eracun, invoices, content, community, documents, forms, gdpr, mailTemplates, cases] as const

type Area = (typeof areas)[number]
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never
type SourceMessages = UnionToIntersection<Area['hr']>

export type MessageKey = keyof SourceMessages

export const catalogues: Record<Locale, Record<MessageKey, string>> = {
  hr: Object.assign({}, ...areas.map((area) => area.hr)),
  en: Object.assign({}, ...areas.map((area) => area.en)),
  de: Object.assign({}, ...areas.map((area) => area.de)),
}

/**
 * The browser loads a language's catalogue in parts (ADR 026): `visitor` on every page, `account`
 * only on the routes that declare it (app/lib/account-messages.ts). The account part is every key
 * whose first segment names a screen of accounts, checkout, the profile's privacy tools, the
 * admin or the API reference: a third of the texts. `bucket` texts are answers of the direct-upload
 * calls, which no visitor page makes.
 */
const accountKeyPrefixes = new Set(['account', 'checkout', 'order', 'desk', 'orders', 'mailTemplates', 'gdpr', 'redirects', 'backoffice', 'invoice', 'cases', 'apiDocs', 'bucket'])

export type CataloguePart = 'visitor' | 'account'

export function cataloguePartOf(key: string): CataloguePart {
  return accountKeyPrefixes.has(key.slice(0, key.indexOf('.'))) ? 'account' : 'visitor'
}

type PartialCatalogue = Partial<Record<MessageKey, string>>

function partOf(catalogue: Record<MessageKey, string>, part: CataloguePart): PartialCatalogue {
  return Object.fromEntries(Object.entries(catalogue).filter(([key]) => cataloguePartOf(key) === part))
}

/** Each part of a language's catalogue: what build-tools/page-language-messages.ts sends the browser. */
export const catalogueParts: Record<CataloguePart, Record<Locale, PartialCatalogue>> = {
  visitor: { hr: partOf(catalogues.hr, 'visitor'), en: partOf(catalogues.en, 'visitor'), de: partOf(catalogues.de, 'visitor') },
  account: { hr: partOf(catalogues.hr, 'account'), en: partOf(catalogues.en, 'account'), de: partOf(catalogues.de, 'account') },
}

/** Every catalogue is already here; the browser's stand-in (browser.ts) loads one on demand. */
export async function loadCatalogue(_locale: Locale, _part: CataloguePart = 'visitor'): Promise<void> {}
