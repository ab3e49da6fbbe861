import type { Db } from '../db/client'
import { createAttribute, createCategory, createProduct } from './catalog-write'

/**
 * A small catalogue for tests that need the shop's code paths but not the demo's hundred products:
 * one category with a filter of each kind (range, options, yes/no) and three products in it.
 */
export async function seedCatalogueFixture(db: Db, siteId: number): Promise<{ categoryId: number; productIds: number[] }> {
  const label = (hr: string) => ({ hr, en: hr, de: hr })
  const area = await createAttribute(db, { siteId, code: 'povrsina', type: 'number', label: label('Površina'), units: { hr: 'm²' } })
  const colour = await createAttribute(db, {
    siteId,
    code: 'boja',
    type: 'multiSelect',
    label: label('Boja'),
    values: [{ label: label('Bijela') }, { label: label('Siva') }],
  })
  const smart = await createAttribute(db, { siteId, code: 'pametno', type: 'yesNo', label: label('Pametno') })
  const categoryId = await createCategory(db, {
    siteId,
    translations: [
      { locale: 'hr', name: 'Dnevni boravak', slug: 'dnevni-boravak' },
      { locale: 'en', name: 'Living room', slug: 'living-room' },
      { locale: 'de', name: 'Wohnzimmer', slug: 'wohnzimmer' },
    ],
    attributeIds: [area.id, colour.id, smart.id],
  })
  const productIds: number[] = []
  for (const [n, name] of ['Sofa Sava', 'Fotelja Sava', 'Stolić Sava'].entries()) {
    productIds.push(
      await createProduct(db, {
        siteId,
        sku: `FX-${n}`,
        price: 10_000 * (n + 1),
        stockQuantity: 5,
        featured: n === 0,
        categoryIds: [categoryId],
        translations: [
          { locale: 'hr', name },
          { locale: 'en', name: `${name} EN` },
          { locale: 'de', name: `${name} DE` },
        ],
        attributes: [
          { attributeId: area.id, number: 20 + n },
          { attributeId: colour.id, valueIds: [colour.valueIds[n % 2]!] },
          { attributeId: smart.id, valueIds: [smart.valueIds[0]!] },
        ],
      }),
    )
  }
  return { categoryId, productIds }
}
