import { splitProportionally } from '../invoices/invoice-lines'

/** An order line as a refund sees it: what was bought and paid, and how many units earlier refunds took. */
export interface RefundableLine {
  id: number
  name: string
  qty: number
  lineTotal: number
  refundedQty: number
}

export interface RefundableOrder {
  itemsTotal: number
  couponDiscount: number
  deliveryPrice: number
  orderTotal: number
}

export interface RefundPick {
  orderLineId: number
  qty: number
}

export type RefundProblem =
  | { problem: 'empty' }
  | { problem: 'lineUnknown' }
  | { problem: 'tooMany'; name: string; left: number }
  | { problem: 'deliveryNotLast' }
  | { problem: 'deliveryDone' }
  | { problem: 'exceedsPaid'; left: number }

export class RefundRefused extends Error {
  constructor(readonly reason: RefundProblem) {
    super(reason.problem)
    this.name = 'RefundRefused'
  }
}

export interface RefundAmounts {
  lines: { orderLineId: number; qty: number; amount: number }[]
  deliveryAmount: number
  amount: number
}

/**
 * The amount of a refund, from the order's stored prices alone (issue 22 point 3). Each line's
 * coupon share is fixed once (the coupon split over the lines by their totals, largest remainder);
 * a line's refunded value is then counted cumulatively, `round(total × refunded / qty)`, so the
 * refunds of one line add up to exactly what it cost after the coupon, however they are split.
 * The delivery goes back once, and only with the last units of the order.
 */
export function refundAmounts(input: {
  order: RefundableOrder
  lines: RefundableLine[]
  picks: RefundPick[]
  includeDelivery: boolean
  isDeliveryRefunded: boolean
  refundedSoFar: number
}): RefundAmounts {
  const { order, lines } = input
  const picked = new Map<number, number>()
  for (const pick of input.picks) {
    if (pick.qty <= 0) continue
    if (!lines.some((line) => line.id === pick.orderLineId)) throw new RefundRefused({ problem: 'lineUnknown' })
    picked.set(pick.orderLineId, (picked.get(pick.orderLineId) ?? 0) + pick.qty)
  }
  if (picked.size === 0 && !input.includeDelivery) throw new RefundRefused({ problem: 'empty' })

  const couponShares = splitProportionally(order.couponDiscount, lines.map((line) => line.lineTotal))
  const refundLines: RefundAmounts['lines'] = []
  lines.forEach((line, index) => {
    const qty = picked.get(line.id) ?? 0
    if (qty === 0) return
    const left = line.qty - line.refundedQty
    if (qty > left) throw new RefundRefused({ problem: 'tooMany', name: line.name, left })
    const paid = line.lineTotal - (couponShares[index] ?? 0)
    const valueOf = (units: number) => Math.round((paid * units) / line.qty)
    refundLines.push({ orderLineId: line.id, qty, amount: valueOf(line.refundedQty + qty) - valueOf(line.refundedQty) })
  })

  let deliveryAmount = 0
  if (input.includeDelivery) {
    if (input.isDeliveryRefunded) throw new RefundRefused({ problem: 'deliveryDone' })
    const isLast = lines.every((line) => line.refundedQty + (picked.get(line.id) ?? 0) >= line.qty)
    if (!isLast) throw new RefundRefused({ problem: 'deliveryNotLast' })
    deliveryAmount = order.deliveryPrice
  }
  const amount = refundLines.reduce((sum, line) => sum + line.amount, 0) + deliveryAmount
  const left = order.orderTotal - input.refundedSoFar
  if (amount > left) throw new RefundRefused({ problem: 'exceedsPaid', left })
  if (amount <= 0 && refundLines.length === 0) throw new RefundRefused({ problem: 'empty' })
  return { lines: refundLines, deliveryAmount, amount }
}
