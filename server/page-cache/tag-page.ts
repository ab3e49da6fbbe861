import type { RequestContext } from '../context'

/** A loader names what its page shows, so writes to it purge the cached page (server/page-cache/tags.ts). */
export function tagPage(context: RequestContext, ...tags: string[]): void {
  for (const tag of tags) context.cacheTags.add(tag)
}
