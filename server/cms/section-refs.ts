import { linkKey, linkTargetSchema, type LinkTarget } from '../../common/cms/link'
import { richTextLinkTargets } from '../../common/cms/rich-links'
import type { SectionData } from '../../common/cms/section'
import type { Locale } from '../../common/i18n/locales'
import type { EventView } from '../../common/calendar/schemas'
import type { MediaView } from '../../common/media/sizes'
import type { Db } from '../db/client'
import { filterPublicEvents } from '../calendar/event-service'
import type { FormView } from '../../common/forms/definition'
import { findFormViews } from '../forms'
import { findMediaViews } from '../media/media-service'
import { resolveLinkTargets } from './link-resolver'

/** What sections refer to, resolved for rendering: media by id, link targets by their JSON. */
export interface SectionRefs {
  media: Record<number, MediaView>
  links: Record<string, string | null>
  /** The next public events, read only when the content has an upcoming-events section. */
  events: EventView[]
  /** The forms of the content's form sections, by handle (reCAPTCHA comes from the site shell). */
  forms: Record<string, FormView>
}

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
  const handles = formHandles(query.content)
  const [mediaViews, hrefs, events, forms] = await Promise.all([
    findMediaViews(db, mediaIds),
    resolveLinkTargets(db, { siteId: query.siteId, locale: query.locale, homeSlug: query.homeSlug, targets: links }),
    eventLimit > 0
      ? filterPublicEvents(db, { siteId: query.siteId, locale: query.locale, filter: { when: 'upcoming', page: 1, limit: eventLimit } })
      : null,
    findFormViews(db, { siteId: query.siteId, handles, locale: query.locale, recaptcha: null }),
  ])
  return {
    events: events?.records ?? [],
    forms,
    media: mediaViews,
    links: Object.fromEntries(links.map((target, index) => [linkKey(target), hrefs[index] ?? null])),
  }
}
