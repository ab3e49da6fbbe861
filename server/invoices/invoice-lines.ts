import { VAT_PERCENT } from '../../common/cart/rules'
import type { Locale } from '../../common/i18n/locales'
import { translate } from '../../common/i18n/translate'
import { includedVat } from '../../common/money'
import type { InvoiceVatPart } from '../db/schema'

/**
 * `goods` bill an order line, `delivery` the delivery; the discounts are negative lines per VAT
 * rate (member prices, the coupon); `amount` is a storno's line for an amount rather than lines.
 */
export type InvoiceLineKind = 'goods' | 'delivery' | 'member_discount' | 'coupon_discount' | 'amount'

/** A line before it is stored: what `invoice_lines` holds, without ids. */
export interface DraftInvoiceLine {
  kind: InvoiceLineKind
  orderLineId: number | null
  stornoOfLineId: number | null
  name: string
  sku: string
  kpdCode: string | null
  qty: number
  unitPrice: number
  lineTotal: number
  vatPercent: number
  exemptionReason: string | null
}

export interface OrderLineToBill {
  id: number
  name: string
  sku: string
  qty: number
  /** The price charged (the member price when it applied). */
  unitPrice: number
  /** The product's regular price when the order was placed. */
  retailPrice: number
  vatPercent: number
  kpdCode: string | null
}

export interface OrderToBill {
  locale: Locale
  couponCode: string | null
  couponDiscount: number
  deliveryMethodName: string
  deliveryPrice: number
  orderTotal: number
}

/**
 * A seller outside the VAT system charges none; the invoice says why (Zakon o PDV-u, čl. 90 st. 1).
 * Croatian, as the invoice's legal text is.
 */
export const OUTSIDE_VAT_REASON = 'PDV nije obračunat temeljem čl. 90. st. 1. Zakona o PDV-u (obveznik nije u sustavu PDV-a).'
/** A 0 % line of a seller in the VAT system; no product carries a rate other than 25 % yet, so the reason is the general one. */
export const EXEMPT_REASON = 'Oslobođeno PDV-a.'

/** The PDV contained in a gross amount, for either sign (a storno's amounts are negative). */
export function vatOf(gross: number, rate: number): number {
  return Math.sign(gross) * includedVat(Math.abs(gross), rate)
}

/**
 * Splits `amount` over the given weights in proportion, in whole cents that add up exactly
 * (largest remainder): a discount over several VAT rates, a storno's share of a discount.
 */
export function splitProportionally(amount: number, weights: number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  if (total === 0) return weights.map((_, index) => (index === 0 ? amount : 0))
  const exact = weights.map((weight) => (amount * weight) / total)
  const shares = exact.map((value) => Math.trunc(value))
  let left = amount - shares.reduce((sum, share) => sum + share, 0)
  const order = exact.map((value, index) => ({ index, rest: Math.abs(value - Math.trunc(value)) })).sort((a, b) => b.rest - a.rest)
  for (const { index } of order) {
    if (left === 0) break
    const step = Math.sign(left)
    shares[index] = (shares[index] ?? 0) + step
    left -= step
  }
  return shares
}

/**
 * The invoice's lines for an order (issue 21 point 2): each order line at its regular price, the
 * delivery, and discount lines per VAT rate for member prices and the coupon, so the lines add
 * up to exactly what the buyer paid. Names are the order's, in the order's language.
 */
export function invoiceLinesForOrder(order: OrderToBill, lines: OrderLineToBill[], seller: { inVatSystem: boolean }): DraftInvoiceLine[] {
  const rateOf = (rate: number) => (seller.inVatSystem ? rate : 0)
  const reasonOf = (rate: number) => (seller.inVatSystem ? (rate === 0 ? EXEMPT_REASON : null) : OUTSIDE_VAT_REASON)
  const base = { stornoOfLineId: null, sku: '', kpdCode: null }
  const drafts: DraftInvoiceLine[] = lines.map((line) => {
    const listed = Math.max(line.retailPrice, line.unitPrice)
    return {
      ...base,
      kind: 'goods',
      orderLineId: line.id,
      name: line.name,
      sku: line.sku,
      kpdCode: line.kpdCode,
      qty: line.qty,
      unitPrice: listed,
      lineTotal: listed * line.qty,
      vatPercent: rateOf(line.vatPercent),
      exemptionReason: reasonOf(line.vatPercent),
    }
  })
  const rates = [...new Set(lines.map((line) => line.vatPercent))].sort((a, b) => b - a)
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) => translate(order.locale, key, params)
  const discountLines = (kind: 'member_discount' | 'coupon_discount', name: string, perRate: number[]) =>
    rates.flatMap((rate, index): DraftInvoiceLine[] => {
      const amount = perRate[index] ?? 0
      if (amount === 0) return []
      return [{ ...base, kind, orderLineId: null, name, qty: 1, unitPrice: -amount, lineTotal: -amount, vatPercent: rateOf(rate), exemptionReason: reasonOf(rate) }]
    })

  const memberSavings = rates.map((rate) => lines.filter((line) => line.vatPercent === rate).reduce((sum, line) => sum + Math.max(0, line.retailPrice - line.unitPrice) * line.qty, 0))
  drafts.push(...discountLines('member_discount', t('invoice.line.memberDiscount'), memberSavings))

  // What the lines charge beyond the order's total is the coupon's discount (by construction equal
  // to order.couponDiscount); shared over the VAT rates in proportion to what each rate charged.
  const charged = rates.map((rate) => lines.filter((line) => line.vatPercent === rate).reduce((sum, line) => sum + line.unitPrice * line.qty, 0))
  const coupon = charged.reduce((sum, value) => sum + value, 0) + order.deliveryPrice - order.orderTotal
  if (coupon !== 0) drafts.push(...discountLines('coupon_discount', t('invoice.line.coupon', { code: order.couponCode ?? '' }), splitProportionally(coupon, charged)))

  if (order.deliveryPrice !== 0) {
    drafts.push({
      ...base,
      kind: 'delivery',
      orderLineId: null,
      name: t('invoice.line.delivery', { method: order.deliveryMethodName }),
      qty: 1,
      unitPrice: order.deliveryPrice,
      lineTotal: order.deliveryPrice,
      vatPercent: rateOf(VAT_PERCENT),
      exemptionReason: reasonOf(VAT_PERCENT),
    })
  }
  return drafts
}

/** The VAT base and amount per rate of a set of lines, highest rate first; a 0 % part names its reason. */
export function vatPartsOf(lines: Pick<DraftInvoiceLine, 'lineTotal' | 'vatPercent' | 'exemptionReason'>[]): InvoiceVatPart[] {
  const byRate = new Map<number, { gross: number; reason: string | null }>()
  for (const line of lines) {
    const part = byRate.get(line.vatPercent) ?? { gross: 0, reason: line.exemptionReason }
    part.gross += line.lineTotal
    byRate.set(line.vatPercent, part)
  }
  return [...byRate]
    .sort(([a], [b]) => b - a)
    .map(([rate, { gross, reason }]) => {
      const amount = vatOf(gross, rate)
      return { rate, base: gross - amount, amount, ...(rate === 0 && reason ? { exemptionReason: reason } : {}) }
    })
}

export function totalOf(lines: Pick<DraftInvoiceLine, 'lineTotal'>[]): number {
  return lines.reduce((sum, line) => sum + line.lineTotal, 0)
}
