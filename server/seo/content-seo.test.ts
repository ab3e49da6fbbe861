import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedBlog } from '../db/seed/blog'
import { seedEvents } from '../db/seed/calendar'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { alternatePaths } from './alternates'
import { buildSitemap } from './sitemap'

let runtime: TestRuntime
let eventIds: number[]
beforeAll(async () => {
  runtime = await createTestRuntime()
  await seedBlog(runtime.database.db, { siteId: runtime.site.id, coverIds: {} })
  eventIds = await seedEvents(runtime.database.db, { siteId: runtime.site.id })
})
afterAll(() => runtime.dispose())

const alternates = (path: string) => alternatePaths(runtime.database.db, { siteId: runtime.site.id, path, homeSlug: 'pocetna' })

describe('posts, post categories and events in every language', () => {
  const post = { hr: '/objave/otvoren-ogledni-stan', en: '/en/blog/show-flat-now-open', de: '/de/blog/musterwohnung-geoeffnet' }

  it.each(Object.values(post))('a post at %s names each language’s own slug', async (path) => {
    expect(await alternates(path)).toEqual(post)
  })

  it('a post category names each language’s own slug', async () => {
    expect(await alternates('/en/blog/construction')).toEqual({ hr: '/objave/gradiliste', en: '/en/blog/construction', de: '/de/blog/baustelle' })
  })

  it('an event keeps its id in every language', async () => {
    const id = eventIds[0]
    expect(await alternates(`/dogadjaj/${id}`)).toEqual({ hr: `/dogadjaj/${id}`, en: `/en/event/${id}`, de: `/de/event/${id}` })
  })

  it('the sitemap lists posts and events with hreflang alternates', async () => {
    const xml = (await buildSitemap(runtime.database.db, { siteId: runtime.site.id, origin: 'https://vrtovi.example' })) ?? ''
    expect(xml).toContain('<loc>https://vrtovi.example/objave/otvoren-ogledni-stan</loc>')
    expect(xml).toContain('hreflang="de" href="https://vrtovi.example/de/blog/musterwohnung-geoeffnet"')
    expect(xml).toContain(`<loc>https://vrtovi.example/en/event/${eventIds[2]}</loc>`)
  })
})
