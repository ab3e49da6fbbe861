import { formRecipient, modelWithdrawalForm } from '../../common/cases/model-form'
import type { Locale } from '../../common/i18n/locales'
import type { Db } from '../db/client'
import { PdfWriter } from '../documents/pdf-writer'
import { getSiteOptions } from '../site/site-service'

/**
 * The shop as the model form names it: the seller of its invoices, else the bank-transfer payee,
 * else the site's name; and the contact e-mail.
 */
export async function formRecipientOf(db: Db, siteId: number): Promise<string> {
  const options = await getSiteOptions(db, siteId)
  const seller = options.Invoicing?.seller
  const payee = options.BankTransfer
  const email = options.ContactEmail ?? options.ShopEmail
  if (seller) return formRecipient({ name: seller.name, street: seller.street, city: `${seller.postalCode} ${seller.city}`, email })
  return formRecipient({ name: payee?.recipient || options.SiteName, street: payee?.street ?? '', city: payee?.city ?? '', email })
}

/** The model withdrawal form as a PDF (DejaVu Sans, the documents' writer), with lines to write on. */
export async function withdrawalFormPdf(locale: Locale, recipient: string): Promise<Uint8Array> {
  const form = modelWithdrawalForm[locale]
  const w = await PdfWriter.create()
  w.doc.setTitle(form.title)
  w.doc.setLanguage(locale)
  w.line(form.title, { size: 16, bold: true })
  for (const line of w.wrap(form.note, 495)) w.line(line, { muted: true })
  w.y -= 10
  for (const line of w.wrap(form.recipient.replace('{recipient}', recipient), 495)) w.line(line)
  w.y -= 10
  for (const field of form.fields) {
    for (const line of w.wrap(field, 495)) w.line(line)
    w.y -= 28
    w.rule()
    w.y -= 10
  }
  w.line(form.footnote, { muted: true, size: 9 })
  return w.doc.save()
}
