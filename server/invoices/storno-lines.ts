import { splitProportionally, type DraftInvoiceLine, type InvoiceLineKind } from './invoice-lines'

/** A line of the invoice being cancelled, with what one unit saved a member (0 for others). */
export interface OriginalLine {
  id: number
  kind: InvoiceLineKind
  orderLineId: number | null
  name: string
  sku: string
  kpdCode: string | null
  qty: number
  unitPrice: number
  lineTotal: number
  vatPercent: number
  exemptionReason: string | null
  memberSavingPerUnit: number
}

/** A line of an earlier storno of the same invoice. */
export interface EarlierStornoLine {
  stornoOfLineId: number | null
  kind: InvoiceLineKind
  qty: number
  lineTotal: number
  vatPercent: number
  exemptionReason: string | null
}

export interface StornoRequest {
  lines?: { invoiceLineId: number; qty: number }[]
  amount?: number
}

export type StornoProblem = 'stornoEmpty' | 'stornoExceeds' | 'stornoLineUnknown'

export class StornoRefused extends Error {
  constructor(readonly problem: StornoProblem) {
    super(problem)
    this.name = 'StornoRefused'
  }
}

const isBilled = (line: { kind: InvoiceLineKind }) => line.kind === 'goods' || line.kind === 'delivery'
const isDiscount = (line: { kind: InvoiceLineKind }) => line.kind === 'member_discount' || line.kind === 'coupon_discount'

/**
 * The lines of a storno (issue 21 point 4), negative where the invoice was positive. Without
 * chosen lines or an amount it cancels everything left; chosen lines take their share of the
 * discounts with them (a member's saving exactly, the coupon in proportion, and whatever is left
 * of a discount once the last unit of its rate goes); an amount is spread over the VAT rates as
 * the invoice charged them. Never more than what is left: a unit cancelled once, or money
 * already given back, cannot be cancelled again.
 */
export function stornoLines(input: {
  original: OriginalLine[]
  originalTotal: number
  earlier: EarlierStornoLine[]
  request: StornoRequest
  amountLineName: string
}): DraftInvoiceLine[] {
  const { original, earlier, request } = input
  const left = new Map(original.map((line) => [line.id, isBilled(line) ? line.qty : line.lineTotal]))
  for (const line of earlier) {
    if (line.stornoOfLineId === null || !left.has(line.stornoOfLineId)) continue
    const before = left.get(line.stornoOfLineId) ?? 0
    const target = original.find((o) => o.id === line.stornoOfLineId)
    left.set(line.stornoOfLineId, before + (target && isBilled(target) ? line.qty : line.lineTotal))
  }
  const remainingTotal = input.originalTotal + earlier.reduce((sum, line) => sum + line.lineTotal, 0)
  const isWhole = !request.lines?.length && !request.amount

  const chosen = new Map<number, number>()
  if (isWhole) {
    for (const line of original.filter(isBilled)) chosen.set(line.id, left.get(line.id) ?? 0)
  }
  for (const pick of request.lines ?? []) {
    const line = original.find((o) => o.id === pick.invoiceLineId)
    if (!line || !isBilled(line)) throw new StornoRefused('stornoLineUnknown')
    chosen.set(line.id, (chosen.get(line.id) ?? 0) + pick.qty)
  }

  const drafts: DraftInvoiceLine[] = []
  for (const line of original.filter(isBilled)) {
    const qty = chosen.get(line.id) ?? 0
    if (qty === 0) continue
    if (qty > (left.get(line.id) ?? 0)) throw new StornoRefused('stornoExceeds')
    drafts.push(mirror(line, qty, line.unitPrice))
  }

  for (const discount of original.filter(isDiscount)) {
    const remaining = left.get(discount.id) ?? 0
    if (remaining === 0) continue
    const goods = original.filter((line) => line.kind === 'goods' && line.vatPercent === discount.vatPercent)
    const closesRate = goods.every((line) => (left.get(line.id) ?? 0) - (chosen.get(line.id) ?? 0) === 0)
    let share: number
    if (closesRate) share = remaining
    else if (discount.kind === 'member_discount') share = -goods.reduce((sum, line) => sum + line.memberSavingPerUnit * (chosen.get(line.id) ?? 0), 0)
    else {
      const charged = (line: OriginalLine, qty: number) => (line.unitPrice - line.memberSavingPerUnit) * qty
      const all = goods.reduce((sum, line) => sum + charged(line, line.qty), 0)
      const cancelled = goods.reduce((sum, line) => sum + charged(line, chosen.get(line.id) ?? 0), 0)
      share = all === 0 ? 0 : Math.round((discount.lineTotal * cancelled) / all)
    }
    // A discount is negative: its share never goes past what is left of it.
    share = Math.max(share, remaining)
    if (share !== 0) drafts.push(mirror(discount, 1, share))
  }

  // Money given back by earlier amount stornos is not given back again by a whole storno.
  if (isWhole) drafts.push(...amountLines(earlierAmountsByRate(earlier), input.amountLineName, -1))
  if (request.amount) {
    const rates = [...new Set(original.map((line) => line.vatPercent))].sort((a, b) => b - a)
    const charged = rates.map((rate) => original.filter((line) => line.vatPercent === rate).reduce((sum, line) => sum + line.lineTotal, 0))
    const shares = splitProportionally(request.amount, charged)
    drafts.push(...amountLines(rates.map((rate, index) => ({ rate, amount: shares[index] ?? 0, reason: reasonOfRate(original, rate) })), input.amountLineName, 1))
  }

  const total = drafts.reduce((sum, line) => sum + line.lineTotal, 0)
  if (total >= 0) throw new StornoRefused('stornoEmpty')
  if (-total > remainingTotal) throw new StornoRefused('stornoExceeds')
  return drafts
}

function mirror(line: OriginalLine, qty: number, unitPrice: number): DraftInvoiceLine {
  return {
    kind: line.kind,
    orderLineId: line.orderLineId,
    stornoOfLineId: line.id,
    name: line.name,
    sku: line.sku,
    kpdCode: line.kpdCode,
    qty: -qty,
    unitPrice,
    lineTotal: -qty * unitPrice,
    vatPercent: line.vatPercent,
    exemptionReason: line.exemptionReason,
  }
}

function reasonOfRate(lines: { vatPercent: number; exemptionReason: string | null }[], rate: number): string | null {
  return lines.find((line) => line.vatPercent === rate)?.exemptionReason ?? null
}

function earlierAmountsByRate(earlier: EarlierStornoLine[]): { rate: number; amount: number; reason: string | null }[] {
  const byRate = new Map<number, { amount: number; reason: string | null }>()
  for (const line of earlier.filter((l) => l.kind === 'amount')) {
    const part = byRate.get(line.vatPercent) ?? { amount: 0, reason: line.exemptionReason }
    part.amount += -line.lineTotal
    byRate.set(line.vatPercent, part)
  }
  return [...byRate].map(([rate, part]) => ({ rate, ...part }))
}

/** `sign` 1 gives an amount back (a negative line); -1 takes back what an earlier amount storno gave. */
function amountLines(parts: { rate: number; amount: number; reason: string | null }[], name: string, sign: 1 | -1): DraftInvoiceLine[] {
  return parts
    .filter((part) => part.amount !== 0)
    .map((part) => ({
      kind: 'amount',
      orderLineId: null,
      stornoOfLineId: null,
      name,
      sku: '',
      kpdCode: null,
      qty: -1,
      unitPrice: sign * part.amount,
      lineTotal: -sign * part.amount,
      vatPercent: part.rate,
      exemptionReason: part.reason,
    }))
}
