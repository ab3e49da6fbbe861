import { messageChunks } from 'virtual:izlog-client-chunks'
import type { Locale } from '#common/i18n/locales'

export interface MessagePreloads {
  visitor?: string
  account?: string
}

/**
 * The chunks of the page language's message catalogue that the entry loads before hydrating, for
 * `<link rel="modulepreload">` in the head: they download beside the entry instead of after it has
 * run (ADR 034). The root layout uses the account part only on the routes that declare it. Empty in
 * development.
 */
export function messagePreloads(locale: Locale): MessagePreloads {
  return { visitor: messageChunks[`${locale}/visitor`], account: messageChunks[`${locale}/account`] }
}
