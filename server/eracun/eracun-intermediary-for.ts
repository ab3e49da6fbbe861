import type { EracunConfig } from './eracun-config'
import { EracunIntermediaryError, type EracunIntermediary } from './eracun-intermediary'
import { createMerFake } from './mer/mer-fake'
import { merIntermediary } from './mer/mer-intermediary'
import { log } from '../log/logger'

const LOCAL_ACCOUNT = { url: 'http://moj-eracun.local', username: 'izlog-local', password: 'izlog-local', softwareId: 'Izlog-local' }
let localFake: ReturnType<typeof createMerFake> | null = null

/**
 * The configured intermediary, or the local moj-eRačun stand-in reached in-process through the
 * same HTTP protocol: `npm start` sends and follows eRačuni offline, and no route of the public
 * server exposes the stand-in's documents (ADR 056).
 */
export function eracunIntermediaryFor(config: { eracun: EracunConfig }): EracunIntermediary {
  if (config.eracun.mer) return merIntermediary(config.eracun.mer)
  const fake = (localFake ??= createMerFake({ ...LOCAL_ACCOUNT, pollsToDeliver: 1 }))
  return merIntermediary(LOCAL_ACCOUNT, {
    name: 'local test intermediary',
    fetch: async (input, init) => {
      if (!String(input).startsWith(LOCAL_ACCOUNT.url)) throw new EracunIntermediaryError(`the local intermediary has no ${String(input)}`)
      return fake.app.fetch(new Request(input, init))
    },
  })
}

export function isLocalIntermediary(config: { eracun: EracunConfig }): boolean {
  return config.eracun.mer === null
}

/**
 * At start in production without an intermediary: company buyers' eRačuni go to the stand-in,
 * which reaches neither the buyer nor the tax administration, so the log says so where an
 * operator looks (as it does for the test payment gateway).
 */
export function warnAboutLocalIntermediary(config: { eracun: EracunConfig; isProduction: boolean }): void {
  if (!config.isProduction || !isLocalIntermediary(config)) return
  const bar = '!'.repeat(78)
  log.warn(bar)
  log.warn('WARNING: eRačuni for company buyers go to the LOCAL TEST INTERMEDIARY: they reach neither')
  log.warn('the buyer nor the tax administration. Configure moj-eRačun (ERACUN_MER_USERNAME,')
  log.warn('ERACUN_MER_PASSWORD, ERACUN_MER_SOFTWARE_ID). See docs/eracun.md.')
  log.warn(bar)
}
