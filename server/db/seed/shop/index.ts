import { locales } from '../../../../common/i18n/locales'
import type { MediaTarget } from '../../../media/media-storage'
import { slugify } from '../../../../common/text/slug'
import { eq } from 'drizzle-orm'
import { refreshCategoryFacets, syncProductIndex } from '../../../catalog/catalog-index'
import { createAttribute, createCategory, createProduct, setProductPrice } from '../../../catalog/catalog-write'
import type { Db } from '../../client'
import { products } from '../../schema'
import { attributeData, categoryClosing, categoryData } from './catalog-data'
import { attributeInputs, indexValues, pictureColour, type AttributeIndex } from './demo-attributes'
import { demoProducts, translations } from './demo-catalogue'
import { seedProductPictures, type PictureRequest } from './shop-media'
import { seedSpecialFormats, specialPictures } from './special-formats'

const DAY = 24 * 60 * 60 * 1000
const deferred = { deferIndex: true }

/** A price after a reduction, in whole euros. */
const reduced = (price: number, percent: number) => Math.round((price * (100 - percent)) / 10_000) * 100

/**
 * The demo shop of "Vrtovi Save": interior packages, furniture, rugs, kitchens, smart home,
 * lighting, terrace, parking (also reserved as bundles), services and two eProducts. Every category
 * has its own attribute set, every product its own drawn pictures, sizes and description; a few
 * are on a real reduction with its 30-day price history (Omnibus).
 */
export async function seedShop(db: Db, input: MediaTarget & { siteId: number }): Promise<void> {
  const { siteId } = input
  const requests: PictureRequest[] = demoProducts.map((product, n) => ({
    kind: product.kind,
    colour: pictureColour(product.attrs),
    views: product.featured || product.reduction ? ['front', 'room', 'detail'] : ['front', 'room'],
    seed: 101 + n * 37,
    title: product.name.hr,
  }))
  const special = specialPictures()
  const pictures = await seedProductPictures(db, input, [...requests, ...special.requests])
  const galleries = pictures.slice(0, requests.length)
  const specialGalleries = special.read(pictures.slice(requests.length))
  await db.transaction(async (tx) => {
    const attr: AttributeIndex = {}
    for (const [position, data] of attributeData.entries()) {
      const created = await createAttribute(tx, { ...data, values: data.values?.map(({ label, value }) => ({ label, value })), siteId, position })
      attr[data.code] = { id: created.id, values: indexValues(data.code, created.valueIds) }
    }
    const categoryPicture = (key: string) => {
      const first = demoProducts.findIndex((product) => product.category === key || categoryData.find((c) => c.key === product.category)?.parent === key)
      return first >= 0 ? galleries[first]![0] : specialGalleries.guide[0]
    }
    const cat: Record<string, number> = {}
    for (const [position, data] of categoryData.entries()) {
      cat[data.key] = await createCategory(tx, {
        siteId,
        parentId: data.parent ? cat[data.parent] : null,
        position,
        mediaId: categoryPicture(data.key),
        translations: locales.map((locale) => ({ locale, name: data.name[locale] ?? data.name.hr })),
        attributeIds: data.attributes.map((code) => attr[code]!.id),
        kpdCode: data.kpdCode ?? null,
      })
    }
    const now = Date.now()
    const created: Record<string, number> = {}
    for (const [index, product] of demoProducts.entries()) {
      const n = index + 1
      const id = await createProduct(tx, {
        siteId,
        sku: `VS-${product.category.slice(0, 3).toUpperCase()}-${String(n).padStart(3, '0')}`,
        price: product.price,
        stockQuantity: product.stock ?? 6 + ((n * 7) % 17),
        infiniteQuantity: product.infinite ?? false,
        featured: product.featured ?? false,
        categoryPriority: n % 10,
        rating: 3.5 + (n % 4) * 0.5,
        mediaIds: galleries[index]!,
        categoryIds: [cat[product.category]!],
        attributes: attributeInputs(product.attrs, product.category, attr),
        translations: translations(product.name, product.about, categoryClosing[product.category]),
        createdAt: new Date(now - (150 - n) * DAY),
      }, deferred)
      created[slugify(product.name.hr)] = id
      if (product.reduction) {
        const { percent, daysAgo } = product.reduction
        await setProductPrice(tx, { productId: id, price: reduced(product.price, percent), retailPrice: product.price, at: new Date(now - daysAgo * DAY) })
      }
    }
    await seedSpecialFormats(tx, { siteId, galleries: specialGalleries, cat, attr, created })
    // One set-based index pass for the whole shop instead of one per product.
    const all = await tx.select({ id: products.id }).from(products).where(eq(products.siteId, siteId))
    await syncProductIndex(tx, all.map((p) => p.id))
    await refreshCategoryFacets(tx, null)
  })
}
