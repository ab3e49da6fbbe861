import { render } from '@react-email/render'
import { createElement } from 'react'
import type { Locale } from '../../common/i18n/locales'
import type { Db } from '../db/client'
import { fillTemplate, htmlToText, type TemplateValue } from '../outbox/fill-template'
import { EmailLayout, footerLines } from './email-layout'
import { greeting, firstNameOf } from './greeting'
import { loadMailBrand, type MailBrand } from './mail-brand'
import { bulletproofButtons } from './mail-button'

export interface ShopMail {
  subject: string
  html: string
  text: string
  from: MailBrand['from']
}

/**
 * A template (the site's override or the built-in text) made into the shop's e-mail: filled with
 * its values, its button links turned into buttons, wrapped in the one layout (ADR 062), and a
 * text part written from the same content, so it has every link the HTML part has.
 */
export async function renderShopMail(
  db: Db,
  input: { siteId: number; origin: string; mailFrom: string; locale: Locale; template: { subject: string; body: string }; values: Record<string, TemplateValue> },
): Promise<ShopMail> {
  const brand = await loadMailBrand(db, input)
  return { ...(await layoutMail({ brand, locale: input.locale, template: input.template, values: input.values })), from: brand.from }
}

/** The same without the database: the brand is given (previews and tests). */
export async function layoutMail(input: {
  brand: MailBrand
  locale: Locale
  template: { subject: string; body: string }
  values: Record<string, TemplateValue>
}): Promise<Omit<ShopMail, 'from'>> {
  const { brand, locale } = input
  const values: Record<string, TemplateValue> = {
    siteName: brand.siteName,
    siteUrl: brand.siteUrl,
    ...input.values,
    greeting: greeting(locale, firstNameOf(input.values)),
  }
  const subject = fillTemplate(input.template.subject, values, 'text')
  const bodyHtml = bulletproofButtons(fillTemplate(withoutLegacyFrame(input.template.body), values, 'html'))
  const html = await render(createElement(EmailLayout, { brand, locale, preview: subject, bodyHtml }))
  const text = [brand.siteName, htmlToText(bodyHtml), ['--', ...footerLines(brand, locale), brand.siteUrl].join('\n')].join('\n\n')
  return { subject, html, text }
}

const LEGACY_OPEN = '<div style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933;max-width:640px">'
const LEGACY_CLOSE = '<p style="color:#52606d;font-size:13px">{{siteName}} · <a href="{{siteUrl}}">{{siteUrl}}</a></p></div>'

/**
 * Texts edited before the layout existed carry their own frame and footer line; inside the layout
 * that would be a second footer, so the old frame is taken off and the owner's text kept.
 */
function withoutLegacyFrame(body: string): string {
  const trimmed = body.trim()
  return trimmed.startsWith(LEGACY_OPEN) && trimmed.endsWith(LEGACY_CLOSE) ? trimmed.slice(LEGACY_OPEN.length, -LEGACY_CLOSE.length) : body
}
