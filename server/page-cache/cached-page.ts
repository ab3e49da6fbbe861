/** One rendered page as the cache keeps it. */
export interface CachedPage {
  status: number
  headers: [string, string][]
  body: string
  /** The CSP nonce the page was rendered with; a hit swaps it for the response's own. */
  nonce: string
  tags: string[]
  /** The version of each tag when the render began; a purge bumps the version. */
  versions: number[]
  freshUntil: number
  staleUntil: number
}

/** What an entry costs in memory, for the byte budget (strings count two bytes a character). */
export function cachedPageBytes(page: CachedPage): number {
  let bytes = page.body.length * 2 + 256
  for (const [name, value] of page.headers) bytes += (name.length + value.length) * 2
  for (const tag of page.tags) bytes += tag.length * 2 + 8
  return bytes
}
