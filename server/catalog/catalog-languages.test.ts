import { and, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productCategoryTranslations, products, productTranslations } from '../db/schema'
import { seedShop } from '../db/seed/shop'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { findCategorySlugs } from './catalog-slugs'
import { createProduct } from './catalog-write'
import { loadCategoryPage } from './category-page'
import { getProductDetail } from './product-detail'
import { loadDisplayNames } from './product-names'

/**
 * Issue 20 point 1: every language shows its own names. The demo shop is named in hr, en and de,
 * and a page falls back to Croatian only where a product has no row in its language.
 */
let runtime: TestRuntime
const db = () => runtime.database.db
const siteId = () => runtime.site.id

beforeAll(async () => {
  runtime = await createTestRuntime()
  await seedShop(db(), { siteId: siteId(), mediaDir: runtime.config.mediaDir })
}, 120_000)
afterAll(() => runtime.dispose())

async function productIdBySlug(slug: string): Promise<number> {
  const [row] = await db()
    .select({ id: productTranslations.productId })
    .from(productTranslations)
    .where(and(eq(productTranslations.siteId, siteId()), eq(productTranslations.locale, 'hr'), eq(productTranslations.slug, slug)))
  if (!row) throw new Error(`no product ${slug}`)
  return row.id
}

describe('the demo shop in German', () => {
  it('lists German names on /de/shop/moebel, with German filter labels', async () => {
    const category = await findCategorySlugs(db(), { siteId: siteId(), locale: 'de', slug: 'moebel' })
    expect(category).not.toBeNull()
    const page = await loadCategoryPage(db(), { siteId: siteId(), locale: 'de', categoryId: category!.id, searchParams: new URLSearchParams('limit=100') })
    expect(page?.category.name).toBe('Möbel')
    const names = [...(page?.list.records ?? []), ...(page?.featured ?? [])].map((card) => card.name)
    expect(names).toContain('Kommode Glina')
    expect(names).not.toContain('Glina chest of drawers')
    expect(names).not.toContain('Komoda Glina')
    expect(page?.filters.map((filter) => filter.label)).toContain('Farbe')
  })

  it('names a product, its description, specs and variants in German', async () => {
    const chest = await getProductDetail(db(), { siteId: siteId(), id: await productIdBySlug('komoda-glina'), locale: 'de' })
    expect(chest).toMatchObject({ name: 'Kommode Glina', slug: 'kommode-glina' })
    expect(chest?.description).toBe('Kommode mit sechs geräumigen Vollauszug-Schubladen und Messinggriffen. Lieferung innerhalb Kroatiens in 7 bis 10 Werktagen; die Montage können Sie zur Bestellung hinzufügen.')
    // Units follow the page's language too (the warranty read "5 god." on every page).
    expect(chest?.attributes.find((entry) => entry.label === 'Garantie')?.value).toMatch(/^\d J\.$/)
    const english = await getProductDetail(db(), { siteId: siteId(), id: chest!.id, locale: 'en' })
    expect(english?.attributes.find((entry) => entry.label === 'Warranty')?.value).toMatch(/^\d yrs$/)
    const sofa = await getProductDetail(db(), { siteId: siteId(), id: await productIdBySlug('modularna-sofa-sava'), locale: 'de' })
    expect(sofa?.name).toBe('Modulsofa Sava')
    expect(sofa?.associatedProducts.map((variant) => variant.name)).toContain('Modulsofa Sava — Weiß, M')
    expect(sofa?.crossSellProducts.map((card) => card.name)).toEqual(['Couchtisch Korana', 'Teppich Neretva', 'Montageservice'])
  })

  it('gives every demo product and category a German row of its own, not the English name', async () => {
    const all = await db().select({ id: products.id }).from(products).where(eq(products.siteId, siteId()))
    const rows = await db().select().from(productTranslations).where(eq(productTranslations.siteId, siteId()))
    const nameOf = (id: number, locale: string) => rows.find((row) => row.productId === id && row.locale === locale)?.name
    for (const { id } of all) {
      for (const locale of ['hr', 'en', 'de']) expect(nameOf(id, locale), `product ${id} in ${locale}`).toBeTruthy()
      expect(nameOf(id, 'de'), `product ${id}: ${nameOf(id, 'en')}`).not.toBe(nameOf(id, 'en'))
    }
    const categories = await db()
      .select({ name: productCategoryTranslations.name, slug: productCategoryTranslations.slug })
      .from(productCategoryTranslations)
      .where(and(eq(productCategoryTranslations.siteId, siteId()), eq(productCategoryTranslations.locale, 'de'), ne(productCategoryTranslations.name, '')))
    expect(categories).toEqual(expect.arrayContaining([{ name: 'Möbel', slug: 'moebel' }, { name: 'Küchen', slug: 'kuechen' }]))
  })
})

describe('a product without a German row', () => {
  it('shows its Croatian name on a German page, in the list, the detail and the cart names', async () => {
    const category = await findCategorySlugs(db(), { siteId: siteId(), locale: 'de', slug: 'moebel' })
    const id = await createProduct(db(), {
      siteId: siteId(),
      sku: 'LANG-HR-ONLY',
      price: 4_900,
      stockQuantity: 9,
      categoryIds: [category!.id],
      translations: [
        { locale: 'hr', name: 'Stolica Zrmanja', description: 'Samo na hrvatskom.' },
        { locale: 'en', name: 'Zrmanja chair' },
      ],
    })
    const detail = await getProductDetail(db(), { siteId: siteId(), id, locale: 'de' })
    expect(detail).toMatchObject({ name: 'Stolica Zrmanja', slug: 'stolica-zrmanja', description: 'Samo na hrvatskom.' })
    expect((await getProductDetail(db(), { siteId: siteId(), id, locale: 'en' }))?.name).toBe('Zrmanja chair')
    expect((await loadDisplayNames(db(), [id], 'de')).get(id)).toBe('Stolica Zrmanja')
    const page = await loadCategoryPage(db(), { siteId: siteId(), locale: 'de', categoryId: category!.id, searchParams: new URLSearchParams('sort=newest') })
    expect(page?.list.records[0]).toMatchObject({ id, name: 'Stolica Zrmanja' })
  })
})
