import { randomUUID } from 'node:crypto'
import type { SectionData } from '../../../../common/cms/section'
import type { SectionHandler } from '../../../../common/cms/sections'
import type { Locale } from '../../../../common/i18n/locales'
import { parseSectionsForStorage } from '../../../cms/section-parser'
import type { Db } from '../../client'
import { pages } from '../../schema'

let sectionCounter = 0

/** A section as the seed writes it; validated and sanitised like an editor's save. */
export function section(
  handler: SectionHandler,
  parts: Record<string, unknown>,
  options: Record<string, unknown> = {},
  mobileOptions: Record<string, unknown> = {},
): unknown {
  sectionCounter += 1
  return { id: `s${sectionCounter.toString(36)}`, handler, parts, options, mobileOptions, meta: {} }
}

export interface PageVersion {
  slug: string
  title: string
  seoDescription: string
  sections: unknown[]
}

/** Inserts the language versions of one page as one translation group and returns the group. */
export async function insertPage(
  db: Db,
  input: { siteId: number; versions: Partial<Record<Locale, PageVersion>>; group?: string },
): Promise<string> {
  const group = input.group ?? randomUUID()
  const now = new Date()
  const rows = Object.entries(input.versions).map(([locale, version]) => ({
    siteId: input.siteId,
    locale,
    translationGroup: group,
    slug: version.slug,
    title: version.title,
    seoTitle: version.title,
    seoDescription: version.seoDescription,
    status: 'published' as const,
    sections: parseSectionsForStorage(version.sections) satisfies SectionData[],
    publishedAt: now,
  }))
  await db.insert(pages).values(rows)
  return group
}
