import { and, asc, eq, inArray } from 'drizzle-orm'
import { createProduct, setMembershipPrice, setProductPrice } from '../../../catalog/catalog-write'
import { createUser } from '../../../users/user-service'
import type { Db } from '../../client'
import { coupons, productBundleItems, products, productTranslations } from '../../schema'
import { seedProductPictures } from './shop-media'
import type { MediaTarget } from '../../../media/media-storage'

/** The demo shopper (README "Demo accounts"): logs in on the site and holds member card 3850000000019. */
export const DEMO_CUSTOMER = { email: 'kupac@izlog.local', password: 'izlog-kupac-demo', memberCard: '3850000000019' }

/** Demo coupon codes, one of each kind of rule (README lists them). */
export const demoCoupons = [
  { code: 'POPUST10', type: 'percentage', value: 10 },
  { code: 'MINUS20', type: 'fixed', value: 2_000, minCartValue: 15_000 },
  { code: 'JEDNOKRATNI', type: 'percentage', value: 15, usageLimit: 1 },
  { code: 'ISTEKAO', type: 'percentage', value: 30, validUntil: new Date(Date.UTC(2025, 0, 1)) },
  { code: 'DOSTAVA', type: 'fixed', value: 0, freeDelivery: true },
  { code: 'KUPAC5', type: 'percentage', value: 5, usageLimitPerCustomer: 1 },
] as const

async function idsBySlug(db: Db, slugs: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: productTranslations.productId, slug: productTranslations.slug })
    .from(productTranslations)
    .where(and(eq(productTranslations.locale, 'hr'), inArray(productTranslations.slug, slugs)))
  return new Map(rows.map((r) => [r.slug, r.id]))
}

/**
 * The cart's demo data after the shop seed: coupons, member prices on some furniture, a living
 * room bundle whose sofa is configurable (it opens the bundle modal) and the demo shopper.
 */
export async function seedCartDemo(db: Db, input: MediaTarget & { siteId: number }): Promise<void> {
  const { siteId } = input
  await db.insert(coupons).values(demoCoupons.map((coupon) => ({ siteId, ...coupon })))
  const found = await idsBySlug(db, ['modularna-sofa-sava', 'stolic-za-kavu-korana', 'tepih-neretva'])
  const sofa = found.get('modularna-sofa-sava')
  const table = found.get('stolic-za-kavu-korana')
  const rug = found.get('tepih-neretva')
  if (sofa && table && rug) {
    const [sofaRow] = await db.select({ categoryIds: products.categoryIds }).from(products).where(eq(products.id, sofa))
    // Its own picture: the sofa set in a room, not the modular sofa's first picture again.
    const [pictures] = await seedProductPictures(db, input, [{ kind: 'sofa', colour: '#7a9e7e', views: ['room', 'front'], seed: 9_901, title: 'Paket dnevni boravak' }])
    const bundle = await createProduct(db, {
      siteId,
      sku: 'VS-BND-DNEVNI-BORAVAK',
      format: 'bundle',
      price: 164_900,
      createdAt: new Date(Date.now() - 60 * 24 * 3600 * 1000),
      stockQuantity: 20,
      featured: true,
      mediaIds: pictures ?? [],
      categoryIds: sofaRow?.categoryIds.slice(-1) ?? [],
      translations: [
        { locale: 'hr', name: 'Paket dnevni boravak', slug: 'paket-dnevni-boravak', description: 'Modularna sofa Sava u boji i veličini po izboru, hrastov stolić Korana i vuneni tepih Neretva. U paketu su povoljniji nego zasebno.' },
        { locale: 'en', name: 'Living room bundle', slug: 'living-room-bundle', description: 'The Sava modular sofa in the colour and size you choose, the Korana oak coffee table and the Neretva wool rug. Together they cost less than apart.' },
        { locale: 'de', name: 'Wohnzimmer-Paket', slug: 'wohnzimmer-paket', description: 'Das Modulsofa Sava in Farbe und Größe nach Wahl, der Eichen-Couchtisch Korana und der Wollteppich Neretva. Zusammen günstiger als einzeln.' },
      ],
    })
    await db.insert(productBundleItems).values([sofa, table, rug].map((productId, position) => ({ bundleId: bundle, productId, quantity: 1, position })))
    // Reduced a week ago from the price it had before, so the reduction shown is a real one (ADR 046).
    await setProductPrice(db, { productId: bundle, price: 149_900, retailPrice: 164_900, at: new Date(Date.now() - 7 * 24 * 3600 * 1000) })
  }
  // Member prices: 10 % below the price on every third simple product (the sofa Drava among them).
  const drava = (await idsBySlug(db, ['sofa-drava-trosjed'])).get('sofa-drava-trosjed')
  // In id order: "every third" must name the same products on every seed (a heap scan's order is not fixed).
  const simple = await db
    .select({ id: products.id, price: products.price })
    .from(products)
    .where(and(eq(products.siteId, siteId), eq(products.format, 'simple')))
    .orderBy(asc(products.id))
  for (const [index, product] of simple.entries()) {
    if ((index % 3 === 0 || product.id === drava) && product.price > 0) {
      await setMembershipPrice(db, { productId: product.id, membershipPrice: Math.round(product.price * 0.9) })
    }
  }
  await createUser(db, { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password, firstName: 'Ana', lastName: 'Kupac' })
}
