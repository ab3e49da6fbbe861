import { desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { cardProcessorChoiceSchema } from '../../common/e2e/e2e-hooks-schema'
import { outbox } from '../db/schema'
import { ApiError } from '../http/api-error'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { resetMemoryRateLimits } from '../rate-limit/store'
import { parseJson, parseQuery } from '../http/validate'
import type { CardProcessorConfig, CorvusPayConfig } from '../payments/processor-config'

/**
 * The CorvusPay fake tests/e2e/start-test-server.mjs starts beside the e2e server (issue 22):
 * its keys and URLs in E2E_CORVUSPAY_*, its call counts on `globalThis`. Null elsewhere.
 */
export function e2eCorvusPay(env: NodeJS.ProcessEnv = process.env): CorvusPayConfig | null {
  const { E2E_CORVUSPAY_STORE_ID: storeId, E2E_CORVUSPAY_SECRET_KEY: secretKey, E2E_CORVUSPAY_CHECKOUT_URL: checkoutUrl, E2E_CORVUSPAY_URL: apiUrl } = env
  if (!storeId || !secretKey || !checkoutUrl || !apiUrl) return null
  return { id: 'corvuspay', storeId, secretKey, checkoutUrl, apiUrl: apiUrl.replace(/\/$/, ''), certificate: null }
}

export const outboxQuerySchema = z.object({ to: z.string().email().max(254) })

/**
 * Browser tests read e-mails that only the outbox holds (the embedded PGlite cannot be opened by a
 * second process). Answers 404 unless the server was started with IZLOG_E2E_HOOKS=1.
 */
export const e2eHooksApi = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (!c.get('runtime').config.e2eHooks) throw ApiError.notFound()
    await next()
  })
  // Specs that log in a lot give the next ones their own login budget (all of them share 127.0.0.1).
  .post('/reset-rate-limits', (c) => {
    resetMemoryRateLimits()
    return ok(c, { reset: true })
  })
  // Card payments of the next orders through the CorvusPay fake, or back to the test gateway. The
  // specs run one at a time per server (playwright.config.ts: one worker), and a spec that switches
  // switches back; a processor's result and refund routes read the same setting.
  .post('/card-processor', async (c) => {
    const { processor } = await parseJson(c, cardProcessorChoiceSchema)
    const corvus = e2eCorvusPay()
    if (processor === 'corvuspay' && !corvus) throw ApiError.notFound('E2E_CORVUSPAY_NOT_STARTED')
    const payments: { processor: CardProcessorConfig | null } = c.get('runtime').config.payments
    payments.processor = processor === 'corvuspay' ? corvus : null
    return ok(c, { processor })
  })
  .get('/card-processor/calls', (c) => ok(c, (globalThis as { izlogE2eCorvusPayCalls?: Record<string, number> }).izlogE2eCorvusPayCalls ?? {}))
  .get('/outbox', async (c) => {
    const { to } = parseQuery(c, outboxQuerySchema)
    const rows = await c.get('runtime').database.db.select().from(outbox).where(eq(outbox.siteId, c.get('site').id)).orderBy(desc(outbox.id)).limit(200)
    return ok(c, rows.filter((row) => row.payload.to === to.toLowerCase()).map((row) => row.payload))
  })
