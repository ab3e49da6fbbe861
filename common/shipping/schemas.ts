import { adminPagingSchema } from '../admin/paging'
import { MAX_PRICE_CENTS, parseEuroInput } from '../catalog/product-edit'
import { localizedTextSchema } from '../forms/definition'
import { dbIdSchema } from '../validation/numbers'
import { z } from '../validation/z'

/**
 * Delivery and payment methods in the admin (issue 14 point 4, ADR 032). One schema per payload,
 * shared by the admin forms, `/api/v1/backoffice/delivery-methods|payment-methods` and the services.
 * The tables are the ones checkout reads (`server/db/schema/orders.ts`).
 */
export const shippingListQuerySchema = adminPagingSchema.extend({
  q: z.string().trim().max(60).optional(),
  active: z.enum(['yes', 'no']).optional(),
})
export type ShippingListQuery = z.infer<typeof shippingListQuerySchema>

const methodCode = z.string().trim().regex(/^[a-z0-9_-]{2,40}$/, 'shipping.codeInvalid')
const iso = z.string().trim().toUpperCase().pipe(z.string().regex(/^[A-Z]{2}$/))
const cents = z.number().int().min(0).max(MAX_PRICE_CENTS)
const descriptionSchema = z.object({ hr: z.string().trim().max(500).optional(), en: z.string().trim().max(500).optional(), de: z.string().trim().max(500).optional() })
const position = z.number().int().min(0).max(100_000)

export const deliveryBranchSchema = z.object({
  /** Absent for a new branch; a listed id keeps the branch (orders keep pointing at it). */
  id: dbIdSchema.optional(),
  name: z.string().trim().min(1).max(200),
  address: z.string().trim().max(300),
})

export const deliveryMethodSaveSchema = z
  .object({
    code: methodCode,
    name: localizedTextSchema,
    description: descriptionSchema,
    /** Cents, PDV included, where `countryPrices` names no price for the country. */
    price: cents,
    countryPrices: z.record(iso, cents).refine((prices) => Object.keys(prices).length <= 300),
    /** Countries it delivers to; empty = every allowed country. */
    countries: z.array(iso).max(300),
    /** Items total (cents) from which it is free; null = never free. */
    freeFrom: cents.nullable(),
    position,
    isActive: z.boolean(),
    /** Every pickup branch the method keeps; one missing from the list is removed. */
    branches: z.array(deliveryBranchSchema).max(200),
  })
  .refine((method) => new Set(method.branches.filter((b) => b.id !== undefined).map((b) => b.id)).size === method.branches.filter((b) => b.id !== undefined).length, {
    path: ['branches'],
    message: 'shipping.branchTwice',
  })
export type DeliveryMethodSave = z.infer<typeof deliveryMethodSaveSchema>

export const methodActiveSchema = z.object({ isActive: z.boolean() })

export const paymentTypes = ['cod', 'bank_transfer', 'hpf', 'paypal'] as const
export type PaymentTypeCode = (typeof paymentTypes)[number]

export const paymentMethodSaveSchema = z.object({
  code: methodCode,
  type: z.enum(paymentTypes),
  name: localizedTextSchema,
  description: descriptionSchema,
  /** Delivery methods it may be combined with (cash on delivery only with parcels); empty = all. */
  deliveryMethodIds: z.array(dbIdSchema).max(100),
  position,
  isActive: z.boolean(),
})
export type PaymentMethodSave = z.infer<typeof paymentMethodSaveSchema>

type Texts = { hr: string; en?: string; de?: string }

export interface DeliveryMethodRowView {
  id: number
  code: string
  name: Texts
  price: number
  freeFrom: number | null
  countries: string[]
  branchCount: number
  position: number
  isActive: boolean
}

export interface DeliveryMethodDetailView extends DeliveryMethodRowView {
  description: Partial<Texts>
  countryPrices: Record<string, number>
  branches: { id: number; name: string; address: string }[]
}

export interface PaymentMethodRowView {
  id: number
  code: string
  type: PaymentTypeCode
  name: Texts
  position: number
  isActive: boolean
}

export interface PaymentMethodDetailView extends PaymentMethodRowView {
  description: Partial<Texts>
  deliveryMethodIds: number[]
}

/** Which provider settings live in the environment (never in the database, never shown back). */
export interface PaymentProviderStatus {
  /** `processor`: the card processor PAYMENT_PROVIDER names, null for the generic hosted form (HPF_*) or none. */
  hpf: { configured: boolean; processor: 'corvuspay' | 'wspay' | 'monri' | null; url: string | null; shopId: string | null }
  paypal: { configured: boolean; apiUrl: string | null }
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim()
const texts = (form: FormData, prefix: string) => ({ hr: text(form, `${prefix}.hr`), en: text(form, `${prefix}.en`), de: text(form, `${prefix}.de`) })
const euros = (value: string) => (value === '' ? 0 : (parseEuroInput(value) ?? -1))

/** "SI 12,00" per line → { SI: 1200 }; a line that is not a country and a price makes the payload invalid. */
function countryPricesOf(value: string): Record<string, number> | null {
  const prices: Record<string, number> = {}
  for (const line of value.split(/\r?\n/).map((l) => l.trim()).filter(Boolean)) {
    const match = /^([A-Za-z]{2})\s*[:=\s]\s*(\S+)$/.exec(line)
    if (!match) return null
    prices[match[1]!.toUpperCase()] = euros(match[2]!)
  }
  return prices
}

/** The delivery form's fields → the save payload (euros → cents, branches from their rows); the schema judges the result. */
export function deliveryFormToPayload(form: FormData): unknown {
  const branchIds = form.getAll('branch.id').map(String)
  const branchNames = form.getAll('branch.name').map(String)
  const branchAddresses = form.getAll('branch.address').map(String)
  const removed = new Set(form.getAll('branch.remove').map(String))
  const branches = branchNames
    .map((name, index) => ({ id: branchIds[index] ?? '', name: name.trim(), address: (branchAddresses[index] ?? '').trim() }))
    .filter((branch) => !(branch.id === '' && branch.name === '' && branch.address === ''))
    .filter((branch) => branch.id === '' || !removed.has(branch.id))
    .map((branch) => ({ ...(branch.id === '' ? {} : { id: Number(branch.id) }), name: branch.name, address: branch.address }))
  return {
    code: text(form, 'code'),
    name: texts(form, 'name'),
    description: texts(form, 'description'),
    price: euros(text(form, 'price')),
    countryPrices: countryPricesOf(text(form, 'countryPrices')),
    countries: form.getAll('countries').map(String),
    freeFrom: text(form, 'freeFrom') === '' ? null : euros(text(form, 'freeFrom')),
    position: Number(text(form, 'position') || '0'),
    isActive: form.get('isActive') === 'on',
    branches,
  }
}

export function paymentFormToPayload(form: FormData): unknown {
  return {
    code: text(form, 'code'),
    type: text(form, 'type'),
    name: texts(form, 'name'),
    description: texts(form, 'description'),
    deliveryMethodIds: form.getAll('deliveryMethodIds').map(Number),
    position: Number(text(form, 'position') || '0'),
    isActive: form.get('isActive') === 'on',
  }
}
