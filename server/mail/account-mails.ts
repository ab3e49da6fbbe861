import { eq } from 'drizzle-orm'
import type { Locale } from '../../common/i18n/locales'
import type { Db } from '../db/client'
import { sites } from '../db/schema'
import { fillMailTemplate } from '../mail-templates/render-template'
import { resolveMailTemplate } from '../mail-templates/template-store'
import type { MailMessage } from './mailer'

export type AccountMailKey = 'account.verify' | 'account.passwordReset' | 'account.loginLink'

/**
 * An account e-mail (verification, password reset, login link) in the site's current text — the
 * back office's override when there is one, else the built-in (server/mail/account-mail-templates.ts).
 */
export async function accountMail(
  db: Db,
  input: { siteId: number; key: AccountMailKey; locale: Locale; to: string; link: string; origin: string },
): Promise<MailMessage> {
  const template = await resolveMailTemplate(db, { siteId: input.siteId, key: input.key, locale: input.locale })
  // Built-in account texts exist in every language, so this only fails on a broken build.
  if (!template) throw new Error(`no e-mail template ${input.key}`)
  const [site] = await db.select({ name: sites.name }).from(sites).where(eq(sites.id, input.siteId))
  const filled = fillMailTemplate(template, { link: input.link, siteName: site?.name ?? '', siteUrl: input.origin })
  return { to: input.to, ...filled }
}
