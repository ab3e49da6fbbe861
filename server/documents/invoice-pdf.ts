import { formatMoney } from '../../common/money'
import type { invoiceLines, invoices } from '../db/schema'
import { zagrebClock } from '../fiscal/fiscal-format'
import { verificationLink } from '../fiscal/verification-link'
import { documentLabels, type DocumentLabel, type DocumentLabels } from './document-labels'
import { PdfWriter } from './pdf-writer'
import { verificationQrPng } from './verification-qr'

type InvoiceRow = typeof invoices.$inferSelect
type InvoiceLineRow = typeof invoiceLines.$inferSelect

/** What the invoice PDF prints: the invoice as issued (its copies of seller and buyer), its lines, and what it refers to. */
export interface InvoicePdfInput {
  invoice: Pick<
    InvoiceRow,
    'kind' | 'number' | 'issuedAt' | 'locale' | 'seller' | 'buyer' | 'operatorOib' | 'paymentType' | 'paymentCode' | 'total' | 'vatParts' | 'fiscalStatus' | 'zki' | 'jir'
  >
  lines: Pick<InvoiceLineRow, 'name' | 'qty' | 'unitPrice' | 'lineTotal' | 'vatPercent'>[]
  orderNumber: string
  /** The number of the invoice a storno cancels. */
  stornoOfNumber: string | null
}

const money = (cents: number) => formatMoney(cents, 'hr')
const QR_SIZE = 85 // 3 cm: the rules ask for at least 2 × 2 cm.

/** `14.03.2026. 10:15:42`, Zagreb's wall clock, as the invoice was issued. */
function issuedAtText(at: Date): string {
  const clock = zagrebClock(at)
  return `${clock.day}.${clock.month}.${clock.year}. ${clock.hour}:${clock.minute}:${clock.second}`
}

function isPaymentTypeLabel(key: string): key is DocumentLabel & `paymentType.${string}` {
  return ['paymentType.hpf', 'paymentType.paypal', 'paymentType.cod', 'paymentType.bank_transfer'].includes(key)
}

/** A column header: the Croatian label, and the buyer's language in small grey type under it. */
function header(w: PdfWriter, labels: DocumentLabels, columns: { key: DocumentLabel; x: number; align: 'left' | 'right' }[]) {
  const hasSecondLine = columns.some((column) => labels.pair(column.key).other)
  for (const [row, size] of [
    ['hr', 9],
    ['other', 8],
  ] as const) {
    if (row === 'other' && !hasSecondLine) continue
    for (const column of columns) {
      const text = labels.pair(column.key)[row] ?? ''
      if (column.align === 'left') w.line(text, { x: column.x, size, bold: row === 'hr', muted: row === 'other', gap: 0 })
      else w.right(text, column.x, { size, bold: row === 'hr', muted: row === 'other' })
    }
    w.y -= size + 4
  }
  w.rule()
}

function sellerAndBuyer(w: PdfWriter, input: InvoicePdfInput, labels: DocumentLabels) {
  const { seller, buyer } = input.invoice
  w.line(seller.name, { size: 15, bold: true })
  w.line(`${seller.street}, ${seller.postalCode} ${seller.city}, ${seller.country}`)
  w.line(`OIB ${seller.oib} · ${labels.text(seller.inVatSystem ? 'inVatSystem' : 'notInVatSystem')}`)
  w.y -= 10

  const title = input.invoice.kind === 'storno' ? 'storno' : 'invoice'
  w.line(`${labels.text(title)} ${input.invoice.number}`, { size: 14, bold: true })
  if (input.invoice.kind === 'storno' && input.stornoOfNumber) w.line(`${labels.text('cancels')} ${input.stornoOfNumber}`, { bold: true })
  w.line(`${labels.text('issuedAt')}: ${issuedAtText(input.invoice.issuedAt)}`)
  w.line(`${labels.text('order')}: ${input.orderNumber}`)
  const paymentKey = `paymentType.${input.invoice.paymentType}`
  const paymentName = isPaymentTypeLabel(paymentKey) ? labels.text(paymentKey) : input.invoice.paymentType
  w.line(`${labels.text('payment')}: ${paymentName} (${input.invoice.paymentCode})`)
  w.line(`${labels.text('operator')}: ${input.invoice.operatorOib}`)
  w.y -= 8

  w.line(labels.text('buyer'), { bold: true })
  if (buyer.companyName) w.line(`${buyer.companyName}${buyer.companyOib ? `, OIB ${buyer.companyOib}` : ''}`)
  w.line(buyer.name)
  w.line(`${buyer.street}, ${buyer.postalCode} ${buyer.city}, ${buyer.country}`)
  w.y -= 10
}

function lineTable(w: PdfWriter, input: InvoicePdfInput, labels: DocumentLabels) {
  header(w, labels, [
    { key: 'description', x: 50, align: 'left' },
    { key: 'qty', x: 340, align: 'right' },
    { key: 'unitPrice', x: 420, align: 'right' },
    { key: 'vatRate', x: 465, align: 'right' },
    { key: 'amount', x: 545, align: 'right' },
  ])
  for (const line of input.lines) {
    const [first = '', ...rest] = w.wrap(line.name, 250)
    w.keepSpace(16 * (rest.length + 1))
    w.line(first, { gap: 0 })
    w.right(String(line.qty), 340)
    w.right(money(line.unitPrice), 420)
    w.right(`${line.vatPercent} %`, 465)
    w.right(money(line.lineTotal), 545)
    w.y -= 15
    for (const more of rest) w.line(more, { gap: 15 })
  }
  w.y -= 8
}

function vatSummary(w: PdfWriter, input: InvoicePdfInput, labels: DocumentLabels) {
  w.keepSpace(60)
  w.line(labels.text('vatSummary'), { bold: true })
  header(w, labels, [
    { key: 'rate', x: 50, align: 'left' },
    { key: 'base', x: 420, align: 'right' },
    { key: 'vatAmount', x: 545, align: 'right' },
  ])
  for (const part of input.invoice.vatParts) {
    w.line(`${part.rate} %`, { gap: 0 })
    w.right(money(part.base), 420)
    w.right(money(part.amount), 545)
    w.y -= 15
    // A 0 % part must say why no VAT is charged (Zakon o PDV-u čl. 79).
    if (part.exemptionReason) for (const reason of w.wrap(part.exemptionReason, 480, { size: 8 })) w.line(reason, { x: 62, size: 8, muted: true, gap: 11 })
  }
  w.y -= 6
  w.line(labels.text('total'), { x: 300, size: 12, bold: true, gap: 0 })
  w.right(money(input.invoice.total), 545, { size: 12, bold: true })
  w.y -= 18
  if (input.invoice.seller.inVatSystem) w.line(labels.text('pricesIncludeVat'), { size: 8, muted: true })
  w.y -= 10
}

/** ZKI, JIR (or the subsequent-delivery wording while CIS has not answered) and the QR code with the verification link. */
async function fiscalBlock(w: PdfWriter, input: InvoicePdfInput, labels: DocumentLabels) {
  const { invoice } = input
  if (invoice.fiscalStatus === 'not_required' || !invoice.zki) return
  w.keepSpace(QR_SIZE + 30)
  const top = w.y
  w.line(`ZKI: ${invoice.zki}`)
  const jir = invoice.jir ?? labels.text('jirPending')
  for (const [index, text] of w.wrap(`JIR: ${jir}`, 380).entries()) w.line(text, { x: index ? 74 : 50 })
  const link = verificationLink({ ...(invoice.jir ? { jir: invoice.jir } : { zki: invoice.zki }), issuedAt: invoice.issuedAt, total: invoice.total })
  const qr = await w.doc.embedPng(await verificationQrPng(link))
  w.page.drawImage(qr, { x: 545 - QR_SIZE, y: top - QR_SIZE + 10, width: QR_SIZE, height: QR_SIZE })
  const caption = labels.text('verify')
  w.y = top - QR_SIZE
  for (const text of w.wrap(caption, QR_SIZE + 40, { size: 7 })) {
    w.right(text, 545, { size: 7, muted: true })
    w.y -= 9
  }
}

/**
 * The buyer's durable copy of an invoice or storno (issue 21 §5, ADR 057): the seller and buyer as
 * the invoice copied them, number, time of issue, operator, payment method with its CIS code,
 * lines, VAT per rate, total, ZKI, JIR and the QR code of the verification link. Croatian, with
 * the buyer's language beside each label where it differs.
 */
export async function invoicePdf(input: InvoicePdfInput): Promise<Uint8Array> {
  const labels = documentLabels(input.invoice.locale)
  const w = await PdfWriter.create()
  w.doc.setTitle(`${labels.text(input.invoice.kind === 'storno' ? 'storno' : 'invoice')} ${input.invoice.number}`)
  w.doc.setAuthor(input.invoice.seller.name)
  w.doc.setLanguage('hr')
  sellerAndBuyer(w, input, labels)
  lineTable(w, input, labels)
  vatSummary(w, input, labels)
  await fiscalBlock(w, input, labels)
  if (input.invoice.seller.iban) {
    w.keepSpace(20)
    w.line(`${input.invoice.seller.name} · IBAN ${input.invoice.seller.iban}`, { size: 8, muted: true })
  }
  return w.doc.save()
}
