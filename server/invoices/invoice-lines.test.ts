import { describe, expect, it } from 'vitest'
import { invoiceLinesForOrder, OUTSIDE_VAT_REASON, splitProportionally, totalOf, vatPartsOf } from './invoice-lines'
import { isInvoiceMoment } from './invoice-moment'

const order = { locale: 'hr' as const, couponCode: null, couponDiscount: 0, deliveryMethodName: 'GLS', deliveryPrice: 500, orderTotal: 0 }
const lamp = { id: 11, name: 'Stolna lampa Luna', sku: 'LAMP-1', qty: 2, unitPrice: 4_000, retailPrice: 4_000, vatPercent: 25, kpdCode: '27.40.22' }
const chair = { id: 12, name: 'Stolica Rab', sku: 'CHAIR-1', qty: 1, unitPrice: 9_000, retailPrice: 10_000, vatPercent: 25, kpdCode: null }

describe('an order’s invoice lines (issue 21 point 2)', () => {
  it('bill each line at its regular price, the member saving and the coupon as discounts, and the delivery, adding up to what was paid', () => {
    // 2 × 40 € + 90 € (member price of 100 €) = 170 €, coupon 10 % = 17 €, delivery 5 €: 158 € paid.
    const lines = invoiceLinesForOrder({ ...order, couponCode: 'PROLJECE', couponDiscount: 1_700, orderTotal: 15_800 }, [lamp, chair], { inVatSystem: true })
    expect(lines.map((line) => [line.kind, line.name, line.qty, line.unitPrice, line.lineTotal])).toEqual([
      ['goods', 'Stolna lampa Luna', 2, 4_000, 8_000],
      ['goods', 'Stolica Rab', 1, 10_000, 10_000],
      ['member_discount', 'Popust za članove', 1, -1_000, -1_000],
      ['coupon_discount', 'Popust (kupon PROLJECE)', 1, -1_700, -1_700],
      ['delivery', 'Dostava: GLS', 1, 500, 500],
    ])
    expect(totalOf(lines)).toBe(15_800)
    expect(lines[0]).toMatchObject({ orderLineId: 11, sku: 'LAMP-1', kpdCode: '27.40.22', vatPercent: 25, exemptionReason: null })
    // 158 € gross at 25 %: 31,60 € PDV on a 126,40 € base.
    expect(vatPartsOf(lines)).toEqual([{ rate: 25, base: 12_640, amount: 3_160 }])
  })

  it('name the discounts and the delivery in the order’s language', () => {
    const lines = invoiceLinesForOrder({ ...order, locale: 'de', couponCode: 'X', couponDiscount: 100, orderTotal: 8_400 }, [lamp], { inVatSystem: true })
    expect(lines.map((line) => line.name)).toEqual(['Stolna lampa Luna', 'Rabatt (Gutschein X)', 'Versand: GLS'])
  })

  it('give a seller outside the VAT system 0 % lines with the reason it charges none', () => {
    const lines = invoiceLinesForOrder({ ...order, deliveryPrice: 0, orderTotal: 8_000 }, [lamp], { inVatSystem: false })
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ vatPercent: 0, exemptionReason: OUTSIDE_VAT_REASON })
    expect(vatPartsOf(lines)).toEqual([{ rate: 0, base: 8_000, amount: 0, exemptionReason: OUTSIDE_VAT_REASON }])
  })

  it('split a coupon over several VAT rates in proportion, to the cent', () => {
    const book = { ...lamp, id: 13, name: 'Knjiga', qty: 1, unitPrice: 3_000, retailPrice: 3_000, vatPercent: 5 }
    const lines = invoiceLinesForOrder({ ...order, deliveryPrice: 0, couponCode: 'C', couponDiscount: 1_001, orderTotal: 9_999 }, [lamp, book], { inVatSystem: true })
    const coupon = lines.filter((line) => line.kind === 'coupon_discount')
    expect(coupon.map((line) => [line.vatPercent, line.lineTotal])).toEqual([
      [25, -728],
      [5, -273],
    ])
    expect(totalOf(lines)).toBe(9_999)
    const parts = vatPartsOf(lines)
    expect(parts.map((part) => part.rate)).toEqual([25, 5])
    expect(parts.reduce((sum, part) => sum + part.base + part.amount, 0)).toBe(9_999)
  })

  it('keep a storno’s negative VAT the mirror of the positive one', () => {
    expect(vatPartsOf([{ lineTotal: -15_800, vatPercent: 25, exemptionReason: null }])).toEqual([{ rate: 25, base: -12_640, amount: -3_160 }])
    expect(vatPartsOf([{ lineTotal: -1, vatPercent: 25, exemptionReason: null }])).toEqual([{ rate: 25, base: -1, amount: -0 }])
  })

  it('split amounts exactly by weight', () => {
    expect(splitProportionally(100, [1, 1, 1])).toEqual([34, 33, 33])
    expect(splitProportionally(-100, [1, 1, 1])).toEqual([-34, -33, -33])
    expect(splitProportionally(7, [0, 0])).toEqual([7, 0])
  })
})

describe('the moment an order is invoiced', () => {
  it('is the status its payment type names, a later step of fulfilment, or delivery', () => {
    expect(isInvoiceMoment('paid', 'paid')).toBe(true)
    expect(isInvoiceMoment('paid', 'sent')).toBe(false)
    expect(isInvoiceMoment('paid', 'delivered')).toBe(true)
    expect(isInvoiceMoment('delivered', 'paid')).toBe(false)
    expect(isInvoiceMoment('delivered', 'sent')).toBe(false)
    expect(isInvoiceMoment('ready_for_shipping', 'sent')).toBe(true)
    expect(isInvoiceMoment('sent', 'ready_for_shipping')).toBe(false)
    expect(isInvoiceMoment('sent', 'cancelled')).toBe(false)
  })
})
