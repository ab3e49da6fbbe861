import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { seedCmsFixture } from './cms-fixtures.test-helpers'
import { buildSitemap } from './sitemap'

let runtime: TestRuntime
beforeAll(async () => {
  runtime = await createTestRuntime()
  await seedCmsFixture(runtime.database.db, runtime.site.id)
})
afterAll(() => runtime.dispose())

describe('sitemap.xml', () => {
  it('lists every published page in every language with hreflang alternates, and no drafts', async () => {
    const xml = await buildSitemap(runtime.database.db, { siteId: runtime.site.id, origin: 'https://vrtovisave.hr' })
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).sort()
    expect(locs).toEqual([
      'https://vrtovisave.hr/',
      'https://vrtovisave.hr/de',
      'https://vrtovisave.hr/en',
      'https://vrtovisave.hr/en/about-the-project',
      'https://vrtovisave.hr/o-projektu',
    ])
    expect(xml).not.toContain('skica')
    const about = xml.split('<url>').find((block) => block.includes('<loc>https://vrtovisave.hr/o-projektu</loc>'))
    expect(about).toContain('hreflang="en" href="https://vrtovisave.hr/en/about-the-project"')
    expect(about).toContain('hreflang="hr" href="https://vrtovisave.hr/o-projektu"')
    expect(about).toContain('hreflang="x-default" href="https://vrtovisave.hr/o-projektu"')
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect((xml.match(/<url>/g) ?? []).length).toBe((xml.match(/<\/url>/g) ?? []).length)
  })
})
