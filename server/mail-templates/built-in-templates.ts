import type { MailTemplateKey, MailTemplateLocale } from '../../common/mail-templates/schemas'
import { caseMailSample, caseMailTemplates, caseMailVariables } from '../cases/case-mail-templates'
import { formMailTemplates } from '../forms/form-mail-templates'
import { accountMailTemplates } from '../mail/account-mail-templates'
import { newsletterMailTemplates } from '../newsletter/newsletter-mail-templates'
import { orderMailTemplates } from '../order-mail/order-mail-templates'
import type { TemplateValue } from '../outbox/fill-template'
import { orderLinesTable } from '../mail-layout/order-lines-table'

type Texts = Record<MailTemplateLocale, { subject: string; body: string }>

/** A template as the code ships it: its texts, the values its sender fills in, and sample data for previews. */
export interface BuiltInTemplate {
  defaults: Texts
  /** Placeholders a stored text may name (besides the common ones); anything else is refused. */
  variables: readonly string[]
  sample: Record<string, TemplateValue>
}

/** Every template can name the shop itself and greet its reader (filled in by the renderer, mail-layout/render-mail.ts). */
export const COMMON_VARIABLES = ['siteName', 'siteUrl', 'greeting'] as const

const sampleLines = {
  html: orderLinesTable({
    locale: 'hr',
    lines: [{ name: 'Šalica Izlog', qty: 2, unitPrice: '12,00 €', lineTotal: '24,00 €' }],
    totals: [
      { label: 'Dostava', amount: '4,50 €' },
      { label: 'Ukupno za platiti', amount: '28,50 €', isGrandTotal: true },
      { label: 'Od toga PDV (25%)', amount: '5,70 €' },
    ],
  }),
}
const sampleOrder: Record<string, TemplateValue> = {
  orderNumber: '2026-000123',
  firstName: 'Ana',
  customerName: 'Ana Horvat',
  email: 'ana.horvat@example.com',
  phone: '+385 91 123 4567',
  orderTotal: '28,50 €',
  itemsTotal: '24,00 €',
  deliveryPrice: '4,50 €',
  taxTotal: '5,70 €',
  paymentMethod: 'Virman',
  deliveryMethod: 'Dostava na adresu',
  status: 'Poslano',
  orderUrl: 'https://izlog.example/narudzba?orderSlug=primjer',
  orderMessage: 'Molim dostavu poslijepodne.',
  withdrawalUrl: 'https://izlog.example/raskid-ugovora?order=2026-000123',
  linesTable: sampleLines,
  paymentInstructions: { html: '<p>IBAN: HR1210010051863000160<br>Poziv na broj: HR00 2026-000123</p>' },
  shipment: { html: '<p>Dostavna služba: GLS<br>Broj pošiljke: 1234567890<br><a href="https://gls-group.eu/HR/hr/pracenje-posiljke?match=1234567890">Praćenje pošiljke</a></p>' },
}
const orderVariables = Object.keys(sampleOrder)
const sampleInvoice: Record<string, TemplateValue> = { ...sampleOrder, invoiceNumber: '17/WEB1/1', invoiceTotal: '28,50 €', stornoOfNumber: '' }
const sampleStorno: Record<string, TemplateValue> = { ...sampleOrder, invoiceNumber: '18/WEB1/1', invoiceTotal: '−28,50 €', stornoOfNumber: '17/WEB1/1' }
const invoiceVariables = Object.keys(sampleInvoice)
const sampleRefund: Record<string, TemplateValue> = {
  ...sampleOrder,
  refundAmount: '12,00 €',
  refundMethod: 'uplatom na račun HR12 … 0160',
  refundLines: { html: '<table style="border-collapse:collapse;width:100%"><tr><td style="padding:4px 8px">Šalica Izlog × 1</td><td style="padding:4px 8px;text-align:right">12,00 €</td></tr></table>' },
}
const refundVariables = Object.keys(sampleRefund)

const sampleLink = { link: 'https://izlog.example/prijava?token=primjer' }
const sampleForm = {
  formTitle: 'Kontakt',
  summary: 'Ime: Ana Horvat\nPoruka: Zanima me dostava u Split.',
  replyTo: 'ana.horvat@example.com',
  submissionId: 42,
  adminUrl: 'https://izlog.example/admin/forms',
  confirmUrl: 'https://izlog.example/potvrda?token=primjer',
}

export const builtInTemplates: Record<MailTemplateKey, BuiltInTemplate> = {
  'order.created.buyer': { defaults: orderMailTemplates['order.created.buyer'], variables: orderVariables, sample: sampleOrder },
  'order.created.shop': { defaults: orderMailTemplates['order.created.shop'], variables: orderVariables, sample: sampleOrder },
  'order.status.buyer': { defaults: orderMailTemplates['order.status.buyer'], variables: orderVariables, sample: sampleOrder },
  'order.invoice.buyer': { defaults: orderMailTemplates['order.invoice.buyer'], variables: invoiceVariables, sample: sampleInvoice },
  'order.storno.buyer': { defaults: orderMailTemplates['order.storno.buyer'], variables: invoiceVariables, sample: sampleStorno },
  'order.refund.buyer': { defaults: orderMailTemplates['order.refund.buyer'], variables: refundVariables, sample: sampleRefund },
  'order.payout.buyer': { defaults: orderMailTemplates['order.payout.buyer'], variables: refundVariables, sample: sampleRefund },
  'account.verify': { defaults: accountMailTemplates['account.verify'], variables: ['link'], sample: sampleLink },
  'account.passwordReset': { defaults: accountMailTemplates['account.passwordReset'], variables: ['link'], sample: sampleLink },
  'account.loginLink': { defaults: accountMailTemplates['account.loginLink'], variables: ['link'], sample: sampleLink },
  'newsletter.confirm': {
    defaults: newsletterMailTemplates['newsletter.confirm'],
    variables: ['confirmUrl', 'unsubscribeUrl'],
    sample: { confirmUrl: 'https://izlog.example/newsletter/potvrda?token=primjer', unsubscribeUrl: 'https://izlog.example/newsletter/odjava?token=primjer' },
  },
  'form.submission.owner': {
    defaults: formMailTemplates['form.submission.owner'],
    variables: ['formTitle', 'summary', 'replyTo', 'submissionId', 'adminUrl'],
    sample: sampleForm,
  },
  'form.confirm': { defaults: formMailTemplates['form.confirm'], variables: ['formTitle', 'confirmUrl'], sample: sampleForm },
  'case.withdrawal.buyer': { defaults: caseMailTemplates['case.withdrawal.buyer'], variables: caseMailVariables, sample: caseMailSample },
  'case.complaint.buyer': { defaults: caseMailTemplates['case.complaint.buyer'], variables: caseMailVariables, sample: caseMailSample },
  'case.reply.buyer': { defaults: caseMailTemplates['case.reply.buyer'], variables: caseMailVariables, sample: caseMailSample },
  'case.goods.buyer': { defaults: caseMailTemplates['case.goods.buyer'], variables: caseMailVariables, sample: caseMailSample },
  'case.refused.buyer': { defaults: caseMailTemplates['case.refused.buyer'], variables: caseMailVariables, sample: caseMailSample },
}

/** The placeholders a template may name, in the order the editor lists them. */
export function allowedVariables(key: MailTemplateKey): string[] {
  return [...builtInTemplates[key].variables, ...COMMON_VARIABLES]
}
