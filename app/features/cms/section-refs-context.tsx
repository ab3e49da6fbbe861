import { createContext, useContext, type ReactNode } from 'react'
import type { EventView } from '#common/calendar/schemas'
import type { SiteDocumentView } from '#common/documents/view'
import type { FormView } from '#common/forms/definition'
import { igRefKey, parseHashtags, type IgPost } from '#common/social/hashtags'
import type { LinkTarget } from '#common/cms/link'
import { linkKey } from '#common/cms/link-key'
import { resolveRichTextLinks } from '#common/cms/rich-links'
import type { MediaRef } from '#common/cms/section'
import type { MediaView } from '#common/media/sizes'
import type { SectionRefs } from '#common/cms/section-refs'

/** The refs a page's sections render with: the server's `SectionRefs`. */
export type SectionRefsValue = SectionRefs

const SectionRefsContext = createContext<SectionRefsValue>({ media: {}, links: {}, events: [], documents: {}, instagram: {}, forms: {} })

/** The site documents of a category, read by the loader when the page has a documents section. */
export function useCategoryDocuments(category: string): SiteDocumentView[] {
  return useContext(SectionRefsContext).documents[category] ?? []
}

/** Instagram posts for a hashtag set, read by the loader; empty without a token on the server. */
export function useInstagramPosts(hashtags: string, limit: number): IgPost[] {
  return useContext(SectionRefsContext).instagram[igRefKey(parseHashtags(hashtags), limit)] ?? []
}

/** The form a form section names, read by the loader with the page; null when it is gone. */
export function useFormView(handle: string): FormView | null {
  return useContext(SectionRefsContext).forms?.[handle] ?? null
}

/** The next public events, read by the loader when the page has an upcoming-events section. */
export function useUpcomingEvents(): EventView[] {
  return useContext(SectionRefsContext).events
}

/** Media and links the page's sections refer to, resolved by the loader in two queries. */
export function SectionRefsProvider({ value, children }: { value: SectionRefsValue; children: ReactNode }) {
  return <SectionRefsContext.Provider value={value}>{children}</SectionRefsContext.Provider>
}

/** The media item behind a reference, with the reference's own alt text if it has one. */
export function useMedia(ref: MediaRef | undefined): MediaView | null {
  const { media } = useContext(SectionRefsContext)
  if (!ref) return null
  const view = media[ref.mediaId]
  if (!view) return null
  return ref.alt ? { ...view, alt: ref.alt } : view
}

/** A lookup for sections that resolve a list of media references (hooks cannot run in a loop). */
export function useSectionMedia(): (ref: MediaRef | undefined) => MediaView | null {
  const { media } = useContext(SectionRefsContext)
  return (ref) => {
    const view = ref ? media[ref.mediaId] : undefined
    if (!view) return null
    return ref?.alt ? { ...view, alt: ref.alt } : view
  }
}

export function useLinkHref(target: LinkTarget | undefined): string | null {
  const { links } = useContext(SectionRefsContext)
  if (!target) return null
  return links[linkKey(target)] ?? null
}

/** Rich text with its internal links pointed at their current paths in this language. */
export function useRichText(html: string): string {
  return useRichTextResolver()(html)
}

/** The same for sections that render a list of rich texts (hooks cannot run in a loop). */
export function useRichTextResolver(): (html: string) => string {
  const { links } = useContext(SectionRefsContext)
  return (html) => resolveRichTextLinks(html, (target) => links[linkKey(target)] ?? null)
}
