import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseSection, sectionHandlers } from '../../../../common/cms/sections'
import { locales } from '../../../../common/i18n/locales'
import { createTestDatabase } from '../../../testing/test-database'
import type { Database } from '../../client'
import { navigationItems, pages } from '../../schema'
import { seedBase } from '../base'
import { seedDemo } from './index'

let database: Database
let drop: () => Promise<void>
let mediaDir: string
let siteId: number

beforeAll(async () => {
  ;({ database, drop } = await createTestDatabase())
  mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'izlog-demo-media-'))
  const site = await seedBase(database.db, { siteName: 'Vrtovi Save' })
  siteId = site.id
  await seedDemo(database.db, { siteId, mediaDir })
}, 120_000)

afterAll(async () => {
  await drop()
  await fs.rm(mediaDir, { recursive: true, force: true })
})

describe('demo seed', () => {
  it('publishes at least six pages in every locale, each with several sections', async () => {
    for (const locale of locales) {
      const rows = await database.db.select().from(pages).where(and(eq(pages.siteId, siteId), eq(pages.locale, locale), eq(pages.status, 'published')))
      expect(rows.length, locale).toBeGreaterThanOrEqual(6)
      for (const row of rows) expect(row.sections.length, `${locale}/${row.slug}`).toBeGreaterThanOrEqual(2)
    }
  })

  it('uses every section type at least once, and every stored section still parses', async () => {
    const rows = await database.db.select().from(pages).where(eq(pages.siteId, siteId))
    const used = new Set<string>()
    for (const row of rows) {
      for (const section of row.sections) {
        used.add(section.handler)
        expect(parseSection(section).success, `${row.slug}: ${section.handler}`).toBe(true)
      }
    }
    expect([...used].sort()).toEqual([...sectionHandlers].sort())
  })

  it('translates every page into the same group with its own slug', async () => {
    const rows = await database.db.select().from(pages).where(eq(pages.siteId, siteId))
    const groups = new Map<string, string[]>()
    for (const row of rows) groups.set(row.translationGroup, [...(groups.get(row.translationGroup) ?? []), row.locale])
    for (const localesOfGroup of groups.values()) expect(localesOfGroup.sort()).toEqual([...locales].sort())
    const slugs = rows.filter((row) => row.locale === 'en').map((row) => row.slug)
    expect(slugs).toContain('about-the-project')
    expect(rows.filter((row) => row.locale === 'de').map((row) => row.slug)).toContain('uber-das-projekt')
  })

  it('builds a main menu three levels deep in every locale', async () => {
    for (const locale of locales) {
      const items = await database.db
        .select()
        .from(navigationItems)
        .where(and(eq(navigationItems.siteId, siteId), eq(navigationItems.tree, 'main'), eq(navigationItems.locale, locale)))
      const byId = new Map(items.map((item) => [item.id, item]))
      const depth = (id: number | null): number => (id === null ? 0 : 1 + depth(byId.get(id)?.parentId ?? null))
      expect(Math.max(...items.map((item) => depth(item.id)))).toBe(3)
      expect(items.some((item) => item.link.kind === 'route' && item.link.route === 'shop')).toBe(true)
    }
  })
})
