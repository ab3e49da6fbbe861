import type { Locale } from '../locales'
import type { MessageKey } from './index'

type Catalogue = Record<MessageKey, string>

/**
 * The browser's stand-in for index.ts (build-tools/page-language-messages.ts swaps it in, ADR 026):
 * all three catalogues would be most of a visitor's JavaScript, so the browser holds only those
 * loaded so far — the page language's, before hydration and on a navigation to another language.
 */
export const catalogues: Partial<Record<Locale, Catalogue>> = {}

const loaders: Record<Locale, () => Promise<{ messages: Catalogue }>> = {
  hr: () => import('virtual:izlog-messages/hr'),
  en: () => import('virtual:izlog-messages/en'),
  de: () => import('virtual:izlog-messages/de'),
}

export async function loadCatalogue(locale: Locale): Promise<void> {
  catalogues[locale] ??= (await loaders[locale]()).messages
}
