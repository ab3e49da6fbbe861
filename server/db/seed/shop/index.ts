import { slugify } from '../../../../common/text/slug'
import { eq } from 'drizzle-orm'
import { refreshCategoryFacets, syncProductIndex } from '../../../catalog/catalog-index'
import { createAttribute, createCategory, createProduct, setProductPrice, type TranslationInput } from '../../../catalog/catalog-write'
import type { Db } from '../../client'
import { productBundleItems, products, productCrossSells, productCustomOptions, productTagLinks, productTags, productVariantAttributes } from '../../schema'
import { attributeData, categoryData, productNames } from './catalog-data'
import { seedShopMedia, type ShopMedia } from './shop-media'

const DAY = 24 * 60 * 60 * 1000
const deferred = { deferIndex: true }

function names(hr: string, en: string, description: string): TranslationInput[] {
  return [
    { locale: 'hr', name: hr, description },
    { locale: 'en', name: en, slug: slugify(en) },
    { locale: 'de', name: en, slug: slugify(en) },
  ]
}

function pictureFor(category: string, media: ShopMedia): number[] {
  const map: Record<string, number[]> = {
    paketi: [media.living.id, media.bedroom.id, media.kitchen.id],
    boravak: [media.living.id, media.building.id],
    spavaca: [media.bedroom.id, media.living.id],
    kuhinje: [media.kitchen.id, media.living.id],
    pametni: [media.smartKit.id, media.living.id],
    rasvjeta: [media.living.id, media.kitchen.id],
    terasa: [media.building.id, media.living.id],
    parking: [media.parking.id, media.building.id],
  }
  return map[category] ?? [media.building.id]
}

/**
 * The demo shop of "Vrtovi Save": interior packages, furniture, smart-home kits, parking spaces
 * (reserved as bundles), a buyer's guide as an eProduct; every filter type and all four formats.
 */
export async function seedShop(db: Db, input: { siteId: number; mediaDir: string }): Promise<void> {
  const media = await seedShopMedia(db, input)
  const { siteId } = input
  await db.transaction(async (tx) => {
    const attr: Record<string, { id: number; valueIds: number[] }> = {}
    for (const [position, data] of attributeData.entries()) attr[data.code] = await createAttribute(tx, { ...data, siteId, position })
    const cat: Record<string, number> = {}
    for (const [position, data] of categoryData.entries()) {
      cat[data.key] = await createCategory(tx, {
        siteId,
        parentId: data.parent ? cat[data.parent] : null,
        position,
        mediaId: pictureFor(data.key, media)[0],
        translations: [
          { locale: 'hr', name: data.name.hr },
          { locale: 'en', name: data.name.en ?? data.name.hr },
          { locale: 'de', name: data.name.de ?? data.name.hr },
        ],
        attributeIds: data.attributes.map((code) => attr[code]!.id),
      })
    }
    const pick = (code: string, n: number) => attr[code]!.valueIds[n % attr[code]!.valueIds.length]!
    const now = Date.now()
    let n = 0
    const created: Record<string, number> = {}
    for (const [key, list] of Object.entries(productNames)) {
      for (const [hr, en] of list) {
        n++
        const base = (key === 'parking' ? 1_200_000 : key === 'paketi' ? 450_000 : 9_900) + ((n * 7919) % 90) * (key === 'paketi' ? 10_000 : 2_500)
        const attributes = [
          { attributeId: attr.boja!.id, valueIds: [pick('boja', n)] },
          { attributeId: attr.materijal!.id, valueIds: [pick('materijal', n), pick('materijal', n + 2)] },
          { attributeId: attr.stil!.id, valueIds: [pick('stil', n)] },
          { attributeId: attr.velicina!.id, valueIds: [pick('velicina', n)] },
          { attributeId: attr.povrsina!.id, number: key === 'parking' ? 12 + (n % 4) : 20 + ((n * 13) % 70) },
          { attributeId: attr.jamstvo!.id, number: 1 + (n % 5) },
          { attributeId: attr.pametno!.id, valueIds: [pick('pametno', key === 'pametni' ? 0 : n)] },
          { attributeId: attr['dostupno-od']!.id, date: new Date(Date.UTC(2026, n % 12, 1 + (n % 27))) },
          { attributeId: attr['termin-montaze']!.id, date: new Date(Date.UTC(2026, 11, 1 + (n % 20), 8 + (n % 9), 0)) },
        ]
        const id = await createProduct(tx, {
          siteId,
          sku: `VS-${key.slice(0, 3).toUpperCase()}-${String(n).padStart(3, '0')}`,
          price: base,
          retailPrice: base,
          stockQuantity: key === 'parking' ? 1 : n % 9 === 0 ? 2 : 3 + (n % 20),
          infiniteQuantity: key === 'pametni' && n % 3 === 0,
          featured: n % 6 === 1,
          categoryPriority: n % 10,
          rating: 3 + (n % 3) * 0.5,
          mediaIds: pictureFor(key, media),
          categoryIds: [cat[key]!],
          attributes,
          translations: names(hr, en, `${hr} — odabrano za stanove Vrtova Save. Isporuka i montaža po dogovoru.`),
          createdAt: new Date(now - (120 - n) * DAY),
        }, deferred)
        created[slugify(hr)] = id
        // A recent discount on every fourth product, after a short higher price (Omnibus history).
        if (n % 4 === 0) {
          await setProductPrice(tx, { productId: id, price: Math.round(base * 1.1), at: new Date(now - 25 * DAY) })
          await setProductPrice(tx, { productId: id, price: Math.round(base * 0.8), retailPrice: base, at: new Date(now - 5 * DAY) })
        }
      }
    }
    await seedSpecialFormats(tx, { siteId, media, cat, attr, created })
    // One set-based index pass for the whole shop instead of one per product.
    const all = await tx.select({ id: products.id }).from(products).where(eq(products.siteId, siteId))
    await syncProductIndex(tx, all.map((p) => p.id))
    await refreshCategoryFacets(tx, null)
  })
}

interface FormatSeedInput {
  siteId: number
  media: ShopMedia
  cat: Record<string, number>
  attr: Record<string, { id: number; valueIds: number[] }>
  created: Record<string, number>
}

/** Configurable products with variants, parking bundles, eProducts, custom options, cross-sells and tags. */
async function seedSpecialFormats(db: Db, input: FormatSeedInput): Promise<void> {
  const { siteId, media, cat, attr, created } = input
  const configurable = async (hr: string, en: string, slug: string, category: string, price: number, variantAttrs: string[]) => {
    const id = await createProduct(db, {
      siteId,
      sku: `VS-CFG-${slug.slice(0, 12).toUpperCase()}`,
      format: 'configurable',
      price,
      infiniteQuantity: true,
      featured: true,
      mediaIds: pictureFor(category, media),
      categoryIds: [cat[category]!],
      translations: [{ locale: 'hr', name: hr, slug, description: `${hr}: odaberite izvedbu.` }, { locale: 'en', name: en }, { locale: 'de', name: en }],
      attributes: [{ attributeId: attr.stil!.id, valueIds: [attr.stil!.valueIds[1]!] }],
    }, deferred)
    const [first, second] = variantAttrs
    const firstValues = attr[first!]!.valueIds.slice(0, 3)
    const secondValues = second ? attr[second]!.valueIds.slice(1, 3) : [0]
    for (const [position, code] of variantAttrs.entries()) {
      await db.insert(productVariantAttributes).values({ productId: id, attributeId: attr[code]!.id, defaultValueId: attr[code]!.valueIds[position === 0 ? 0 : 1], position })
    }
    let v = 0
    for (const a of firstValues) {
      for (const b of secondValues) {
        v++
        await createProduct(db, {
          siteId,
          sku: `VS-CFG-${slug.slice(0, 12).toUpperCase()}-${v}`,
          parentId: id,
          price: price + v * 2_000,
          stockQuantity: 5 + v,
          mediaIds: pictureFor(category, media),
          translations: [{ locale: 'hr', name: `${hr} (${v})`, slug: `${slug}-${v}` }],
          attributes: [{ attributeId: attr[first!]!.id, valueIds: [a] }, ...(second ? [{ attributeId: attr[second]!.id, valueIds: [b] }] : [])],
        }, deferred)
      }
    }
    return id
  }
  const sofa = await configurable('Modularna sofa Sava', 'Sava modular sofa', 'modularna-sofa-sava', 'boravak', 129_900, ['boja', 'velicina'])
  // §9: the two configurable service products whose stock is not corrected.
  const assembly = await configurable('Usluga montaže', 'Assembly service', 'usluga-montaze', 'vodici', 4_900, ['velicina'])
  const design = await configurable('Usluga dizajna interijera', 'Interior design service', 'usluga-dizajna-interijera', 'vodici', 19_900, ['stil'])
  await db.insert(productCustomOptions).values([
    { productId: assembly, type: 'text', label: { hr: 'Napomena za montera', en: 'Note for the fitter' }, position: 0 },
    { productId: assembly, type: 'number', label: { hr: 'Broj komada namještaja', en: 'Number of pieces' }, isRequired: true, position: 1 },
    { productId: design, type: 'number', label: { hr: 'Površina stana (m²)', en: 'Flat area (m²)' }, isRequired: true, position: 0 },
  ])
  const bundle = async (hr: string, en: string, parts: string[], price: number) => {
    const id = await createProduct(db, {
      siteId,
      sku: `VS-BND-${slugify(en).slice(-14).toUpperCase()}`,
      format: 'bundle',
      price,
      retailPrice: Math.round(price * 1.08),
      stockQuantity: 1,
      featured: true,
      mediaIds: [media.parking.id, media.building.id],
      categoryIds: [cat.parking!],
      translations: names(hr, en, `${hr}: rezervacija u paketu, povoljnije nego zasebno.`),
      attributes: [{ attributeId: attr.povrsina!.id, number: 18 }],
    }, deferred)
    await db.insert(productBundleItems).values(parts.map((part, position) => ({ bundleId: id, productId: created[part]!, quantity: 1, position })))
    return id
  }
  await bundle('Rezervacija: parkirno mjesto i spremište', 'Reservation: parking space and storage', ['parkirno-mjesto-p-1', 'spremiste-uz-garazu'], 1_590_000)
  await bundle('Rezervacija: parkirno mjesto s punionicom', 'Reservation: parking space with charger', ['parkirno-mjesto-p-2', 'punionica-za-elektricni-automobil'], 1_720_000)
  const guide = await createProduct(db, {
    siteId,
    sku: 'VS-E-VODIC',
    format: 'eProduct',
    price: 0,
    infiniteQuantity: true,
    featured: true,
    mediaIds: [media.guide.id],
    categoryIds: [cat.vodici!],
    translations: names('Vodič za kupce: Stanovi u Vrtovima Save', "Buyer's guide: flats in Vrtovi Save", 'Digitalni vodič (PDF): financiranje, porezi, primopredaja stana.'),
  }, deferred)
  await createProduct(db, {
    siteId,
    sku: 'VS-E-KATALOG',
    format: 'eProduct',
    price: 990,
    infiniteQuantity: true,
    mediaIds: [media.guide.id],
    categoryIds: [cat.vodici!],
    translations: names('Digitalni katalog opremanja', 'Digital furnishing catalogue', 'Katalog svih paketa opremanja s tlocrtima.'),
  }, deferred)
  await db.insert(productCrossSells).values([
    { productId: sofa, crossSellId: created['stolic-za-kavu-korana']!, position: 0 },
    { productId: sofa, crossSellId: created['tepih-neretva']!, position: 1 },
    { productId: sofa, crossSellId: assembly, position: 2 },
    { productId: guide, crossSellId: design, position: 0 },
  ])
  const [tag] = await db.insert(productTags).values({ siteId, slug: 'novo', label: { hr: 'Novo', en: 'New', de: 'Neu' } }).returning()
  await db.insert(productTagLinks).values([sofa, guide].map((productId) => ({ productId, tagId: tag!.id })))
}
