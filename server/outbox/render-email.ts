import { eq } from 'drizzle-orm'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { sites } from '../db/schema'
import { resolveMailTemplate } from '../mail-templates/template-store'
import { orderMailValues } from '../order-mail/order-mail-values'
import type { MailAttachment, MailSender } from '../mail/mailer'
import { renderShopMail } from '../mail-layout/render-mail'
import { isLocale } from '../../common/i18n/locales'
import { invoiceMailValues } from '../order-mail/invoice-mail'
import { configuredOrigin } from '../site/site-origin'
import type { OutboxEmail } from './enqueue'
import type { TemplateValue } from './fill-template'
import { orderStatuses, type OrderStatus } from '../../common/checkout/schemas'

export interface RenderedEmail {
  to: string
  subject: string
  html: string
  text: string
  from: MailSender
  attachments: MailAttachment[]
}

/**
 * An outbox e-mail made ready to send: its template in the message's language (the site's
 * override, else the built-in text; Croatian when that language has none), filled with the payload's values and, for an order, the order's,
 * in the shop's layout and from the sender the settings name (ADR 062).
 * Null when the template or the order is gone — such a message cannot be sent, ever.
 */
export async function renderOutboxEmail(db: Db, config: Pick<Config, 'publicUrl' | 'port' | 'mailFrom'>, input: { siteId: number; email: OutboxEmail }): Promise<RenderedEmail | null> {
  const { email } = input
  const template = await resolveMailTemplate(db, { siteId: input.siteId, key: email.template, locale: email.locale })
  if (!template) return null
  const [site] = await db.select().from(sites).where(eq(sites.id, input.siteId))
  if (!site) return null
  const origin = configuredOrigin({ config, site })
  const values: Record<string, TemplateValue> = { ...(email.vars ?? {}), ...htmlValues(email.htmlVars) }
  let attachments: RenderedEmail['attachments'] = []
  if (email.orderId !== undefined) {
    // A status e-mail carries the status code it announces; the order's values name it in the
    // buyer's language, so the code itself must never overwrite them ("sent" in a Croatian mail).
    const { status, ...vars } = email.vars ?? {}
    const order = await orderMailValues(db, { orderId: email.orderId, locale: email.locale, origin, status: isOrderStatus(status) ? status : undefined })
    if (!order) return null
    Object.assign(values, vars, order.values, htmlValues(email.htmlVars))
    attachments = order.attachments
  }
  if (email.invoiceId !== undefined) {
    // Rendered when sent, so the PDF carries the JIR if CIS answered in the meantime.
    const invoice = await invoiceMailValues(db, { siteId: input.siteId, invoiceId: email.invoiceId, locale: email.locale })
    if (!invoice) return null
    Object.assign(values, invoice.values)
    attachments = [...attachments, invoice.attachment]
  }
  const locale = isLocale(email.locale) ? email.locale : 'hr'
  const mail = await renderShopMail(db, { siteId: input.siteId, origin, mailFrom: config.mailFrom, locale, template, values })
  return { to: email.to, ...mail, attachments }
}

function htmlValues(htmlVars: Record<string, string> | undefined): Record<string, TemplateValue> {
  return Object.fromEntries(Object.entries(htmlVars ?? {}).map(([name, html]) => [name, { html }]))
}

function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (orderStatuses as readonly string[]).includes(value)
}
