/** A menu item as the site renders it (§3 menu item: id, title, children). */
export interface MenuItem {
  id: number
  title: string
  href: string
  isExternal: boolean
  children: MenuItem[]
}

/** §2: the mobile menu shows up to three levels. */
export const MAX_MENU_DEPTH = 3
