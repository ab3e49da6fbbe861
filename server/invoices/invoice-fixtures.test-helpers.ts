import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import { eq } from 'drizzle-orm'
import type { OrderStatus } from '../../common/checkout/schemas'
import { invoiceSettingsSchema, type InvoiceSettings, type InvoiceSettingsInput } from '../../common/invoices/invoice-settings'
import { includedVat } from '../../common/money'
import type { Db } from '../db/client'
import { carts, orderLines, orders, siteOptions } from '../db/schema'
import { ensureDemoFiscalCertificate } from '../fiscal/demo-certificate'
import type { TestRuntime } from '../testing/test-database'
import { saveUploadedCertificate } from './fiscal-certificate-store'
import { INVOICING_OPTION } from './invoice-settings'

export const TEST_SELLER_OIB = '87654321095'
export const TEST_OPERATOR_OIB = '12345678903'

export const testInvoiceSettings = (over: Partial<InvoiceSettingsInput> = {}): InvoiceSettings =>
  invoiceSettingsSchema.parse({
    seller: { name: 'Vrtni centar Sava d.o.o.', street: 'Savska cesta 1', postalCode: '10000', city: 'Zagreb', country: 'HR', oib: TEST_SELLER_OIB, inVatSystem: true },
    operatorOib: TEST_OPERATOR_OIB,
    isFiscalised: true,
    ...over,
  })

/** Sets the site's invoicing as the owner would (the stored option). */
export async function setInvoicing(db: Db, siteId: number, settings: InvoiceSettings = testInvoiceSettings()): Promise<InvoiceSettings> {
  await db
    .insert(siteOptions)
    .values({ siteId, key: INVOICING_OPTION, value: settings })
    .onConflictDoUpdate({ target: [siteOptions.siteId, siteOptions.key], set: { value: settings } })
  return settings
}

/** The demo CA's fiscal certificate for the seller, uploaded as an owner uploads theirs. */
export async function uploadDemoCertificate(runtime: TestRuntime, oib = TEST_SELLER_OIB) {
  const demo = await ensureDemoFiscalCertificate(runtime.config.dataDir, oib)
  await saveUploadedCertificate(runtime.site.id, { p12: await fs.readFile(demo.p12Path), password: demo.password })
  return demo
}

export interface TestOrderLine {
  name: string
  qty: number
  unitPrice: number
  retailPrice?: number
}

/**
 * An order written as the order flow writes it (lines, totals), without going through a cart: the
 * invoice tests need many of them and what they check starts at the status change.
 */
export async function insertTestOrder(
  db: Db,
  input: {
    siteId: number
    paymentType?: 'cod' | 'bank_transfer' | 'hpf' | 'paypal'
    status?: OrderStatus
    lines?: TestOrderLine[]
    couponCode?: string
    couponDiscount?: number
    deliveryPrice?: number
    companyOIB?: string
  },
) {
  const lines = input.lines ?? [{ name: 'Stolna lampa Luna', qty: 2, unitPrice: 4_000 }]
  const itemsTotal = lines.reduce((sum, line) => sum + line.unitPrice * line.qty, 0)
  const couponDiscount = input.couponDiscount ?? 0
  const deliveryPrice = input.deliveryPrice ?? 500
  const orderTotal = itemsTotal - couponDiscount + deliveryPrice
  const [cart] = await db.insert(carts).values({ siteId: input.siteId, protectCode: randomUUID().replace(/-/g, '') }).returning()
  const address = {
    firstName: 'Ana',
    lastName: 'Horvat',
    contactEmail: 'ana@example.hr',
    contactPhone: '+385 91 123 4567',
    street: 'Ilica',
    houseNumber: '10',
    zipCode: '10000',
    city: 'Zagreb',
    country: 'HR',
    ...(input.companyOIB ? { companyName: 'Tvrtka d.o.o.', companyOIB: input.companyOIB } : {}),
  }
  const slug = randomUUID().replace(/-/g, '')
  const [order] = await db
    .insert(orders)
    .values({
      siteId: input.siteId,
      cartId: cart!.id,
      slug,
      number: `T-${slug.slice(0, 10)}`,
      email: 'ana@example.hr',
      status: input.status ?? 'not_paid',
      paymentStatus: 'pending',
      paymentType: input.paymentType ?? 'bank_transfer',
      paymentMethodName: 'Virman',
      deliveryMethodName: 'GLS',
      billingAddress: address,
      deliveryAddress: address,
      couponCode: input.couponCode ?? null,
      itemsTotal,
      couponDiscount,
      memberSavings: lines.reduce((sum, line) => sum + Math.max(0, (line.retailPrice ?? line.unitPrice) - line.unitPrice) * line.qty, 0),
      deliveryPrice,
      taxTotal: includedVat(orderTotal),
      orderTotal,
    })
    .returning()
  await db.insert(orderLines).values(
    lines.map((line, position) => ({
      orderId: order!.id,
      sku: `SKU-${position}`,
      name: line.name,
      qty: line.qty,
      unitPrice: line.unitPrice,
      retailPrice: line.retailPrice ?? line.unitPrice,
      lineTotal: line.unitPrice * line.qty,
      vatPercent: 25,
      position,
    })),
  )
  return order!
}

export async function orderRow(db: Db, orderId: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId))
  return order!
}
