import { and, eq, inArray } from 'drizzle-orm'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { paymentMethods, sites } from '../../db/schema'
import { log } from '../../log/logger'
import { testGatewayEnabled } from '../payment-settings'

export type GatewayProvider = 'hpf' | 'paypal'

/**
 * The methods the local test gateway answers for on a site: a provider it plays (no real one
 * configured) whose payment method is on. Anything else has no gateway routes at all, so the
 * gateway never signs a result for a method the shop does not take through it.
 */
export async function testGatewayMethods(db: Db, config: Pick<Config, 'payments'>, siteId: number): Promise<GatewayProvider[]> {
  const enabled = testGatewayEnabled(config)
  const played = (['hpf', 'paypal'] as const).filter((provider) => enabled[provider])
  if (!played.length) return []
  const rows = await db
    .selectDistinct({ type: paymentMethods.type })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.siteId, siteId), eq(paymentMethods.isActive, true), inArray(paymentMethods.type, played)))
  return played.filter((provider) => rows.some((row) => row.type === provider))
}

/** Is the test gateway taking payments on this site while the install runs in production? */
export async function productionTestGateway(db: Db, config: Pick<Config, 'payments' | 'isProduction'>, siteId: number): Promise<GatewayProvider[]> {
  return config.isProduction ? testGatewayMethods(db, config, siteId) : []
}

/**
 * At start in production: a shop whose card or PayPal method still goes through the local test
 * gateway lets any buyer approve his own order, so the log says so where an operator looks.
 */
export async function warnAboutProductionTestGateway(db: Db, config: Pick<Config, 'payments' | 'isProduction'>): Promise<void> {
  if (!config.isProduction) return
  for (const site of await db.select({ id: sites.id, name: sites.name }).from(sites)) {
    const methods = await productionTestGateway(db, config, site.id)
    if (!methods.length) continue
    const bar = '!'.repeat(78)
    log.warn(bar)
    log.warn(`WARNING: the LOCAL TEST PAYMENT GATEWAY is taking payments (${methods.join(', ')}) on site "${site.name}".`)
    log.warn('Any buyer can approve his own order there: NO MONEY IS CHARGED. Configure a real provider')
    log.warn('(PAYMENT_PROVIDER=corvuspay|wspay|monri with its keys, PAYPAL_CLIENT_ID/PAYPAL_CLIENT_SECRET) or switch these')
    log.warn('methods off in /admin/payment-methods. See docs/payments.md.')
    log.warn(bar)
  }
}
