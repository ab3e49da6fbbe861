import { kpdMissingError } from '../../common/eracun/eracun-view'
import type { invoiceLines, invoices } from '../db/schema'
import { EracunBuildError } from './eracun-build-error'
import { splitNetAmounts, type RatePart } from './ubl-amounts'
import { vatCategoryOf, type VatCategory } from './vat-category'

export type EracunInvoice = typeof invoices.$inferSelect
export type EracunInvoiceLine = typeof invoiceLines.$inferSelect

/** What the eRačun says about the order behind the invoice. */
export interface EracunOrderFacts {
  /** The shop's order number: the buyer's order reference (BT-13) and the payment reference (BT-83). */
  number: string
  /** Paid when the invoice was issued: the whole amount is prepaid (BT-113) and nothing is due. */
  isPaid: boolean
}

/** The invoice a storno cancels, as its credit note refers to it (BG-3; HR-BR-6 wants the date). */
export interface EracunOriginal {
  number: string
  issuedAt: Date
}

export interface EracunContext {
  order?: EracunOrderFacts
  original?: EracunOriginal
}

/** A line of the document, signed as the document states it (a credit note's lines are positive). */
export interface PlannedLine {
  position: number
  name: string
  sku: string
  kpdCode: string | null
  /** Pieces; negative only for a line that takes off (price stays positive: BR-27). */
  qty: number
  /** Net (VAT-exclusive) cents. */
  net: number
  category: VatCategory
}

/** A document-level charge (BG-21: delivery) or allowance (BG-20: a coupon), net cents, positive. */
export interface PlannedAdjustment {
  reason: string
  amount: number
  category: VatCategory
}

export interface PlannedTaxPart {
  category: VatCategory
  taxable: number
  tax: number
}

export interface EracunPlan {
  document: 'Invoice' | 'CreditNote'
  /** UNTDID 1001: 380 commercial invoice, 381 credit note. */
  typeCode: '380' | '381'
  /** HR-TB-1 business process (BT-23): P6 paid before delivery, P3 a standalone order, P10 a correction. */
  profileId: 'P3' | 'P6' | 'P10'
  lines: PlannedLine[]
  charges: PlannedAdjustment[]
  allowances: PlannedAdjustment[]
  taxParts: PlannedTaxPart[]
  totals: {
    lineExtension: number
    charges: number
    allowances: number
    taxExclusive: number
    tax: number
    taxInclusive: number
    prepaid: number
    payable: number
  }
}

/**
 * The figures of the eRačun, all in cents, before any XML: which lines are invoice lines and
 * which are document-level charges and allowances, the net of each, the VAT breakdown and totals
 * that add up exactly (BR-CO-10, -13, -14, -15, -16).
 *
 * A storno becomes a credit note (ADR 056): the tax administration's own example of a
 * cancelled invoice ("Odobrenje", process P10) is a CreditNote with positive amounts that refers
 * to the original, so the storno's negative figures are turned round.
 *
 * A line that bills an order line (or carries a KPD code) is an invoice line; the rest — the
 * delivery line and the discount line of a coupon — are document-level charges and allowances,
 * which EN 16931 has for exactly that and which need no KPD classification (HR-BR-25 is per item).
 */
export function planEracun(invoice: EracunInvoice, lines: readonly EracunInvoiceLine[], context: EracunContext = {}): EracunPlan {
  const isCredit = invoice.kind === 'storno'
  const sign = isCredit ? -1 : 1
  if (isCredit && !context.original) throw new EracunBuildError('a storno needs the invoice it cancels')
  if (lines.length === 0) throw new EracunBuildError('the invoice has no lines')
  const inVat = invoice.seller.inVatSystem
  const parts: RatePart[] = invoice.vatParts.map((part) => ({ rate: part.rate, base: part.base * sign, amount: part.amount * sign }))
  const reasonOfRate = new Map(invoice.vatParts.map((part) => [part.rate, part.exemptionReason]))
  const ordered = [...lines].sort((a, b) => a.position - b.position)
  const nets = splitNetAmounts(
    ordered.map((line) => ({ gross: line.lineTotal * sign, rate: line.vatPercent })),
    parts,
  )
  const planned: PlannedLine[] = []
  const charges: PlannedAdjustment[] = []
  const allowances: PlannedAdjustment[] = []
  ordered.forEach((line, index) => {
    const net = nets[index]!
    const category = vatCategoryOf(line.vatPercent, line.exemptionReason ?? reasonOfRate.get(line.vatPercent), inVat)
    // Goods and an amount storno's line are items; delivery and discounts are document-level charges and allowances.
    if (line.kind === 'goods' || line.kind === 'amount' || line.orderLineId !== null || line.kpdCode) {
      const pieces = Math.abs(line.qty)
      if (pieces === 0) throw new EracunBuildError(`line ${line.position} has no quantity`)
      planned.push({ position: planned.length + 1, name: line.name, sku: line.sku, kpdCode: line.kpdCode, qty: net < 0 ? -pieces : pieces, net, category })
    } else if (net > 0) charges.push({ reason: line.name, amount: net, category })
    else if (net < 0) allowances.push({ reason: line.name, amount: -net, category })
  })
  if (planned.length === 0) throw new EracunBuildError('the invoice bills no item (only delivery or discounts)')
  if (!isCredit) {
    const unclassified = planned.find((line) => !line.kpdCode)
    if (unclassified) throw new EracunBuildError(kpdMissingError(unclassified.name))
  }

  const taxParts = breakdown(parts, reasonOfRate, inVat)
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)
  const lineExtension = sum(planned.map((line) => line.net))
  const chargeTotal = sum(charges.map((charge) => charge.amount))
  const allowanceTotal = sum(allowances.map((allowance) => allowance.amount))
  const taxExclusive = lineExtension + chargeTotal - allowanceTotal
  const tax = sum(taxParts.map((part) => part.tax))
  const taxInclusive = taxExclusive + tax
  if (taxInclusive !== invoice.total * sign) {
    throw new EracunBuildError(`the VAT parts add up to ${taxInclusive} cents, the invoice says ${invoice.total * sign}`)
  }
  const prepaid = !isCredit && context.order?.isPaid ? taxInclusive : 0
  return {
    document: isCredit ? 'CreditNote' : 'Invoice',
    typeCode: isCredit ? '381' : '380',
    profileId: isCredit ? 'P10' : context.order?.isPaid && invoice.paymentType !== 'cod' ? 'P6' : 'P3',
    lines: planned,
    charges,
    allowances,
    taxParts,
    totals: { lineExtension, charges: chargeTotal, allowances: allowanceTotal, taxExclusive, tax, taxInclusive, prepaid, payable: taxInclusive - prepaid },
  }
}

/**
 * One VAT breakdown (BG-23) per category and rate: a seller outside the VAT system has every rate
 * in the one exempt category (BR-E-01 allows a single E breakdown). Only S carries tax (BR-Z-09, BR-E-09).
 */
function breakdown(parts: readonly RatePart[], reasonOfRate: ReadonlyMap<number, string | undefined>, inVat: boolean): PlannedTaxPart[] {
  const byCategory = new Map<string, PlannedTaxPart>()
  for (const part of parts) {
    const category = vatCategoryOf(part.rate, reasonOfRate.get(part.rate), inVat)
    if (category.code !== 'S' && part.amount !== 0) throw new EracunBuildError(`${category.hrLabel} carries no VAT, yet its part has ${part.amount} cents of it`)
    const key = `${category.code}|${category.percent}|${category.exemptionReason ?? ''}`
    const known = byCategory.get(key)
    if (known) {
      known.taxable += part.base
      known.tax += part.amount
    } else byCategory.set(key, { category, taxable: part.base, tax: part.amount })
  }
  return [...byCategory.values()]
}
