import { partLabel } from '../../common/catalog/product-name'
import { translate } from '../../common/i18n/translate'
import { formatDate } from '../../common/i18n/dates'
import { formatMoney } from '../../common/money'
import type { OrderAddressView, OrderLineView, OrderTotalsView } from '../../common/orders/views'
import type { SiteOptions } from '../../common/settings/site-options'
import { paymentSlipFields, paymentSlipPng } from '../payment-slip/payment-slip'
import { documentLabels } from './document-labels'
import { PdfWriter } from './pdf-writer'

export interface OrderDocumentInput {
  number: string
  /** The language the order was placed in: the notice that this is no invoice is also in it. */
  locale: string
  createdAt: string
  shopName: string
  paymentMethodName: string
  deliveryMethodName: string
  paymentType: string
  billingAddress: OrderAddressView
  lines: OrderLineView[]
  totals: OrderTotalsView
}

/**
 * The order confirmation a member downloads (§7 documents): shop, buyer, lines, totals with the
 * PDV part, and for a bank transfer still owed, the payment details with the HUB-3 barcode.
 * It says it is not an invoice: the fiscalised invoice (invoice-pdf.ts) comes once the order is paid.
 */
export async function orderConfirmationPdf(order: OrderDocumentInput, bank: SiteOptions['BankTransfer'] | null): Promise<Uint8Array> {
  const w = await PdfWriter.create()
  const { doc } = w
  const money = (cents: number) => formatMoney(cents, 'hr')
  const labels = documentLabels(order.locale)
  doc.setTitle(`${labels.text('orderConfirmation')} ${order.number}`)
  doc.setAuthor(order.shopName)
  doc.setLanguage('hr')

  w.line(order.shopName, { size: 16, bold: true })
  w.line(`${labels.text('orderConfirmation')} ${order.number}`, { size: 13, bold: true })
  // An order confirmation must never pass for the invoice (issue 21 §5): it says so at the top.
  const notice = labels.pair('notAnInvoice')
  for (const text of [notice.hr, notice.other]) for (const line of text ? w.wrap(text, 495, { bold: true }) : []) w.line(line, { bold: true })
  w.line(`Datum: ${formatDate(order.createdAt, 'hr')}`)
  w.y -= 6
  const buyer = order.billingAddress
  w.line('Kupac', { bold: true })
  if (buyer.companyName) w.line(`${buyer.companyName}, OIB ${buyer.companyOIB ?? ''}`)
  w.line(`${buyer.firstName} ${buyer.lastName}`)
  w.line(`${buyer.street} ${buyer.houseNumber}, ${buyer.zipCode} ${buyer.city}, ${buyer.country}`)
  w.line(`${buyer.contactEmail} · ${buyer.contactPhone}`)
  w.y -= 8

  w.line(translate('hr', 'cart.product'), { bold: true, gap: 0 })
  w.right(translate('hr', 'cart.quantity'), 380, { bold: true })
  w.right(translate('hr', 'cart.unitPrice'), 460, { bold: true })
  w.right(translate('hr', 'cart.rowTotal'), 545, { bold: true })
  w.y -= 16
  for (const line of order.lines) {
    w.line(line.name.length > 55 ? `${line.name.slice(0, 54)}…` : line.name, { gap: 0 })
    w.right(String(line.qty), 380)
    w.right(money(line.unitPrice), 460)
    w.right(money(line.lineTotal), 545)
    w.y -= 16
    // The warehouse picks a bundle by its parts, each with the variant chosen for it.
    for (const part of line.parts) {
      const text = `${partLabel(part)}${part.sku ? ` (${part.sku})` : ''}`
      w.line(text.length > 80 ? `${text.slice(0, 79)}…` : text, { x: 62, size: 9, gap: 13 })
    }
  }
  w.y -= 6
  const total = (label: string, cents: number, strong = false) => {
    w.line(label, { x: 330, bold: strong, gap: 0 })
    w.right(money(cents), 545, { bold: strong })
    w.y -= 16
  }
  total(translate('hr', 'cart.itemsTotal'), order.totals.itemsTotal)
  if (order.totals.couponDiscount) total(translate('hr', 'cart.couponDiscount'), -order.totals.couponDiscount)
  total(translate('hr', 'cart.delivery'), order.totals.deliveryPrice)
  total(translate('hr', 'cart.total'), order.totals.orderTotal, true)
  total(translate('hr', 'cart.tax'), order.totals.taxTotal)
  w.y -= 6
  w.line(`Plaćanje: ${order.paymentMethodName}`)
  if (order.deliveryMethodName) w.line(`Dostava: ${order.deliveryMethodName}`)

  if (bank) {
    const slip = paymentSlipFields({ number: order.number, orderTotal: order.totals.orderTotal, billingAddress: buyer }, bank)
    w.y -= 8
    w.line('Podaci za uplatu', { bold: true })
    w.line(`Primatelj: ${slip.recipientName}, ${slip.recipientStreet}, ${slip.recipientCity}`)
    w.line(`IBAN: ${slip.iban}   Model: ${slip.model}   Poziv na broj: ${slip.reference}`)
    w.line(`Iznos: ${money(order.totals.orderTotal)}   Opis: ${slip.description}`)
    const png = await doc.embedPng(await paymentSlipPng({ number: order.number, orderTotal: order.totals.orderTotal, billingAddress: buyer }, bank))
    const width = 260
    const height = (png.height / png.width) * width
    w.keepSpace(height)
    w.page.drawImage(png, { x: 50, y: w.y - height, width, height })
  }
  return doc.save()
}
