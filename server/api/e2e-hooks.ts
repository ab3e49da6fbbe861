import { desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { outbox } from '../db/schema'
import { ApiError } from '../http/api-error'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { resetMemoryRateLimits } from '../rate-limit/store'
import { parseQuery } from '../http/validate'

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
  .get('/outbox', async (c) => {
    const { to } = parseQuery(c, outboxQuerySchema)
    const rows = await c.get('runtime').database.db.select().from(outbox).where(eq(outbox.siteId, c.get('site').id)).orderBy(desc(outbox.id)).limit(200)
    return ok(c, rows.filter((row) => row.payload.to === to.toLowerCase()).map((row) => row.payload))
  })
