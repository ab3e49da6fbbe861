import fs from 'node:fs'
import path from 'node:path'
import { runnerImport, type Plugin } from 'vite'
import type { Locale } from '../common/i18n/locales.ts'
import type { CataloguePart, MessageKey } from '../common/i18n/messages/index.ts'

type CatalogueParts = Record<CataloguePart, Record<Locale, Partial<Record<MessageKey, string>>>>

const virtualPrefix = 'virtual:izlog-messages/'

/**
 * In the browser build, the message catalogue of every language (common/i18n/messages/index.ts)
 * is replaced by its stand-in browser.ts, which loads only the page language's catalogue (ADR 026).
 * Each part of a language's catalogue is a generated module `virtual:izlog-messages/<locale>/<part>`
 * holding just that language's texts of the part's areas: the area modules hold all languages, so
 * chunks of them could not drop the others. The server keeps every catalogue in memory.
 */
export function pageLanguageMessages(messagesDir: string): Plugin {
  const catalogueIndex = path.resolve(messagesDir, 'index.ts')
  const browserStandIn = path.resolve(messagesDir, 'browser.ts')
  return {
    name: 'izlog:page-language-messages',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    async resolveId(source, importer, options) {
      if (source.startsWith(virtualPrefix)) return `\0${source}`
      if (!importer || importer === browserStandIn || importer.includes('node_modules')) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved?.id === catalogueIndex ? browserStandIn : resolved
    },
    async load(id) {
      if (!id.startsWith(`\0${virtualPrefix}`)) return null
      const [locale = '', part = ''] = id.slice(virtualPrefix.length + 1).split('/')
      // A changed message regenerates the module in development.
      for (const file of fs.readdirSync(messagesDir)) this.addWatchFile(path.resolve(messagesDir, file))
      const { module } = await runnerImport<{ catalogueParts: CatalogueParts }>(catalogueIndex, { configFile: false, logLevel: 'silent' })
      const messages = Object.hasOwn(module.catalogueParts, part) ? module.catalogueParts[part as CataloguePart] : null
      if (!messages || !Object.hasOwn(messages, locale)) this.error(`no message catalogue part "${part}" for "${locale}"`)
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages[locale as Locale]))})`
    },
  }
}
