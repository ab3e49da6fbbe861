import { describe, expect, it } from 'vitest'
import type { Db } from '../db/client'
import { localTagVersions } from '../page-cache/tag-versions'
import { pageTags } from '../page-cache/tags'
import type { CategoryPageData } from './category-page'
import { cachedCategoryPage, type CategoryPageKey } from './category-page-cache'

/** Entries belong to a database handle; the cache only uses it as a key. */
const handle = () => ({}) as unknown as Db
const key = (categoryId: number, query = ''): CategoryPageKey => ({ siteId: 1, locale: 'hr', categoryId, searchParams: new URLSearchParams(query) })

/** A load that counts its calls and answers a page of its own each time. */
function counter() {
  let calls = 0
  const load = async () => {
    calls += 1
    return { category: { id: calls } } as unknown as CategoryPageData
  }
  return { load, calls: () => calls }
}

describe('cachedCategoryPage (ADR 033)', () => {
  it('answers from the cache until a purge names one of its tags', async () => {
    const [db, versions, { load, calls }] = [handle(), localTagVersions(), counter()]
    const first = await cachedCategoryPage(db, versions, key(7), load)
    expect(await cachedCategoryPage(db, versions, key(7), load)).toBe(first)
    // Tracking parameters and the order of the query do not make another entry.
    await cachedCategoryPage(db, versions, key(7, 'b=2&a=1'), load)
    expect(await cachedCategoryPage(db, versions, key(7, 'utm_source=x&a=1&b=2'), load)).not.toBe(first)
    expect(calls()).toBe(2)
    await versions.bump([pageTags.category(8), pageTags.product(3), pageTags.layout])
    expect(await cachedCategoryPage(db, versions, key(7), load)).toBe(first)
    for (const tag of [pageTags.catalog, pageTags.category(7), pageTags.site(1), pageTags.all]) {
      await versions.bump([tag])
      const before = calls()
      await cachedCategoryPage(db, versions, key(7), load)
      expect(calls(), tag).toBe(before + 1)
    }
  })

  it('does not keep a load that overlapped a purge', async () => {
    const [db, versions, { load, calls }] = [handle(), localTagVersions(), counter()]
    await cachedCategoryPage(db, versions, key(7), async () => {
      await versions.bump([pageTags.catalog])
      return load()
    })
    await cachedCategoryPage(db, versions, key(7), load)
    expect(calls()).toBe(2)
  })

  it('shares one load between concurrent misses, but not with a request after a purge', async () => {
    const [db, versions, { load, calls }] = [handle(), localTagVersions(), counter()]
    const both = await Promise.all([cachedCategoryPage(db, versions, key(7), load), cachedCategoryPage(db, versions, key(7), load)])
    expect(both[0]).toBe(both[1])
    expect(calls()).toBe(1)
    let release = () => {}
    const slow = cachedCategoryPage(db, versions, key(9), () => new Promise<CategoryPageData | null>((resolve) => (release = () => void load().then(resolve))))
    await versions.bump([pageTags.catalog])
    const after = cachedCategoryPage(db, versions, key(9), load)
    release()
    expect(await slow).not.toBe(await after)
    expect(calls()).toBe(3)
  })

  it('keeps no missing category', async () => {
    const [db, versions] = [handle(), localTagVersions()]
    let calls = 0
    const missing = async () => {
      calls += 1
      return null
    }
    await cachedCategoryPage(db, versions, key(5), missing)
    await cachedCategoryPage(db, versions, key(5), missing)
    expect(calls).toBe(2)
  })
})
