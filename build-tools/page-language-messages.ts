import fs from 'node:fs'
import path from 'node:path'
import { runnerImport, type Plugin } from 'vite'
import type { Locale } from '../common/i18n/locales.ts'
import type { MessageKey } from '../common/i18n/messages/index.ts'

type Catalogues = Record<Locale, Record<MessageKey, string>>

const virtualPrefix = 'virtual:izlog-messages/'

/**
 * In the browser build, the message catalogue of every language (common/i18n/messages/index.ts)
 * is replaced by its stand-in browser.ts, which loads only the page language's catalogue (ADR 026).
 * Each language's catalogue is a generated module `virtual:izlog-messages/<locale>` holding just
 * that language's texts: the area modules hold all languages, so chunks of them could not drop
 * the others. The server keeps every catalogue in memory.
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
      const locale = id.slice(virtualPrefix.length + 1)
      // A changed message regenerates the module in development.
      for (const file of fs.readdirSync(messagesDir)) this.addWatchFile(path.resolve(messagesDir, file))
      const { module } = await runnerImport<{ catalogues: Catalogues }>(catalogueIndex, { configFile: false, logLevel: 'silent' })
      if (!Object.hasOwn(module.catalogues, locale)) this.error(`no message catalogue for "${locale}"`)
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(module.catalogues[locale as keyof Catalogues]))})`
    },
  }
}
