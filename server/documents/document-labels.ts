import { isLocale, type Locale } from '../../common/i18n/locales'

/**
 * The words printed on the order documents. A Croatian invoice is in Croatian; a buyer who shopped
 * in another language reads each label in that language beside it ("Račun / Invoice", ADR 057).
 * They live here, not in the site's message catalogue, because only the server prints them:
 * the browser never needs them.
 */
const hr = {
  invoice: 'Račun',
  storno: 'Storno račun',
  cancels: 'Stornira račun',
  issuedAt: 'Datum i vrijeme izdavanja',
  order: 'Narudžba',
  payment: 'Način plaćanja',
  operator: 'OIB operatera',
  seller: 'Prodavatelj',
  buyer: 'Kupac',
  inVatSystem: 'U sustavu PDV-a',
  notInVatSystem: 'Nije u sustavu PDV-a',
  description: 'Opis',
  qty: 'Kol.',
  unitPrice: 'Cijena',
  vatRate: 'PDV',
  amount: 'Iznos',
  vatSummary: 'Rekapitulacija PDV-a',
  rate: 'Stopa',
  base: 'Osnovica',
  vatAmount: 'Iznos PDV-a',
  total: 'Ukupno',
  pricesIncludeVat: 'Cijene uključuju PDV.',
  jirPending: 'naknadna dostava, JIR još nije dodijeljen',
  verify: 'Provjera računa',
  'paymentType.hpf': 'Kartica',
  'paymentType.paypal': 'PayPal',
  'paymentType.cod': 'Pouzeće',
  'paymentType.bank_transfer': 'Transakcijski račun',
  orderConfirmation: 'Potvrda narudžbe',
  notAnInvoice: 'Ovo nije račun. Račun dobivate e-poštom nakon plaćanja.',
} as const

export type DocumentLabel = keyof typeof hr

const en: Record<DocumentLabel, string> = {
  invoice: 'Invoice',
  storno: 'Cancellation invoice',
  cancels: 'Cancels invoice',
  issuedAt: 'Date and time of issue',
  order: 'Order',
  payment: 'Payment method',
  operator: 'Operator’s OIB',
  seller: 'Seller',
  buyer: 'Buyer',
  inVatSystem: 'VAT registered',
  notInVatSystem: 'Not VAT registered',
  description: 'Description',
  qty: 'Qty',
  unitPrice: 'Unit price',
  vatRate: 'VAT',
  amount: 'Amount',
  vatSummary: 'VAT summary',
  rate: 'Rate',
  base: 'Taxable amount',
  vatAmount: 'VAT amount',
  total: 'Total',
  pricesIncludeVat: 'Prices include VAT.',
  jirPending: 'to be delivered subsequently, no JIR yet',
  verify: 'Check the invoice',
  'paymentType.hpf': 'Card',
  'paymentType.paypal': 'PayPal',
  'paymentType.cod': 'Cash on delivery',
  'paymentType.bank_transfer': 'Bank transfer',
  orderConfirmation: 'Order confirmation',
  notAnInvoice: 'This is not an invoice. You will receive the invoice by e-mail once the order is paid.',
}

const de: Record<DocumentLabel, string> = {
  invoice: 'Rechnung',
  storno: 'Stornorechnung',
  cancels: 'Storniert Rechnung',
  issuedAt: 'Datum und Uhrzeit der Ausstellung',
  order: 'Bestellung',
  payment: 'Zahlungsart',
  operator: 'OIB des Bedieners',
  seller: 'Verkäufer',
  buyer: 'Käufer',
  inVatSystem: 'Umsatzsteuerpflichtig',
  notInVatSystem: 'Nicht umsatzsteuerpflichtig',
  description: 'Beschreibung',
  qty: 'Menge',
  unitPrice: 'Preis',
  vatRate: 'MwSt.',
  amount: 'Betrag',
  vatSummary: 'MwSt.-Übersicht',
  rate: 'Satz',
  base: 'Bemessungsgrundlage',
  vatAmount: 'MwSt.-Betrag',
  total: 'Gesamt',
  pricesIncludeVat: 'Preise inkl. MwSt.',
  jirPending: 'wird nachträglich übermittelt, noch keine JIR',
  verify: 'Rechnung prüfen',
  'paymentType.hpf': 'Karte',
  'paymentType.paypal': 'PayPal',
  'paymentType.cod': 'Nachnahme',
  'paymentType.bank_transfer': 'Überweisung',
  orderConfirmation: 'Bestellbestätigung',
  notAnInvoice: 'Dies ist keine Rechnung. Die Rechnung erhalten Sie per E-Mail nach der Zahlung.',
}

const labels: Record<Locale, Record<DocumentLabel, string>> = { hr, en, de }

/** A label in Croatian and, where the buyer's language differs, in that language too. */
export interface LabelPair {
  hr: string
  other: string | null
}

export interface DocumentLabels {
  pair(key: DocumentLabel): LabelPair
  /** `Račun / Invoice` (or `Račun` for a Croatian buyer). */
  text(key: DocumentLabel): string
}

export function documentLabels(locale: string): DocumentLabels {
  const other = isLocale(locale) && locale !== 'hr' ? labels[locale] : null
  const pair = (key: DocumentLabel): LabelPair => ({ hr: hr[key], other: other && other[key] !== hr[key] ? other[key] : null })
  return {
    pair,
    text: (key) => {
      const { hr: croatian, other: translated } = pair(key)
      return translated ? `${croatian} / ${translated}` : croatian
    },
  }
}
