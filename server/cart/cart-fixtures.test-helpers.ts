import { createCategory, createProduct } from '../catalog'
import type { Db } from '../db/client'
import { coupons, members, productBundleItems, productCustomOptions } from '../db/schema'

const DAY = 24 * 60 * 60 * 1000

/** A small catalogue with every case the cart rules care about, plus coupons and member cards. */
export async function seedCartFixtures(db: Db, siteId: number) {
  const furniture = await createCategory(db, { siteId, translations: [{ locale: 'hr', name: 'Namještaj' }] })
  const lamps = await createCategory(db, { siteId, parentId: furniture, translations: [{ locale: 'hr', name: 'Svjetiljke' }] })
  const other = await createCategory(db, { siteId, translations: [{ locale: 'hr', name: 'Ostalo' }] })
  const product = (sku: string, values: Partial<Parameters<typeof createProduct>[1]> & { price: number }) =>
    createProduct(db, { siteId, sku, translations: [{ locale: 'hr', name: sku, slug: sku.toLowerCase() }], ...values })

  // Shown stock is actual − 2 (§9): 12 in stock → 10 addable.
  const chair = await product('STOLAC', { price: 10_000, stockQuantity: 12, membershipPrice: 8_000, categoryIds: [furniture] })
  const lamp = await product('LAMPA', { price: 2_550, stockQuantity: 100, categoryIds: [lamps] })
  const rug = await product('TEPIH', { price: 5_000, stockQuantity: 100, categoryIds: [other] })
  const hidden = await product('NEPRODAJNO', { price: 1_000, stockQuantity: 50, isPurchasable: false })
  const soldOut = await product('RASPRODANO', { price: 1_000, stockQuantity: 2 })
  const ebook = await product('EKNJIGA', { price: 990, format: 'eProduct', infiniteQuantity: true })
  const sofa = await product('SOFA', { price: 100_000, format: 'configurable', infiniteQuantity: true, categoryIds: [furniture] })
  const sofaBlue = await product('SOFA-PLAVA', { price: 102_000, parentId: sofa, stockQuantity: 7 })
  const sofaRed = await product('SOFA-CRVENA', { price: 104_000, parentId: sofa, stockQuantity: 3 })
  // A component that two bundles share: 5 in stock → 3 addable in all.
  const shelf = await product('POLICA', { price: 20_000, stockQuantity: 5 })
  const roomBundle = await product('PAKET-SOBA', { price: 110_000, format: 'bundle', stockQuantity: 50 })
  const shelfBundle = await product('PAKET-POLICE', { price: 35_000, format: 'bundle', stockQuantity: 50 })
  await db.insert(productBundleItems).values([
    { bundleId: roomBundle, productId: sofa, quantity: 1, position: 0 },
    { bundleId: roomBundle, productId: shelf, quantity: 1, position: 1 },
    { bundleId: shelfBundle, productId: shelf, quantity: 2, position: 0 },
    { bundleId: shelfBundle, productId: lamp, quantity: 1, position: 1 },
  ])
  const [note, pieces] = await db
    .insert(productCustomOptions)
    .values([
      { productId: sofa, type: 'text', label: { hr: 'Napomena' }, position: 0 },
      { productId: sofa, type: 'number', label: { hr: 'Broj jastuka' }, isRequired: true, position: 1 },
    ])
    .returning()
  const now = Date.now()
  await db.insert(coupons).values([
    { siteId, code: 'POPUST10', type: 'percentage', value: 10 },
    { siteId, code: 'MINUS20', type: 'fixed', value: 2_000, minCartValue: 15_000 },
    { siteId, code: 'JEDNOM', type: 'percentage', value: 15, usageLimit: 1 },
    { siteId, code: 'ISTEKAO', type: 'percentage', value: 50, validUntil: new Date(now - DAY) },
    { siteId, code: 'DOSTAVA', type: 'fixed', value: 0, freeDelivery: true },
    { siteId, code: 'RASVJETA', type: 'percentage', value: 20, categoryIds: [furniture] },
    { siteId, code: 'KUPAC', type: 'percentage', value: 5, usageLimitPerCustomer: 1 },
  ])
  await db.insert(members).values([{ barcode: '3850000000019' }, { barcode: '3850000000026', validUntil: new Date(now - DAY) }])
  return {
    categories: { furniture, lamps, other },
    products: { chair, lamp, rug, hidden, soldOut, ebook, sofa, sofaBlue, sofaRed, shelf, roomBundle, shelfBundle },
    options: { note: note!.id, pieces: pieces!.id },
    memberCard: '3850000000019',
    expiredCard: '3850000000026',
  }
}
