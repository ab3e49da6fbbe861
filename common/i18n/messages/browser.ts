import type { Locale } from '../locales'
import type { CataloguePart, MessageKey } from './index'

type Catalogue = Record<MessageKey, string>

/**
 * The browser's stand-in for index.ts (build-tools/page-language-messages.ts swaps it in, ADR 026):
 * all three catalogues would be most of a visitor's JavaScript, so the browser holds only the parts
 * loaded so far — the page language's visitor part before hydration, its account part on the
 * routes that use it, and another language's on a navigation into it.
 */
export const catalogues: Partial<Record<Locale, Catalogue>> = {}

type PartModule = Promise<{ messages: Partial<Catalogue> }>

const loaders: Record<Locale, Record<CataloguePart, () => PartModule>> = {
  hr: { visitor: () => import('virtual:izlog-messages/hr/visitor'), account: () => import('virtual:izlog-messages/hr/account') },
  en: { visitor: () => import('virtual:izlog-messages/en/visitor'), account: () => import('virtual:izlog-messages/en/account') },
  de: { visitor: () => import('virtual:izlog-messages/de/visitor'), account: () => import('virtual:izlog-messages/de/account') },
}

const loaded = new Map<string, PartModule>()

export async function loadCatalogue(locale: Locale, part: CataloguePart = 'visitor'): Promise<void> {
  const key = `${locale}/${part}`
  let loading = loaded.get(key)
  if (!loading) {
    loading = loaders[locale][part]()
    loaded.set(key, loading)
  }
  const { messages } = await loading
  catalogues[locale] = { ...catalogues[locale], ...messages } as Catalogue
}
