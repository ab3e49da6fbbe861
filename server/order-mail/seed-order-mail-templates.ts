import type { Db } from '../db/client'
import { emailTemplates } from '../db/schema'
import { orderMailTemplates } from './order-mail-templates'

/** Installs the order e-mail templates for a site (an edited copy is never overwritten). */
export async function seedOrderMailTemplates(db: Db, siteId: number): Promise<void> {
  const rows = Object.entries(orderMailTemplates).flatMap(([key, locales]) =>
    Object.entries(locales).map(([locale, template]) => ({ siteId, key, locale, subject: template.subject, body: template.body })),
  )
  await db.insert(emailTemplates).values(rows).onConflictDoNothing()
}
