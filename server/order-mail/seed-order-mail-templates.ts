import type { Db } from '../db/client'
import { emailTemplates } from '../db/schema'
import { caseMailTemplates } from '../cases/case-mail-templates'
import { orderMailTemplates } from './order-mail-templates'

/** Installs the order e-mail templates for a site (an edited copy is never overwritten). */
export async function seedOrderMailTemplates(db: Db, siteId: number): Promise<void> {
  // The withdrawal and complaint e-mails (issue 22) are installed with the order e-mails.
  const rows = Object.entries({ ...orderMailTemplates, ...caseMailTemplates }).flatMap(([key, locales]) =>
    Object.entries(locales).map(([locale, template]) => ({ siteId, key, locale, subject: template.subject, body: template.body })),
  )
  await db.insert(emailTemplates).values(rows).onConflictDoNothing()
}
