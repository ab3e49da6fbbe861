import { eq } from 'drizzle-orm'
import { createCategory, createProduct } from '../catalog'
import type { Db } from '../db/client'
import { products } from '../db/schema'

/**
 * A small catalogue whose slugs differ in every language (hr, en, de), plus things the sitemap
 * must leave out: an archived product, a variant, and a category and product with only hr texts.
 */
export async function seedSeoCatalog(db: Db, siteId: number) {
  const furniture = await createCategory(db, {
    siteId,
    translations: [
      { locale: 'hr', name: 'Namještaj', slug: 'namjestaj' },
      { locale: 'en', name: 'Furniture', slug: 'furniture' },
      { locale: 'de', name: 'Möbel', slug: 'moebel' },
    ],
  })
  const croatianOnly = await createCategory(db, { siteId, position: 1, translations: [{ locale: 'hr', name: 'Rasvjeta', slug: 'rasvjeta' }] })
  const sofa = await createProduct(db, {
    siteId,
    sku: 'SOFA',
    price: 99_900,
    categoryIds: [furniture],
    translations: [
      { locale: 'hr', name: 'Sofa Sava', slug: 'sofa-sava' },
      { locale: 'en', name: 'Sava sofa', slug: 'sava-sofa' },
      { locale: 'de', name: 'Sofa Save', slug: 'sofa-save' },
    ],
  })
  const lamp = await createProduct(db, { siteId, sku: 'LAMP', price: 4_900, categoryIds: [croatianOnly], translations: [{ locale: 'hr', name: 'Lampa', slug: 'lampa' }] })
  await createProduct(db, { siteId, sku: 'OLD', price: 100, archived: true, translations: [{ locale: 'hr', name: 'Stari stol', slug: 'stari-stol' }] })
  await createProduct(db, { siteId, sku: 'SOFA-1', parentId: sofa, price: 99_900, translations: [{ locale: 'hr', name: 'Sofa Sava (1)', slug: 'sofa-sava-1' }] })
  // A known last change, to check lastmod of the product and of its category.
  const changedAt = new Date('2026-10-01T08:00:00.000Z')
  await db.update(products).set({ updatedAt: changedAt }).where(eq(products.id, sofa))
  return { furniture, croatianOnly, sofa, lamp, changedAt }
}
