import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * What a write changed, gathered while it runs (often inside a transaction) and purged once it has
 * committed: purging before the commit would let a render in between cache the old data again.
 */
export interface PageChanges {
  tags: Set<string>
  /** A service said what its write changed, if only "no public page": no site purge is needed. */
  declared: boolean
}

const current = new AsyncLocalStorage<PageChanges>()

/**
 * Records tags of pages a write changes; the surrounding request (or job) purges them after commit.
 * An empty list declares that the write changes no public page.
 */
export function markPagesChanged(tags: Iterable<string>): void {
  const changes = current.getStore()
  if (!changes) return
  changes.declared = true
  for (const tag of tags) changes.tags.add(tag)
}

/** Declares that a write changes no page a visitor is served (a draft, a new unpublished page). */
export function markNoPageChanged(): void {
  markPagesChanged([])
}

/** Runs a write and answers what it marked as changed, and whether it declared its effect at all. */
export async function collectPageChanges<T>(write: () => Promise<T>): Promise<{ result: T; tags: Set<string>; declared: boolean }> {
  const changes: PageChanges = { tags: new Set(), declared: false }
  const result = await current.run(changes, write)
  return { result, tags: changes.tags, declared: changes.declared }
}

/** The changes being gathered around the caller, if any (a request or a job in collectPageChanges). */
export function currentPageChanges(): PageChanges | undefined {
  return current.getStore()
}
