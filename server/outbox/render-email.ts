import { eq } from 'drizzle-orm'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { sites } from '../db/schema'
import { fillMailTemplate } from '../mail-templates/render-template'
import { resolveMailTemplate } from '../mail-templates/template-store'
import { orderMailValues } from '../order-mail/order-mail-values'
import { configuredOrigin } from '../site/site-origin'
import type { OutboxEmail } from './enqueue'
import type { TemplateValue } from './fill-template'

export interface RenderedEmail {
  to: string
  subject: string
  html: string
  text: string
  attachments: { filename: string; content: Buffer; cid: string; contentType: string }[]
}

/**
 * An outbox e-mail made ready to send: its template in the message's language (the site's
 * override, else the built-in text; Croatian when that language has none), filled with the payload's values and, for an order, the order's.
 * Null when the template or the order is gone — such a message cannot be sent, ever.
 */
export async function renderOutboxEmail(db: Db, config: Pick<Config, 'publicUrl' | 'port'>, input: { siteId: number; email: OutboxEmail }): Promise<RenderedEmail | null> {
  const { email } = input
  const template = await resolveMailTemplate(db, { siteId: input.siteId, key: email.template, locale: email.locale })
  if (!template) return null
  const [site] = await db.select().from(sites).where(eq(sites.id, input.siteId))
  if (!site) return null
  const origin = configuredOrigin({ config, site })
  const values: Record<string, TemplateValue> = { siteName: site.name, siteUrl: origin, ...(email.vars ?? {}), ...htmlValues(email.htmlVars) }
  let attachments: RenderedEmail['attachments'] = []
  if (email.orderId !== undefined) {
    const order = await orderMailValues(db, { orderId: email.orderId, locale: email.locale, origin })
    if (!order) return null
    Object.assign(values, order.values, email.vars ?? {}, htmlValues(email.htmlVars))
    attachments = order.attachments
  }
  return { to: email.to, ...fillMailTemplate(template, values), attachments }
}

function htmlValues(htmlVars: Record<string, string> | undefined): Record<string, TemplateValue> {
  return Object.fromEntries(Object.entries(htmlVars ?? {}).map(([name, html]) => [name, { html }]))
}
