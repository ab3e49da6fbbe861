import type { Locale } from '../locales'
import * as account from './account'
import * as cart from './cart'
import * as catalog from './catalog'
import * as checkout from './checkout'
import * as orderDesk from './order-desk'
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
 * area adds its module to one part here; its hr keys become valid MessageKeys everywhere.
 * The browser loads a language's catalogue by part (ADR 026): `visitor` on every page, `account`
 * (accounts, checkout, order desk: a third of the texts) only on the routes that declare it
 * (app/lib/account-messages.ts).
 */
const parts = {
  visitor: [core, layout, sections, catalog, cart, content, community, documents, forms, gdpr],
  account: [account, checkout, orderDesk, mailTemplates],
} as const

export type CataloguePart = keyof typeof parts

const areas = [...parts.visitor, ...parts.account] as const

type Area = (typeof areas)[number]
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never
type SourceMessages = UnionToIntersection<Area['hr']>

export type MessageKey = keyof SourceMessages

export const catalogues: Record<Locale, Record<MessageKey, string>> = {
  hr: Object.assign({}, ...areas.map((area) => area.hr)),
  en: Object.assign({}, ...areas.map((area) => area.en)),
  de: Object.assign({}, ...areas.map((area) => area.de)),
}

/** Each part of a language's catalogue: what build-tools/page-language-messages.ts sends the browser. */
export const catalogueParts = Object.fromEntries(
  Object.entries(parts).map(([part, partAreas]) => [
    part,
    { hr: Object.assign({}, ...partAreas.map((area) => area.hr)), en: Object.assign({}, ...partAreas.map((area) => area.en)), de: Object.assign({}, ...partAreas.map((area) => area.de)) },
  ]),
) as Record<CataloguePart, Record<Locale, Partial<Record<MessageKey, string>>>>

/** Every catalogue is already here; the browser's stand-in (browser.ts) loads one on demand. */
export async function loadCatalogue(_locale: Locale, _part: CataloguePart = 'visitor'): Promise<void> {}
