import { and, eq, inArray } from 'drizzle-orm'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { emailTemplates, sites } from '../db/schema'
import { orderMailValues } from '../order-mail/order-mail-values'
import { configuredOrigin } from '../site/site-origin'
import type { OutboxEmail } from './enqueue'
import { fillTemplate, htmlToText, type TemplateValue } from './fill-template'

export interface RenderedEmail {
  to: string
  subject: string
  html: string
  text: string
  attachments: { filename: string; content: Buffer; cid: string; contentType: string }[]
}

/**
 * An outbox e-mail made ready to send: its template in the message's language (Croatian when
 * that language has none), filled with the payload's values and, for an order, the order's.
 * Null when the template or the order is gone — such a message cannot be sent, ever.
 */
export async function renderOutboxEmail(db: Db, config: Pick<Config, 'publicUrl' | 'port'>, input: { siteId: number; email: OutboxEmail }): Promise<RenderedEmail | null> {
  const { email } = input
  const templates = await db
    .select()
    .from(emailTemplates)
    .where(and(eq(emailTemplates.siteId, input.siteId), eq(emailTemplates.key, email.template), inArray(emailTemplates.locale, [email.locale, 'hr'])))
  const template = templates.find((t) => t.locale === email.locale) ?? templates.find((t) => t.locale === 'hr')
  if (!template) return null
  const [site] = await db.select().from(sites).where(eq(sites.id, input.siteId))
  if (!site) return null
  const origin = configuredOrigin({ config, site })
  const values: Record<string, TemplateValue> = { siteName: site.name, siteUrl: origin, ...(email.vars ?? {}) }
  let attachments: RenderedEmail['attachments'] = []
  if (email.orderId !== undefined) {
    const order = await orderMailValues(db, { orderId: email.orderId, locale: email.locale, origin })
    if (!order) return null
    Object.assign(values, order.values, email.vars ?? {})
    attachments = order.attachments
  }
  const html = fillTemplate(template.body, values, 'html')
  return { to: email.to, subject: fillTemplate(template.subject, values, 'text'), html, text: htmlToText(html), attachments }
}
