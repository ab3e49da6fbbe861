import { linkKey, linkTargetSchema, type LinkTarget } from '../../common/cms/link'
import { richTextLinkTargets } from '../../common/cms/rich-links'
import type { SectionData } from '../../common/cms/section'
import type { Locale } from '../../common/i18n/locales'
import { igRefKey, parseHashtags } from '../../common/social/instagram'
import type { Db } from '../db/client'
import { filterPublicEvents } from '../calendar/event-service'
import { findFormViews } from '../forms'
import { findMediaViews } from '../media/media-service'
import { listDocumentsByCategory } from '../documents/site-documents'
import { getIgByHashtags, instagramSourceOf } from '../social'
import { resolveLinkTargets } from './link-resolver'
import type { SectionRefs } from '../../common/cms/section-refs'

export type { SectionRefs }

/**
 * Walks section content for media references (`{ mediaId }`) and link targets (`{ kind, … }`,
 * or `data-link` in rich text),
 * so any section type's references resolve in two queries without the type declaring them.
 */
export function collectSectionRefs(content: unknown): { mediaIds: number[]; links: LinkTarget[] } {
  const mediaIds = new Set<number>()
  const links = new Map<string, LinkTarget>()
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      for (const target of richTextLinkTargets(value)) links.set(linkKey(target), target)
      return
    }
    if (Array.isArray(value)) return value.forEach(visit)
    if (!value || typeof value !== 'object') return
    const record = value as Record<string, unknown>
    if (typeof record.mediaId === 'number') mediaIds.add(record.mediaId)
    if (typeof record.kind === 'string') {
      const target = linkTargetSchema.safeParse(record)
      if (target.success) links.set(linkKey(target.data), target.data)
    }
    Object.values(record).forEach(visit)
  }
  visit(content)
  return { mediaIds: [...mediaIds], links: [...links.values()] }
}

/** How many upcoming events the content's upcoming-events sections show at most (0: none). */
function upcomingEventLimit(content: unknown): number {
  if (!Array.isArray(content)) return 0
  return content.reduce<number>((most, section: { handler?: unknown; parts?: { limit?: unknown } }) => {
    if (section?.handler !== 'upcoming-events') return most
    const limit = typeof section.parts?.limit === 'number' ? section.parts.limit : 3
    return Math.max(most, Math.min(limit, 6))
  }, 0)
}

interface SectionLike {
  handler?: unknown
  parts?: { category?: unknown; hashtags?: unknown; limit?: unknown }
}

/** The document categories and Instagram hashtag sets the content's sections list. */
function listedSources(content: unknown): { categories: string[]; instagram: { key: string; hashtags: string[]; limit: number }[] } {
  const sections: SectionLike[] = Array.isArray(content) ? (content as SectionLike[]) : []
  const categories = new Set<string>()
  const instagram = new Map<string, { key: string; hashtags: string[]; limit: number }>()
  for (const section of sections) {
    if (section?.handler === 'documents' && typeof section.parts?.category === 'string') categories.add(section.parts.category)
    if (section?.handler === 'instagram' && typeof section.parts?.hashtags === 'string') {
      const hashtags = parseHashtags(section.parts.hashtags)
      const limit = typeof section.parts.limit === 'number' ? Math.min(Math.max(1, section.parts.limit), 24) : 6
      const key = igRefKey(hashtags, limit)
      if (hashtags.length > 0) instagram.set(key, { key, hashtags, limit })
    }
  }
  return { categories: [...categories], instagram: [...instagram.values()] }
}

/** The form handles the content's form sections name. */
function formHandles(content: unknown): string[] {
  if (!Array.isArray(content)) return []
  return content.flatMap((section: { handler?: unknown; parts?: { formHandle?: unknown } }) =>
    section?.handler === 'form' && typeof section.parts?.formHandle === 'string' ? [section.parts.formHandle] : [],
  )
}

export async function resolveSectionRefs(
  db: Db,
  query: { siteId: number; locale: Locale; homeSlug: string; content: SectionData[] | unknown },
): Promise<SectionRefs> {
  const { mediaIds, links } = collectSectionRefs(query.content)
  const eventLimit = upcomingEventLimit(query.content)
  const sources = listedSources(query.content)
  const instagramSource = sources.instagram.length > 0 ? instagramSourceOf(db) : null
  const handles = formHandles(query.content)
  const [mediaViews, hrefs, events, documents, instagram, forms] = await Promise.all([
    findMediaViews(db, mediaIds),
    resolveLinkTargets(db, { siteId: query.siteId, locale: query.locale, homeSlug: query.homeSlug, targets: links }),
    eventLimit > 0
      ? filterPublicEvents(db, { siteId: query.siteId, locale: query.locale, filter: { when: 'upcoming', page: 1, limit: eventLimit } })
      : null,
    listDocumentsByCategory(db, { siteId: query.siteId, locale: query.locale, categories: sources.categories }),
    Promise.all(sources.instagram.map(async (set) => [set.key, await getIgByHashtags(instagramSource, set)] as const)),
    findFormViews(db, { siteId: query.siteId, handles, locale: query.locale, recaptcha: null }),
  ])
  return {
    events: events?.records ?? [],
    documents,
    instagram: Object.fromEntries(instagram),
    forms,
    media: mediaViews,
    links: Object.fromEntries(links.map((target, index) => [linkKey(target), hrefs[index] ?? null])),
  }
}
