import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditActor } from '../audit/audit-log'
import { products, users } from '../db/schema'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { productNavigation } from './catalog-service'
import { deleteAttributeValue, saveAttribute, saveAttributeValue, setAttributeCategories } from './attribute-admin'
import { createAttribute, createCategory, createProduct, setProductArchived, setProductAttribute } from './catalog-write'
import { updateCategory } from './category-edit-service'
import { naiveFacetCounts, type NaiveFacetState } from './naive-facet-counts'
import { getEditableProduct, updateProduct } from './product-edit-service'

/**
 * ADR 024: the filtered and unfiltered counts of a category page come from `category_products` and
 * `category_facets`, which every catalogue write keeps in its own transaction. After each kind of
 * write they must equal a naive GROUP BY over the normalised tables, for several filter states.
 */
let runtime: TestRuntime
let actor: AuditActor
const ids = { roots: [] as number[], leaves: [] as number[], products: [] as number[] }
const attr = { colour: { id: 0, valueIds: [] as number[] }, material: { id: 0, valueIds: [] as number[] }, area: 0 }
const label = (hr: string) => ({ hr })

beforeAll(async () => {
  runtime = await createTestRuntime()
  const { db } = runtime.database
  const siteId = runtime.site.id
  const [user] = await db.insert(users).values({ email: 'urednik@example.hr', verifiedAt: new Date() }).returning()
  actor = { id: user!.id, email: user!.email }
  attr.colour = await createAttribute(db, { siteId, code: 'boja', type: 'multiSelect', label: label('Boja'), values: ['Bijela', 'Siva', 'Crna'].map((n) => ({ label: label(n) })) })
  attr.material = await createAttribute(db, { siteId, code: 'materijal', type: 'multiSelect', label: label('Materijal'), values: ['Hrast', 'Bukva', 'Metal'].map((n) => ({ label: label(n) })) })
  attr.area = (await createAttribute(db, { siteId, code: 'povrsina', type: 'number', label: label('Površina') })).id
  const attributeIds = [attr.colour.id, attr.material.id, attr.area]
  for (const root of ['Namještaj', 'Rasvjeta']) {
    const rootId = await createCategory(db, { siteId, translations: [{ locale: 'hr', name: root }], attributeIds })
    ids.roots.push(rootId)
    ids.leaves.push(await createCategory(db, { siteId, parentId: rootId, translations: [{ locale: 'hr', name: `${root} — odabrano` }], attributeIds }))
  }
  for (let n = 0; n < 12; n++) {
    ids.products.push(
      await createProduct(db, {
        siteId,
        sku: `FC-${n}`,
        price: 1000 + n,
        translations: [{ locale: 'hr', name: `Proizvod ${n}` }],
        categoryIds: [ids.leaves[n % 2]!],
        attributes: [
          { attributeId: attr.colour.id, valueIds: [attr.colour.valueIds[n % 3]!] },
          { attributeId: attr.material.id, valueIds: n % 4 === 0 ? attr.material.valueIds.slice(0, 2) : [attr.material.valueIds[n % 3]!] },
          { attributeId: attr.area, number: 10 + n * 5 },
        ],
      }),
    )
  }
})
afterAll(() => runtime.dispose())

function states(): NaiveFacetState[] {
  const [white, grey] = attr.colour.valueIds
  const [oak, beech] = attr.material.valueIds
  return [...ids.roots, ...ids.leaves].flatMap((categoryId) => [
    { categoryId, valueGroups: [], ranges: [] },
    { categoryId, valueGroups: [{ attributeId: attr.colour.id, valueIds: [white!] }], ranges: [] },
    { categoryId, valueGroups: [{ attributeId: attr.colour.id, valueIds: [white!, grey!] }, { attributeId: attr.material.id, valueIds: [oak!, beech!] }], ranges: [] },
    { categoryId, valueGroups: [{ attributeId: attr.material.id, valueIds: [oak!] }], ranges: [{ attributeId: attr.area, min: 20, max: 50 }] },
  ])
}

/** The counts the shop shows (0 left out, as the panel leaves out values without products). */
async function shopCounts(state: NaiveFacetState): Promise<Map<number, number>> {
  const codes = new Map([[attr.colour.id, 'boja'], [attr.material.id, 'materijal']])
  const filters = [
    ...state.valueGroups.map((group) => ({ key: codes.get(group.attributeId)!, value: group.valueIds })),
    ...state.ranges.map((range) => ({ key: 'povrsina', value: { min: range.min, max: range.max } })),
  ]
  const panel = await productNavigation(runtime.database.db, { siteId: runtime.site.id, locale: 'hr' }, { mainCategory: state.categoryId, filters })
  return new Map(panel.flatMap((filter) => filter.values.filter((v) => v.totalProducts > 0).map((v) => [v.id, v.totalProducts] as const)))
}

async function expectExactCounts(after: string) {
  let nonEmpty = 0
  for (const state of states()) {
    const expected = await naiveFacetCounts(runtime.database.db, state)
    if (expected.size > 0) nonEmpty++
    expect(await shopCounts(state), `${after}: ${JSON.stringify(state)}`).toEqual(expected)
  }
  // The states must really count something, or equality would prove nothing.
  expect(nonEmpty).toBeGreaterThan(8)
}

describe('facet counts stay equal to a naive GROUP BY after every catalogue write', () => {
  it('after creating products', async () => {
    await expectExactCounts('create')
  })

  it('after an attribute change and archiving', async () => {
    const { db } = runtime.database
    await setProductAttribute(db, { productId: ids.products[1]!, attributeId: attr.colour.id, valueIds: attr.colour.valueIds.slice(0, 2) })
    await setProductAttribute(db, { productId: ids.products[2]!, attributeId: attr.area, number: 35 })
    await db.transaction((tx) => setProductArchived(tx, { productId: ids.products[3]!, archived: true }))
    await expectExactCounts('attribute + archive')
  })

  it('after an editor save that moves a product to other categories', async () => {
    const { db } = runtime.database
    const siteId = runtime.site.id
    const product = (await getEditableProduct(db, { siteId, productId: ids.products[4]! }))!
    const [row] = await db.select({ updatedAt: products.updatedAt }).from(products).where(eq(products.id, product.id))
    await updateProduct(db, {
      siteId,
      productId: product.id,
      actor,
      change: {
        version: row!.updatedAt.toISOString(),
        translations: { hr: { name: 'Proizvod 4 premješten', description: '' } },
        price: 2000,
        retailPrice: 2000,
        membershipPrice: null,
        stockQuantity: 3,
        infiniteQuantity: false,
        featured: false,
        mediaIds: [],
        categoryIds: [ids.leaves[1]!, ids.roots[0]!],
      },
    })
    await expectExactCounts('editor save')
  })

  it('after a category moves to another parent', async () => {
    await updateCategory(runtime.database.db, {
      siteId: runtime.site.id,
      categoryId: ids.leaves[0]!,
      actor,
      names: { hr: 'Namještaj — odabrano' },
      parentId: ids.roots[1]!,
      position: 0,
    })
    await expectExactCounts('category move')
  })

  it('after the admin edits attributes and values (rename, type, new and deleted values, categories)', async () => {
    const { db } = runtime.database
    const siteId = runtime.site.id
    const material = { code: 'materijal', type: 'textSwatch' as const, label: { hr: 'Materijal drva' }, isFilterable: true, position: 1 }
    await saveAttribute(db, { siteId, actor, id: attr.material.id, attribute: material })
    await saveAttributeValue(db, { siteId, actor, attributeId: attr.colour.id, valueId: attr.colour.valueIds[0]!, value: { label: { hr: 'Snježno bijela' }, value: '#fff', position: 3 } })
    const added = await saveAttributeValue(db, { siteId, actor, attributeId: attr.colour.id, value: { label: { hr: 'Zelena' }, value: '', position: 4 } })
    const green = added.values.find((v) => v.label.hr === 'Zelena')!
    await deleteAttributeValue(db, { siteId, actor, attributeId: attr.colour.id, valueId: green.id })
    await expect(deleteAttributeValue(db, { siteId, actor, attributeId: attr.colour.id, valueId: attr.colour.valueIds[1]! })).rejects.toMatchObject({ status: 409 })
    await setAttributeCategories(db, { siteId, actor, attributeId: attr.material.id, change: { categoryIds: [ids.roots[0]!, ids.leaves[1]!] } })
    await setAttributeCategories(db, { siteId, actor, attributeId: attr.material.id, change: { categoryIds: [...ids.roots, ...ids.leaves] } })
    await expectExactCounts('admin attribute edits')
  })
})
