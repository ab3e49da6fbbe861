import { describe, expect, it } from 'vitest'
import type { DraftInvoiceLine } from './invoice-lines'
import { StornoRefused, stornoLines, type EarlierStornoLine, type OriginalLine } from './storno-lines'

const line = (over: Partial<OriginalLine> & Pick<OriginalLine, 'id' | 'kind' | 'qty' | 'unitPrice'>): OriginalLine => ({
  orderLineId: over.kind === 'goods' ? over.id * 10 : null,
  name: `line ${over.id}`,
  sku: '',
  kpdCode: null,
  lineTotal: over.qty * over.unitPrice,
  vatPercent: 25,
  exemptionReason: null,
  memberSavingPerUnit: 0,
  ...over,
})

// 2 lamps at 40 €, a chair listed at 100 € sold to a member at 90 €, coupon 17 €, delivery 5 €: 158 €.
const original = [
  line({ id: 1, kind: 'goods', qty: 2, unitPrice: 4_000 }),
  line({ id: 2, kind: 'goods', qty: 1, unitPrice: 10_000, memberSavingPerUnit: 1_000 }),
  line({ id: 3, kind: 'member_discount', qty: 1, unitPrice: -1_000 }),
  line({ id: 4, kind: 'coupon_discount', qty: 1, unitPrice: -1_700 }),
  line({ id: 5, kind: 'delivery', qty: 1, unitPrice: 500 }),
]
const total = 15_800
const name = 'Djelomični storno računa 1/WEB1/1'
const storno = (request: Parameters<typeof stornoLines>[0]['request'], earlier: EarlierStornoLine[] = []) =>
  stornoLines({ original, originalTotal: total, earlier, request, amountLineName: name })
const sum = (lines: DraftInvoiceLine[]) => lines.reduce((acc, l) => acc + l.lineTotal, 0)
const asEarlier = (lines: DraftInvoiceLine[]): EarlierStornoLine[] => lines.map((l) => ({ stornoOfLineId: l.stornoOfLineId, kind: l.kind, qty: l.qty, lineTotal: l.lineTotal, vatPercent: l.vatPercent, exemptionReason: l.exemptionReason }))
const refusal = (work: () => unknown) => {
  try {
    work()
  } catch (error) {
    return error instanceof StornoRefused ? error.problem : 'other'
  }
  return null
}

describe('storno lines (issue 21 point 4)', () => {
  it('a whole storno mirrors every line with negative amounts, each referring to the line it cancels', () => {
    const lines = storno({})
    expect(lines.map((l) => [l.stornoOfLineId, l.qty, l.unitPrice, l.lineTotal])).toEqual([
      [1, -2, 4_000, -8_000],
      [2, -1, 10_000, -10_000],
      [5, -1, 500, -500],
      [3, -1, -1_000, 1_000],
      [4, -1, -1_700, 1_700],
    ])
    expect(sum(lines)).toBe(-total)
  })

  it('a storno of chosen lines takes the member saving of those units and the coupon’s share of them', () => {
    const lines = storno({ lines: [{ invoiceLineId: 2, qty: 1 }] })
    // The chair cost 90 € of the 170 € charged for goods: 9/17 of the 17 € coupon is 9 €.
    expect(lines.map((l) => [l.stornoOfLineId, l.lineTotal])).toEqual([
      [2, -10_000],
      [3, 1_000],
      [4, 900],
    ])
    expect(sum(lines)).toBe(-8_100)
  })

  it('the last units of a rate take what is left of each discount, so stornos add up to the invoice to the cent', () => {
    const first = storno({ lines: [{ invoiceLineId: 2, qty: 1 }, { invoiceLineId: 1, qty: 1 }] })
    const second = storno({ lines: [{ invoiceLineId: 1, qty: 1 }, { invoiceLineId: 5, qty: 1 }] }, asEarlier(first))
    expect(sum(first) + sum(second)).toBe(-total)
    expect(refusal(() => storno({}, asEarlier([...first, ...second])))).toBe('stornoEmpty')
  })

  it('never cancels a unit twice, nor more than the invoice had', () => {
    const first = storno({ lines: [{ invoiceLineId: 1, qty: 2 }] })
    expect(refusal(() => storno({ lines: [{ invoiceLineId: 1, qty: 1 }] }, asEarlier(first)))).toBe('stornoExceeds')
    expect(refusal(() => storno({ lines: [{ invoiceLineId: 2, qty: 2 }] }))).toBe('stornoExceeds')
    expect(refusal(() => storno({ amount: total + 1 }))).toBe('stornoExceeds')
    expect(refusal(() => storno({ lines: [{ invoiceLineId: 4, qty: 1 }] }))).toBe('stornoLineUnknown')
    expect(refusal(() => storno({ lines: [{ invoiceLineId: 99, qty: 1 }] }))).toBe('stornoLineUnknown')
  })

  it('an amount storno gives back that amount; a whole storno after it gives back only the rest', () => {
    const partial = storno({ amount: 2_000 })
    expect(partial).toEqual([expect.objectContaining({ kind: 'amount', name, stornoOfLineId: null, qty: -1, unitPrice: 2_000, lineTotal: -2_000, vatPercent: 25 })])
    const rest = storno({}, asEarlier(partial))
    expect(sum(rest)).toBe(-(total - 2_000))
    expect(refusal(() => storno({ amount: total - 1_999 }, asEarlier(partial)))).toBe('stornoExceeds')
  })
})
