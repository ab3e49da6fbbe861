import { pageTags } from '../page-cache/tags'

interface PostState {
  status: string
  slug: string
}

/**
 * The cached pages a post write changes (ADR 023). A post never public before nor after changes
 * none. Otherwise every page showing posts (blog, post pages, search, sitemap), and the layout
 * (every page) too when links to it may have changed: menus and CMS page links resolve post links
 * to the slug of the published version and leave out the others.
 */
export function postPages(change: { before: PostState | null; after: PostState | null }): string[] {
  const { before, after } = change
  const wasPublic = before?.status === 'published'
  const isPublic = after?.status === 'published'
  if (!wasPublic && !isPublic) return []
  const linksChanged = wasPublic !== isPublic || before?.slug !== after?.slug
  return [pageTags.posts, ...(linksChanged ? [pageTags.layout] : [])]
}
