import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * What a write changed, gathered while it runs (often inside a transaction) and purged once it has
 * committed: purging before the commit would let a render in between cache the old data again.
 */
export interface PageChanges {
  tags: Set<string>
}

const current = new AsyncLocalStorage<PageChanges>()

/** Records tags of pages a write changes; the surrounding request (or job) purges them after commit. */
export function markPagesChanged(tags: Iterable<string>): void {
  const changes = current.getStore()
  if (!changes) return
  for (const tag of tags) changes.tags.add(tag)
}

/** Runs a write and answers what it marked as changed. */
export async function collectPageChanges<T>(write: () => Promise<T>): Promise<{ result: T; tags: Set<string> }> {
  const changes: PageChanges = { tags: new Set() }
  const result = await current.run(changes, write)
  return { result, tags: changes.tags }
}

/** The changes being gathered around the caller, if any (a request or a job in collectPageChanges). */
export function currentPageChanges(): PageChanges | undefined {
  return current.getStore()
}
