/** A menu item as the site renders it (§3 menu item: id, title, children). */
export interface MenuItem {
  id: number
  title: string
  href: string
  isExternal: boolean
  /** The editor chose "open in new tab" (rendered with rel="noopener noreferrer"). */
  newTab?: boolean
  children: MenuItem[]
}

/** §2: the mobile menu shows up to three levels. */
export const MAX_MENU_DEPTH = 3

export function menuLinkAttributes(item: MenuItem): { target?: '_blank'; rel?: string } {
  return item.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
}
