/** A page is a draft until first published (§3 page status). */
export const pageStatuses = ['draft', 'published'] as const
export type PageStatus = (typeof pageStatuses)[number]
