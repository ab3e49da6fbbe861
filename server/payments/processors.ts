import type { Config } from '../config'
import type { CardProcessor, CardProcessorId } from './card-processor'
import { corvusPayProcessor } from './corvuspay/corvuspay-adapter'
import { monriProcessor } from './monri/monri-adapter'
import { wsPayProcessor } from './wspay/wspay-adapter'

/** The card processor the environment names (`PAYMENT_PROVIDER`), or null (HPF_* or the local test gateway). */
export function activeCardProcessor(config: Pick<Config, 'payments'>): CardProcessor | null {
  const settings = config.payments.processor
  if (!settings) return null
  switch (settings.id) {
    case 'corvuspay':
      return corvusPayProcessor(settings)
    case 'wspay':
      return wsPayProcessor(settings)
    case 'monri':
      return monriProcessor(settings)
  }
}

/** The active processor if it is the one named (a result route names its processor). */
export function cardProcessorNamed(config: Pick<Config, 'payments'>, id: string): CardProcessor | null {
  const processor = activeCardProcessor(config)
  return processor && processor.id === (id as CardProcessorId) ? processor : null
}
