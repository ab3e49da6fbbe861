import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { sites } from '../db/schema'
import { getSiteOptions } from '../site/site-service'

/** What every e-mail of a shop shows around its text: who sends it, the shop's name, link and legal footer. */
export interface MailBrand {
  siteName: string
  siteUrl: string
  /** From the invoicing seller when the shop has one: the legal footer's name, address and OIB. */
  seller: { name: string; address: string; taxId: string } | null
  from: { name: string; address: string }
}

/**
 * The shop's brand for its e-mails. The sender is the owner's (settings: MailSenderName,
 * MailSenderAddress); without an address there the configured MAIL_FROM address stays — the one
 * the mail server is set up to send from — and never an address made up from the shop's domain.
 */
export async function loadMailBrand(db: Db, input: { siteId: number; origin: string; mailFrom: string }): Promise<MailBrand> {
  const [site] = await db.select({ name: sites.name }).from(sites).where(eq(sites.id, input.siteId))
  const options = await getSiteOptions(db, input.siteId)
  const siteName = site?.name ?? options.SiteName
  const seller = options.Invoicing?.seller
  return {
    siteName,
    siteUrl: input.origin,
    seller: seller ? { name: seller.name, address: `${seller.street}, ${seller.postalCode} ${seller.city}`, taxId: seller.oib } : null,
    from: { name: options.MailSenderName ?? siteName, address: options.MailSenderAddress ?? addressOf(input.mailFrom) },
  }
}

/** `Izlog <no-reply@izlog.local>` → `no-reply@izlog.local`; a bare address stays as it is. */
export function addressOf(mailbox: string): string {
  return /<([^>]+)>\s*$/.exec(mailbox)?.[1]?.trim() ?? mailbox.trim()
}
