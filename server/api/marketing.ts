import { Hono, type Context } from 'hono'
import { newsletterSubscribeSchema, newsletterTokenSchema } from '../../common/community/schemas'
import { requireScope } from '../auth/access'
import { ApiError } from '../http/api-error'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { parseJson } from '../http/validate'
import {
  confirmNewsletterSubscription,
  confirmPageUrl,
  exportSubscribersCsv,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
} from '../newsletter'
import { enforceRateLimit } from '../rate-limit/limits'
import { siteOrigin } from '../site/site-origin'

/** A link from an e-mail: a bad token lands on the confirm-email page with "link not valid". */
function tokenFrom(c: Context<AppEnv>): string | null {
  const parsed = newsletterTokenSchema.safeParse(c.req.query())
  return parsed.success ? parsed.data.token : null
}

async function unsubscribe(c: Context<AppEnv>) {
  const token = tokenFrom(c)
  const row = token ? await unsubscribeFromNewsletter(c.get('runtime').database.db, { token }) : null
  return c.redirect(confirmPageUrl({ locale: row?.locale ?? c.get('locale'), goal: row ? 'newsletter.unsubscribed' : 'newsletter.invalidLink' }), 302)
}

/** §7 marketing calls under `/api/v1/marketing`. */
export const marketingApi = new Hono<AppEnv>()
  .post('/newsletter/subscribe', async (c) => {
    const { email, language, website, acceptedConsents } = await parseJson(c, newsletterSubscribeSchema)
    if (website) throw new ApiError(400, 'SPAM', 'community.spam')
    const { config, database } = c.get('runtime')
    await enforceRateLimit(config, { action: 'newsletter', ip: c.get('clientIp'), account: email })
    await subscribeToNewsletter(database.db, {
      siteId: c.get('site').id,
      email,
      locale: language ?? c.get('locale'),
      origin: siteOrigin({ config, site: c.get('site'), request: c.req.raw }),
      consent: { acceptedIds: acceptedConsents, userId: c.get('user')?.id ?? null, ip: c.get('clientIp'), userAgent: c.req.header('user-agent') ?? null },
    })
    // The same answer for a new, a pending and a confirmed address: nothing to learn from it.
    return ok(c, { subscribed: true })
  })
  .get('/newsletter/confirm', async (c) => {
    const token = tokenFrom(c)
    const row = token ? await confirmNewsletterSubscription(c.get('runtime').database.db, { token }) : null
    const target = row
      ? confirmPageUrl({ locale: row.locale, goal: 'newsletter.confirmed', confirmedEmail: row.email })
      : confirmPageUrl({ locale: c.get('locale'), goal: 'newsletter.invalidLink' })
    return c.redirect(target, 302)
  })
  .get('/newsletter/unsubscribe', unsubscribe)
  // RFC 8058 one-click unsubscribe posts to the same link.
  .post('/newsletter/unsubscribe', unsubscribe)
  .get('/newsletter/export', async (c) => {
    requireScope(c.get('user'), 'content')
    const csv = await exportSubscribersCsv(c.get('runtime').database.db, { siteId: c.get('site').id })
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="newsletter-subscribers.csv"',
      'Cache-Control': 'private, no-store',
    })
  })
