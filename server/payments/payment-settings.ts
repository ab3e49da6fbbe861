import { createHmac } from 'node:crypto'
import type { Config } from '../config'
import { getAuthSecret } from '../auth/secret'
import { activeCardProcessor } from './processors'

export interface HpfSettings {
  url: string
  shopId: string
  secret: string
  testGateway: boolean
}
export interface PayPalSettings {
  scriptUrl: string
  /** Signs the results the shop accepts: the gateway's approvals, or the shop's own capture answers. */
  secret: string
  /** The REST API (Orders v2) when a real PayPal app is configured; null for the test gateway. */
  rest: { apiUrl: string; clientId: string; clientSecret: string } | null
}

type PaymentConfig = Pick<Config, 'payments' | 'authSecret' | 'dataDir'>

/** Per install, never a constant: derived from the install's own secret (DATA_DIR/auth-secret or AUTH_SECRET). */
function testGatewaySecret(config: PaymentConfig, provider: string): string {
  return createHmac('sha256', getAuthSecret(config)).update(`izlog-test-gateway:${provider}`).digest('hex')
}

/** The card provider: the configured one, else the local test gateway on this server (`origin` + /_gateway/hpf). */
export function hpfSettings(config: PaymentConfig, origin: string): HpfSettings {
  if (config.payments.hpf) return { ...config.payments.hpf, testGateway: false }
  return { url: `${origin}/_gateway/hpf`, shopId: 'izlog-test', secret: testGatewaySecret(config, 'hpf'), testGateway: true }
}

export function payPalSettings(config: PaymentConfig, origin: string): PayPalSettings {
  const paypal = config.payments.paypal
  if (paypal) {
    const scriptUrl = `${paypal.sdkUrl}?client-id=${encodeURIComponent(paypal.clientId)}&currency=EUR&intent=capture`
    return { scriptUrl, secret: testGatewaySecret(config, 'paypal-capture'), rest: { apiUrl: paypal.apiUrl, clientId: paypal.clientId, clientSecret: paypal.clientSecret } }
  }
  return { scriptUrl: `${origin}/_gateway/paypal/sdk.js`, secret: testGatewaySecret(config, 'paypal'), rest: null }
}

/** Is the local test gateway serving (no real provider configured)? */
export function testGatewayEnabled(config: Pick<Config, 'payments'>): { hpf: boolean; paypal: boolean } {
  return { hpf: !config.payments.processor && !config.payments.hpf, paypal: !config.payments.paypal }
}

/**
 * Who takes a card or PayPal payment started now: the processor `PAYMENT_PROVIDER` names, the
 * generic hosted form (HPF_*), PayPal's REST API, or the local test gateway. The order keeps it:
 * only that provider's results count for it, and its refunds go back there (ADR 050, 059).
 */
export function paymentProviderFor(config: Pick<Config, 'payments'>, kind: 'hpf' | 'paypal'): string {
  if (kind === 'paypal') return config.payments.paypal ? 'paypal' : 'test-gateway'
  return config.payments.processor?.id ?? (config.payments.hpf ? 'hpf' : 'test-gateway')
}

/** Origins of the configured real providers, for the CSP. */
export function paymentProviderOrigins(config: Pick<Config, 'payments'>): string[] {
  const processor = activeCardProcessor(config)
  const urls = [processor?.formAction ?? config.payments.hpf?.url, config.payments.paypal?.sdkUrl, config.payments.paypal?.apiUrl].filter((url): url is string => Boolean(url))
  // PayPal's buttons load more of PayPal than the SDK script (frames, images, their own calls).
  const paypalHosts = config.payments.paypal ? ['https://*.paypal.com', 'https://*.paypalobjects.com'] : []
  return [...new Set([...urls.map((url) => new URL(url).origin), ...paypalHosts])]
}
