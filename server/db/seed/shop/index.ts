import { variantDisplayName } from '../../../../common/catalog/product-name'
import type { MediaTarget } from '../../../media/media-storage'
import { locales, type Locale } from '../../../../common/i18n/locales'
import { slugify } from '../../../../common/text/slug'
import { eq } from 'drizzle-orm'
import { refreshCategoryFacets, syncProductIndex } from '../../../catalog/catalog-index'
import { createAttribute, createCategory, createProduct, setProductPrice, type TranslationInput } from '../../../catalog/catalog-write'
import type { Db } from '../../client'
import { productBundleItems, products, productCrossSells, productCustomOptions, productTagLinks, productTags, productVariantAttributes } from '../../schema'
import { attributeData, categoryData, descriptions, productNames, specialNames, type Describe, type ProductNames } from './catalog-data'
import { seedShopMedia, type ShopMedia } from './shop-media'

const DAY = 24 * 60 * 60 * 1000
const deferred = { deferIndex: true }

/**
 * A demo product's name in every language, and its description made from the name by `describe`
 * (one sentence per language), so a German page reads German and an English one English.
 */
function translations(names: ProductNames, describe: Describe): TranslationInput[] {
  return locales.map((locale) => ({ locale, name: names[locale], description: describe[locale](names[locale]) }))
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
export async function seedShop(db: Db, input: MediaTarget & { siteId: number }): Promise<void> {
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
        translations: locales.map((locale) => ({ locale, name: data.name[locale] ?? data.name.hr })),
        attributeIds: data.attributes.map((code) => attr[code]!.id),
        kpdCode: data.kpdCode ?? null,
      })
    }
    const pick = (code: string, n: number) => attr[code]!.valueIds[n % attr[code]!.valueIds.length]!
    const now = Date.now()
    let n = 0
    const created: Record<string, number> = {}
    for (const [key, list] of Object.entries(productNames)) {
      for (const [hr, en, de] of list) {
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
          translations: translations({ hr, en, de }, descriptions.product),
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

/** An option value's label in every language, by its attribute's code and its place in the list. */
function valueLabel(code: string, index: number): Record<Locale, string> {
  const label = attributeData.find((data) => data.code === code)?.values?.[index]?.label
  if (!label) throw new Error(`no value ${index} of attribute ${code}`)
  return { hr: label.hr, en: label.en ?? label.hr, de: label.de ?? label.hr }
}

/** Configurable products with variants, parking bundles, eProducts, custom options, cross-sells and tags. */
async function seedSpecialFormats(db: Db, input: FormatSeedInput): Promise<void> {
  const { siteId, media, cat, attr, created } = input
  const configurable = async (names: ProductNames, category: string, price: number, variantAttrs: string[]) => {
    const slug = slugify(names.hr)
    const id = await createProduct(db, {
      siteId,
      sku: `VS-CFG-${slug.slice(0, 12).toUpperCase()}`,
      format: 'configurable',
      price,
      infiniteQuantity: true,
      featured: true,
      mediaIds: pictureFor(category, media),
      categoryIds: [cat[category]!],
      translations: translations(names, descriptions.configurable),
      attributes: [{ attributeId: attr.stil!.id, valueIds: [attr.stil!.valueIds[1]!] }],
    }, deferred)
    const [first, second] = variantAttrs
    const firstValues = [0, 1, 2]
    const secondValues = second ? [1, 2] : [null]
    for (const [position, code] of variantAttrs.entries()) {
      await db.insert(productVariantAttributes).values({ productId: id, attributeId: attr[code]!.id, defaultValueId: attr[code]!.valueIds[position === 0 ? 0 : 1], position })
    }
    let v = 0
    for (const a of firstValues) {
      for (const b of secondValues) {
        v++
        const labels = [valueLabel(first!, a), ...(second && b !== null ? [valueLabel(second, b)] : [])]
        // Named as people read a variant (ADR 042), in each language, with slugs of their own.
        const variantNames = Object.fromEntries(locales.map((locale) => [locale, variantDisplayName(names[locale], labels.map((label) => label[locale]))])) as ProductNames
        await createProduct(db, {
          siteId,
          sku: `VS-CFG-${slug.slice(0, 12).toUpperCase()}-${v}`,
          parentId: id,
          price: price + v * 2_000,
          stockQuantity: 5 + v,
          mediaIds: pictureFor(category, media),
          translations: locales.map((locale) => ({ locale, name: variantNames[locale], slug: `${slugify(names[locale], { locale })}-${v}` })),
          attributes: [
            { attributeId: attr[first!]!.id, valueIds: [attr[first!]!.valueIds[a]!] },
            ...(second && b !== null ? [{ attributeId: attr[second]!.id, valueIds: [attr[second]!.valueIds[b]!] }] : []),
          ],
        }, deferred)
      }
    }
    return id
  }
  const sofa = await configurable(specialNames.sofa, 'boravak', 129_900, ['boja', 'velicina'])
  // §9: the two configurable service products whose stock is not corrected.
  const assembly = await configurable(specialNames.assembly, 'vodici', 4_900, ['velicina'])
  const design = await configurable(specialNames.design, 'vodici', 19_900, ['stil'])
  await db.insert(productCustomOptions).values([
    { productId: assembly, type: 'text', label: { hr: 'Napomena za montera', en: 'Note for the fitter', de: 'Hinweis für den Monteur' }, position: 0 },
    { productId: assembly, type: 'number', label: { hr: 'Broj komada namještaja', en: 'Number of pieces', de: 'Anzahl der Möbelstücke' }, isRequired: true, position: 1 },
    { productId: design, type: 'number', label: { hr: 'Površina stana (m²)', en: 'Flat area (m²)', de: 'Wohnfläche (m²)' }, isRequired: true, position: 0 },
  ])
  const bundle = async (names: ProductNames, parts: string[], price: number) => {
    const id = await createProduct(db, {
      siteId,
      sku: `VS-BND-${slugify(names.en).slice(-14).toUpperCase()}`,
      format: 'bundle',
      price: Math.round(price * 1.08),
      stockQuantity: 1,
      featured: true,
      mediaIds: [media.parking.id, media.building.id],
      categoryIds: [cat.parking!],
      translations: translations(names, descriptions.bundle),
      attributes: [{ attributeId: attr.povrsina!.id, number: 18 }],
      createdAt: new Date(Date.now() - 60 * DAY),
    }, deferred)
    // Reduced ten days ago: the struck-through price is the one it really had before (Omnibus, ADR 046).
    await setProductPrice(db, { productId: id, price, retailPrice: Math.round(price * 1.08), at: new Date(Date.now() - 10 * DAY) })
    await db.insert(productBundleItems).values(parts.map((part, position) => ({ bundleId: id, productId: created[part]!, quantity: 1, position })))
    return id
  }
  await bundle(specialNames.parkingAndStorage, ['parkirno-mjesto-p-1', 'spremiste-uz-garazu'], 1_590_000)
  await bundle(specialNames.parkingWithCharger, ['parkirno-mjesto-p-2', 'punionica-za-elektricni-automobil'], 1_720_000)
  const guide = await createProduct(db, {
    siteId,
    sku: 'VS-E-VODIC',
    format: 'eProduct',
    price: 0,
    infiniteQuantity: true,
    featured: true,
    mediaIds: [media.guide.id],
    categoryIds: [cat.vodici!],
    translations: translations(specialNames.guide, descriptions.guide),
  }, deferred)
  await createProduct(db, {
    siteId,
    sku: 'VS-E-KATALOG',
    format: 'eProduct',
    price: 990,
    infiniteQuantity: true,
    mediaIds: [media.guide.id],
    categoryIds: [cat.vodici!],
    translations: translations(specialNames.catalogue, descriptions.catalogue),
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
