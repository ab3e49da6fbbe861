/** Where a media item is shown, as the delete confirmation lists it (issue 10 point 8). */
export type MediaUsageKind = 'page' | 'layout' | 'master' | 'product' | 'category' | 'post'

export interface MediaUsagePlace {
  kind: MediaUsageKind
  id: number
  /** The page, element, master, product, category or post as editors know it. */
  title: string
  /** Language and slug, the sections that show it, or the layout element's handler. */
  detail: string | null
  /** Only an unpublished draft uses it (visitors do not see it yet). */
  isDraftOnly: boolean
}
