import { z } from '../validation/z'
import { isValidOib } from '../checkout/oib'

/** The order statuses an invoice may be issued at (the sale's moment; issue 21 point 1). */
export const invoiceMoments = ['paid', 'ready_for_shipping', 'sent', 'delivered'] as const
export type InvoiceMoment = (typeof invoiceMoments)[number]

export const invoicePaymentTypes = ['hpf', 'paypal', 'bank_transfer', 'cod'] as const
export type InvoicePaymentType = (typeof invoicePaymentTypes)[number]

const oib = z.string().trim().refine(isValidOib, { message: 'checkout.invalidOib' })

/**
 * The shop's invoicing (the site option `Invoicing`): the seller as invoices name it, the premises
 * and device the numbers carry, the numbering rule of the internal act, when each payment type is
 * invoiced, and whether invoices are fiscalised. One schema for the admin form, the API and the
 * service; a seller outside Croatia turns fiscalisation off and names its own tax number.
 * New fields get defaults, so a row saved by an older version still reads.
 */
export const invoiceSettingsSchema = z
  .object({
    seller: z.object({
      name: z.string().trim().min(1).max(200),
      street: z.string().trim().min(1).max(200),
      postalCode: z.string().trim().min(1).max(20),
      city: z.string().trim().min(1).max(100),
      country: z
        .string()
        .trim()
        .regex(/^[A-Z]{2}$/),
      /** The OIB for a Croatian seller (check digit verified), else the seller's own tax number. */
      oib: z.string().trim().min(1).max(30),
      inVatSystem: z.boolean(),
    }),
    /** CIS OznPosPr: letters and digits, as registered in ePorezna. */
    premises: z
      .string()
      .trim()
      .regex(/^[0-9A-Za-z]{1,20}$/, { message: 'invoice.premisesFormat' })
      .default('WEB1'),
    /** CIS OznNapUr: digits. */
    device: z
      .string()
      .trim()
      .regex(/^[1-9]\d{0,19}$/, { message: 'invoice.deviceFormat' })
      .default('1'),
    /** `yearly`: numbers start at 1 each calendar year; `continuous`: one run per premises and device. */
    numbering: z.enum(['yearly', 'continuous']).default('yearly'),
    /** CIS OznSlijed: `P` numbers run per premises (shared by its devices), `N` per device. */
    sequenceMark: z.enum(['P', 'N']).default('P'),
    operatorOib: oib,
    issueOn: z
      .object({
        hpf: z.enum(invoiceMoments),
        paypal: z.enum(invoiceMoments),
        bank_transfer: z.enum(invoiceMoments),
        cod: z.enum(invoiceMoments),
      })
      .default({ hpf: 'paid', paypal: 'paid', bank_transfer: 'paid', cod: 'delivered' }),
    isFiscalised: z.boolean(),
    /** How long a request to CIS may take before the invoice goes out with its ZKI alone. */
    cisTimeoutMs: z.coerce.number().int().min(500).max(30_000).default(2000),
  })
  .superRefine((settings, ctx) => {
    if (settings.seller.country === 'HR' && !isValidOib(settings.seller.oib)) {
      ctx.addIssue({ code: 'custom', path: ['seller', 'oib'], message: 'checkout.invalidOib' })
    }
    if (settings.isFiscalised && settings.seller.country !== 'HR') {
      ctx.addIssue({ code: 'custom', path: ['isFiscalised'], message: 'invoice.fiscalisationOnlyInCroatia' })
    }
  })

export type InvoiceSettings = z.infer<typeof invoiceSettingsSchema>
export type InvoiceSettingsInput = z.input<typeof invoiceSettingsSchema>

export const defaultIssueOn: InvoiceSettings['issueOn'] = { hpf: 'paid', paypal: 'paid', bank_transfer: 'paid', cod: 'delivered' }

/** The settings form's fields, as an HTML form posts them. */
export function invoiceSettingsFromForm(form: FormData): unknown {
  const text = (name: string) => String(form.get(name) ?? '')
  return {
    seller: {
      name: text('seller.name'),
      street: text('seller.street'),
      postalCode: text('seller.postalCode'),
      city: text('seller.city'),
      country: text('seller.country').toUpperCase(),
      oib: text('seller.oib'),
      inVatSystem: form.get('seller.inVatSystem') === 'on',
    },
    premises: text('premises'),
    device: text('device'),
    numbering: text('numbering'),
    sequenceMark: text('sequenceMark'),
    operatorOib: text('operatorOib'),
    issueOn: Object.fromEntries(invoicePaymentTypes.map((type) => [type, text(`issueOn.${type}`)])),
    isFiscalised: form.get('isFiscalised') === 'on',
    cisTimeoutMs: text('cisTimeoutMs'),
  }
}
