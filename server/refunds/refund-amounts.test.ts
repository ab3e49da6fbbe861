import { describe, expect, it } from 'vitest'
import { RefundRefused, refundAmounts, type RefundableLine } from './refund-amounts'

const order = { itemsTotal: 3 * 999 + 1_001, couponDiscount: 333, deliveryPrice: 490, orderTotal: 3 * 999 + 1_001 - 333 + 490 }
const lines = (refunded: [number, number] = [0, 0]): RefundableLine[] => [
  { id: 1, name: 'Šalica', qty: 3, lineTotal: 2_997, refundedQty: refunded[0] },
  { id: 2, name: 'Tanjur', qty: 1, lineTotal: 1_001, refundedQty: refunded[1] },
]

describe('refund amounts (issue 22 point 3)', () => {
  it('unit by unit, with an odd coupon, the refunds add up to exactly what was paid', () => {
    let refundedSoFar = 0
    let refundedMugs = 0
    const amounts: number[] = []
    for (const step of [1, 1, 1]) {
      const result = refundAmounts({ order, lines: lines([refundedMugs, 0]), picks: [{ orderLineId: 1, qty: step }], includeDelivery: false, isDeliveryRefunded: false, refundedSoFar })
      amounts.push(result.amount)
      refundedSoFar += result.amount
      refundedMugs += step
    }
    const last = refundAmounts({ order, lines: lines([3, 0]), picks: [{ orderLineId: 2, qty: 1 }], includeDelivery: true, isDeliveryRefunded: false, refundedSoFar })
    expect(last.deliveryAmount).toBe(490)
    expect(refundedSoFar + last.amount).toBe(order.orderTotal)
    // The coupon's 3,33 € splits 2,50 € / 0,83 € by line totals; the mugs' 27,47 € goes back as 9,16 + 9,15 + 9,16 €.
    expect(amounts).toEqual([916, 915, 916])
  })

  it('refuses nothing chosen, an unknown line, too many units, the delivery before the last line or twice', () => {
    const problem = (run: () => unknown) => {
      try {
        run()
      } catch (error) {
        if (error instanceof RefundRefused) return error.reason
        throw error
      }
      return null
    }
    const base = { order, lines: lines(), includeDelivery: false, isDeliveryRefunded: false, refundedSoFar: 0 }
    expect(problem(() => refundAmounts({ ...base, picks: [] }))).toEqual({ problem: 'empty' })
    expect(problem(() => refundAmounts({ ...base, picks: [{ orderLineId: 9, qty: 1 }] }))).toEqual({ problem: 'lineUnknown' })
    expect(problem(() => refundAmounts({ ...base, lines: lines([2, 0]), picks: [{ orderLineId: 1, qty: 2 }] }))).toEqual({ problem: 'tooMany', name: 'Šalica', left: 1 })
    expect(problem(() => refundAmounts({ ...base, picks: [{ orderLineId: 1, qty: 3 }], includeDelivery: true }))).toEqual({ problem: 'deliveryNotLast' })
    expect(problem(() => refundAmounts({ ...base, lines: lines([3, 1]), picks: [], includeDelivery: true, isDeliveryRefunded: true }))).toEqual({ problem: 'deliveryDone' })
  })
})
