import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { maxApiLimit } from '../../common/catalog/rules'
import type { CategoryView } from '../../common/catalog/types'
import type { Envelope, ListResult } from '../../common/http/envelope'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { createCategory } from './catalog-write'
import { listCategories } from './category-service'

/** Issue 11 §7: category lists load one page of what they show, never the whole catalogue. */
let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>
const roots: number[] = []
const childCount = maxApiLimit + 20

beforeAll(async () => {
  runtime = await createTestRuntime()
  const { db } = runtime.database
  const siteId = runtime.site.id
  for (const name of ['Vrt', 'Kuća']) roots.push(await createCategory(db, { siteId, translations: [{ locale: 'hr', name }] }))
  for (let n = 1; n <= childCount; n += 1) {
    await createCategory(db, { siteId, parentId: roots[n % 2], position: n, translations: [{ locale: 'hr', name: `Podkategorija ${n}` }] })
  }
  app = createTestApp(runtime)
}, 120_000)
afterAll(() => runtime.dispose())

const filter = async (body: unknown) => {
  const response = await app.request('/api/v1/product/web/category/filter', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, data: (await readJson<Envelope<ListResult<CategoryView & { children?: CategoryView[] }>>>(response)).data }
}

describe('category lists', () => {
  it('the shop list loads only the top level', async () => {
    const { records, pagination } = await listCategories(runtime.database.db, { siteId: runtime.site.id, locale: 'hr', parentId: null })
    expect(records.map((r) => r.id)).toEqual(roots)
    expect(pagination.total).toBe(roots.length)
  })

  it('web/category/filter pages on the server with at most the API page size', async () => {
    const first = await filter({})
    expect(first.status).toBe(200)
    expect(first.data?.records).toHaveLength(maxApiLimit)
    const total = roots.length + childCount
    expect(first.data?.pagination).toEqual({ page: 1, perPage: maxApiLimit, limit: maxApiLimit, total, lastPage: Math.ceil(total / maxApiLimit) })
    const second = await filter({ page: 2, limit: 1000 })
    expect(second.data?.records).toHaveLength(total - maxApiLimit)
    const ids = [...first.data!.records, ...second.data!.records].map((r) => r.id)
    expect(new Set(ids).size).toBe(total)
  })

  it('pages the children of one category and sorts by name in the database', async () => {
    const page = await filter({ filters: [{ key: 'parent', value: roots[0] }], limit: 10, sort: { param: 'name', order: 'desc' } })
    expect(page.data?.records).toHaveLength(10)
    expect(page.data?.records.every((r) => r.parentId === roots[0])).toBe(true)
    expect(page.data?.pagination.total).toBe(childCount / 2)
    const names = page.data!.records.map((r) => r.name)
    expect(names).toEqual([...names].sort().reverse())
  })

  it('a tree pages its top level and carries each listed category\'s subtree', async () => {
    const tree = await filter({ tree: true, limit: 1 })
    expect(tree.data?.records.map((r) => r.id)).toEqual([roots[0]])
    expect(tree.data?.records[0]?.children).toHaveLength(childCount / 2)
    expect(tree.data?.pagination).toEqual({ page: 1, perPage: 1, limit: 1, total: roots.length, lastPage: roots.length })
  })
})
