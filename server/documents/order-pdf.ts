import fs from 'node:fs/promises'
import path from 'node:path'
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { translate } from '../../common/i18n/translate'
import { formatDate } from '../../common/i18n/dates'
import { formatMoney } from '../../common/money'
import type { OrderAddressView, OrderLineView, OrderTotalsView } from '../../common/orders/views'
import type { SiteOptions } from '../../common/settings/site-options'
import { paymentSlipFields, paymentSlipPng } from '../payment-slip/payment-slip'

// Read from the project folder (the server runs there), as the changelog is: the build bundles code, not fonts.
const fontDir = path.resolve('server/documents/fonts')
let fonts: Promise<{ regular: Uint8Array; bold: Uint8Array }> | null = null
/** DejaVu Sans regular and bold (č, ć, đ, š, ž), read once; the demo documents use them too. */
export function fontBytes() {
  fonts ??= Promise.all([fs.readFile(path.join(fontDir, 'DejaVuSans.ttf')), fs.readFile(path.join(fontDir, 'DejaVuSans-Bold.ttf'))]).then(([regular, bold]) => ({ regular, bold }))
  return fonts
}

export interface OrderDocumentInput {
  number: string
  createdAt: string
  shopName: string
  paymentMethodName: string
  deliveryMethodName: string
  paymentType: string
  billingAddress: OrderAddressView
  lines: OrderLineView[]
  totals: OrderTotalsView
}

/** A plain text writer on A4 pages: a new page when the text reaches the bottom. */
class Writer {
  page: PDFPage
  y = 800
  constructor(
    readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = doc.addPage([595.28, 841.89])
  }
  line(text: string, options: { size?: number; bold?: boolean; x?: number; gap?: number } = {}) {
    const size = options.size ?? 10
    if (this.y < 60) {
      this.page = this.doc.addPage([595.28, 841.89])
      this.y = 800
    }
    this.page.drawText(text, { x: options.x ?? 50, y: this.y, size, font: options.bold ? this.bold : this.font, color: rgb(0.1, 0.12, 0.15) })
    if (options.gap !== 0) this.y -= options.gap ?? size + 6
  }
  right(text: string, x: number, options: { bold?: boolean } = {}) {
    const font = options.bold ? this.bold : this.font
    this.page.drawText(text, { x: x - font.widthOfTextAtSize(text, 10), y: this.y, size: 10, font })
  }
}

/**
 * The order confirmation a member downloads (§7 documents): shop, buyer, lines, totals with the
 * PDV part, and for a bank transfer still owed, the payment details with the HUB-3 barcode.
 * It is not a fiscalised invoice (Croatian fiscalisation needs JIR/ZKI from the tax authority).
 */
export async function orderConfirmationPdf(order: OrderDocumentInput, bank: SiteOptions['BankTransfer'] | null): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.registerFontkit(fontkit)
  const { regular, bold } = await fontBytes()
  const w = new Writer(doc, await doc.embedFont(regular, { subset: true }), await doc.embedFont(bold, { subset: true }))
  const money = (cents: number) => formatMoney(cents, 'hr')
  doc.setTitle(`Potvrda narudžbe ${order.number}`)
  doc.setAuthor(order.shopName)

  w.line(order.shopName, { size: 16, bold: true })
  w.line(`Potvrda narudžbe ${order.number}`, { size: 13, bold: true })
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
    if (w.y - height < 50) {
      w.page = doc.addPage([595.28, 841.89])
      w.y = 800
    }
    w.page.drawImage(png, { x: 50, y: w.y - height, width, height })
  }
  return doc.save()
}
