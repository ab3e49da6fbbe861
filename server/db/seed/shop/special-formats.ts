import { variantDisplayName } from '../../../../common/catalog/product-name'
import { locales, type Locale } from '../../../../common/i18n/locales'
import { slugify } from '../../../../common/text/slug'
import { createProduct, setProductPrice } from '../../../catalog/catalog-write'
import type { Db } from '../../client'
import { productBundleItems, productCrossSells, productCustomOptions, productTagLinks, productTags, productVariantAttributes } from '../../schema'
import { attributeData, specialDescriptions, specialNames, type ProductNames } from './catalog-data'
import { attributeInputs, pictureColour, type AttributeIndex } from './demo-attributes'
import type { AttributeSpec } from './demo-product'
import { demoProducts, translations } from './demo-catalogue'
import type { ProductKind, ProductView } from './product-art'
import type { PictureRequest } from './shop-media'

const DAY = 24 * 60 * 60 * 1000
const deferred = { deferIndex: true }

/** The variants of each configurable product: the attribute codes and the option keys they combine. */
const variantPlans = {
  sofa: { codes: ['boja', 'velicina'], first: ['bijela', 'siva', 'antracit'], second: ['m', 'l'] },
  assembly: { codes: ['velicina'], first: ['s', 'm', 'l'], second: [] },
  design: { codes: ['stil'], first: ['skandinavski', 'moderni', 'mediteranski'], second: [] },
} as const

type Configurable = keyof typeof variantPlans

const configurableArt: Record<Configurable, { kind: ProductKind; colour: string }> = {
  sofa: { kind: 'sofa', colour: pictureColour({ boja: 'plava' }) },
  assembly: { kind: 'assembly', colour: '#2a7d6f' },
  design: { kind: 'design', colour: '#c0603a' },
}

const designColours: Record<string, string> = { skandinavski: '#b08968', moderni: '#8d99ae', mediteranski: '#1d3557' }

/** Every variant as [first key, second key or null], in the order their SKUs number them. */
function combinations(plan: (typeof variantPlans)[Configurable]): [string, string | null][] {
  return plan.first.flatMap((a) => (plan.second.length ? plan.second.map((b): [string, string | null] => [a, b]) : [[a, null] as [string, string | null]]))
}

export interface SpecialGalleries {
  sofa: number[]
  assembly: number[]
  design: number[]
  variants: Record<Configurable, number[][]>
  parkingAndStorage: number[]
  parkingWithCharger: number[]
  guide: number[]
  catalogue: number[]
}

/** The pictures of the special-format products, drawn with the rest; `read` names the ids it gets back. */
export function specialPictures(): { requests: PictureRequest[]; read: (ids: number[][]) => SpecialGalleries } {
  const two: ProductView[] = ['front', 'room']
  const requests: PictureRequest[] = []
  const add = (request: Omit<PictureRequest, 'seed'>) => requests.push({ ...request, seed: 7_001 + requests.length * 53 })
  for (const key of Object.keys(variantPlans) as Configurable[]) {
    add({ ...configurableArt[key], views: ['front', 'room', 'detail'], title: specialNames[key].hr })
    for (const [a, b] of combinations(variantPlans[key])) {
      const colour = key === 'sofa' ? pictureColour({ boja: a }) : key === 'design' ? designColours[a]! : configurableArt[key].colour
      add({ kind: configurableArt[key].kind, colour, views: ['front'], title: `${specialNames[key].hr} ${[a, b].filter(Boolean).join(' ').toUpperCase()}` })
    }
  }
  add({ kind: 'parkingSpace', colour: '#9aa5b1', views: two, title: specialNames.parkingAndStorage.hr })
  add({ kind: 'evCharger', colour: '#2a7d6f', views: two, title: specialNames.parkingWithCharger.hr })
  add({ kind: 'guide', colour: '#1d3557', views: two, title: specialNames.guide.hr })
  add({ kind: 'catalogue', colour: '#b08968', views: two, title: specialNames.catalogue.hr })
  const read = (ids: number[][]): SpecialGalleries => {
    let next = 0
    const take = () => ids[next++]!
    const configurable = (key: Configurable) => ({ main: take(), variants: combinations(variantPlans[key]).map(() => take()) })
    const sofa = configurable('sofa')
    const assembly = configurable('assembly')
    const design = configurable('design')
    return {
      sofa: sofa.main,
      assembly: assembly.main,
      design: design.main,
      variants: { sofa: sofa.variants, assembly: assembly.variants, design: design.variants },
      parkingAndStorage: take(),
      parkingWithCharger: take(),
      guide: take(),
      catalogue: take(),
    }
  }
  return { requests, read }
}

interface FormatSeedInput {
  siteId: number
  galleries: SpecialGalleries
  cat: Record<string, number>
  attr: AttributeIndex
  created: Record<string, number>
}

/** An option value's label in every language, by its attribute's code and its key. */
function valueLabel(code: string, key: string): Record<Locale, string> {
  const data = attributeData.find((attribute) => attribute.code === code)
  const label = data?.values?.find((value) => value.key === key)?.label
  if (!label) throw new Error(`no value ${key} of attribute ${code}`)
  return label
}

/** The price of a demo product by its Croatian slug. */
function priceOf(slug: string): number {
  const product = demoProducts.find((candidate) => slugify(candidate.name.hr) === slug)
  if (!product) throw new Error(`no demo product ${slug}`)
  return product.price
}

/** Configurable products with variants, parking bundles, eProducts, custom options, cross-sells and tags. */
export async function seedSpecialFormats(db: Db, input: FormatSeedInput): Promise<void> {
  const { siteId, galleries, cat, attr, created } = input
  const configurable = async (key: Configurable, category: string, price: number, spec: AttributeSpec) => {
    const names = specialNames[key]
    const plan = variantPlans[key]
    const slug = slugify(names.hr)
    const id = await createProduct(db, {
      siteId,
      sku: `VS-CFG-${slug.slice(0, 12).toUpperCase()}`,
      format: 'configurable',
      price,
      infiniteQuantity: true,
      featured: true,
      mediaIds: galleries[key],
      categoryIds: [cat[category]!],
      translations: translations(names, specialDescriptions[key]),
      attributes: attributeInputs(spec, category, attr),
    }, deferred)
    for (const [position, code] of plan.codes.entries()) {
      const defaultKey = position === 0 ? plan.first[0] : plan.second[0]
      await db.insert(productVariantAttributes).values({ productId: id, attributeId: attr[code]!.id, defaultValueId: attr[code]!.values[defaultKey!]!, position })
    }
    for (const [index, [a, b]] of combinations(plan).entries()) {
      const v = index + 1
      const chosen: [string, string][] = [[plan.codes[0]!, a], ...(b && plan.codes[1] ? [[plan.codes[1], b] as [string, string]] : [])]
      const labels = chosen.map(([code, value]) => valueLabel(code, value))
      // Named as people read a variant (ADR 042), in each language, with slugs of their own.
      const variantNames = Object.fromEntries(locales.map((locale) => [locale, variantDisplayName(names[locale], labels.map((label) => label[locale]))])) as ProductNames
      await createProduct(db, {
        siteId,
        sku: `VS-CFG-${slug.slice(0, 12).toUpperCase()}-${v}`,
        parentId: id,
        // The first variant costs what the product's "from" price says; each larger one a little more.
        price: price + (v - 1) * 2_000,
        stockQuantity: 5 + v,
        mediaIds: [...galleries.variants[key][index]!, ...galleries[key].slice(1)],
        translations: locales.map((locale) => ({ locale, name: variantNames[locale], slug: `${slugify(names[locale], { locale })}-${v}` })),
        attributes: attributeInputs(Object.fromEntries(chosen), category, attr),
      }, deferred)
    }
    return id
  }
  const sofa = await configurable('sofa', 'boravak', 129_900, { materijal: ['tkanina', 'drvo'], stil: 'moderni', 'zavrsna-obrada': 'prirodno', dubina: 95, visina: 80, jamstvo: 5 })
  // §9: the two configurable service products whose stock is not corrected.
  const assembly = await configurable('assembly', 'vodici', 4_900, { trajanje: 3, 'termin-montaze': new Date(Date.UTC(2026, 11, 7, 8)) })
  const design = await configurable('design', 'vodici', 19_900, { trajanje: 4 })
  await db.insert(productCustomOptions).values([
    { productId: assembly, type: 'text', label: { hr: 'Napomena za montera', en: 'Note for the fitter', de: 'Hinweis für den Monteur' }, position: 0 },
    { productId: assembly, type: 'number', label: { hr: 'Broj komada namještaja', en: 'Number of pieces', de: 'Anzahl der Möbelstücke' }, isRequired: true, position: 1 },
    { productId: design, type: 'number', label: { hr: 'Površina stana (m²)', en: 'Flat area (m²)', de: 'Wohnfläche (m²)' }, isRequired: true, position: 0 },
  ])
  const bundle = async (key: 'parkingAndStorage' | 'parkingWithCharger', parts: string[], spec: AttributeSpec) => {
    const names = specialNames[key]
    const partsTotal = parts.reduce((sum, part) => sum + priceOf(part), 0)
    // Cheaper than its parts from the start, and reduced again ten days ago (a real reduction, ADR 046).
    const before = Math.round((partsTotal * 0.97) / 10_000) * 10_000
    const price = Math.round((partsTotal * 0.93) / 10_000) * 10_000
    const id = await createProduct(db, {
      siteId,
      sku: `VS-BND-${slugify(names.en).slice(-14).toUpperCase()}`,
      format: 'bundle',
      price: before,
      stockQuantity: 1,
      featured: true,
      mediaIds: galleries[key],
      categoryIds: [cat.parking!],
      translations: translations(names, specialDescriptions[key]),
      attributes: attributeInputs(spec, 'parking', attr),
      createdAt: new Date(Date.now() - 60 * DAY),
    }, deferred)
    await setProductPrice(db, { productId: id, price, retailPrice: before, at: new Date(Date.now() - 10 * DAY) })
    await db.insert(productBundleItems).values(parts.map((part, position) => ({ bundleId: id, productId: created[part]!, quantity: 1, position })))
    return id
  }
  const available = new Date(Date.UTC(2027, 5, 1))
  await bundle('parkingAndStorage', ['parkirno-mjesto-p-1', 'spremiste-uz-garazu'], { povrsina: 19, 'dostupno-od': available })
  await bundle('parkingWithCharger', ['parkirno-mjesto-p-2', 'punionica-za-elektricni-automobil'], { povrsina: 13, 'dostupno-od': available })
  const guide = await createProduct(db, {
    siteId,
    sku: 'VS-E-VODIC',
    format: 'eProduct',
    price: 0,
    infiniteQuantity: true,
    featured: true,
    mediaIds: galleries.guide,
    categoryIds: [cat.vodici!],
    translations: translations(specialNames.guide, specialDescriptions.guide),
  }, deferred)
  await createProduct(db, {
    siteId,
    sku: 'VS-E-KATALOG',
    format: 'eProduct',
    price: 990,
    infiniteQuantity: true,
    mediaIds: galleries.catalogue,
    categoryIds: [cat.vodici!],
    translations: translations(specialNames.catalogue, specialDescriptions.catalogue),
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
