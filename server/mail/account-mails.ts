import type { Locale } from '../../common/i18n/locales'
import type { Db } from '../db/client'
import { renderShopMail } from '../mail-layout/render-mail'
import { resolveMailTemplate } from '../mail-templates/template-store'
import type { MailMessage } from './mailer'

export type AccountMailKey = 'account.verify' | 'account.passwordReset' | 'account.loginLink'

/**
 * An account e-mail (verification, password reset, login link) in the site's current text — the
 * back office's override when there is one, else the built-in (server/mail/account-mail-templates.ts).
 */
export async function accountMail(
  db: Db,
  input: { siteId: number; key: AccountMailKey; locale: Locale; to: string; link: string; origin: string; mailFrom: string },
): Promise<MailMessage> {
  const template = await resolveMailTemplate(db, { siteId: input.siteId, key: input.key, locale: input.locale })
  // Built-in account texts exist in every language, so this only fails on a broken build.
  if (!template) throw new Error(`no e-mail template ${input.key}`)
  const mail = await renderShopMail(db, { siteId: input.siteId, origin: input.origin, mailFrom: input.mailFrom, locale: input.locale, template, values: { link: input.link } })
  return { to: input.to, ...mail }
}
