/* Zod-free: the instagram section and the page refs ship these to visitors. */

/** One Instagram post as the site shows it (images only: a video shows its thumbnail). */
export interface IgPost {
  id: string
  caption: string
  imageUrl: string
  permalink: string
  timestamp: string | null
}

/** The hashtags an editor typed (`#vrtovisave #zagreb` or `vrtovisave, zagreb`): up to five, as Instagram's search takes them. */
export function parseHashtags(text: string): string[] {
  const tags = text
    .split(/[\s,]+/)
    .map((tag) => tag.replace(/^#/, '').toLowerCase())
    .filter((tag) => /^[\p{L}\p{N}_]{1,100}$/u.test(tag))
  return [...new Set(tags)].slice(0, 5)
}

/** The key a section's posts are stored under in the page's refs. */
export function igRefKey(hashtags: readonly string[], limit: number): string {
  return `${[...hashtags].map((tag) => tag.replace(/^#/, '').toLowerCase()).sort().join(',')}:${limit}`
}
