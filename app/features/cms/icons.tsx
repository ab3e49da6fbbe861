import type { IconName } from '#common/cms/sections/icon-names'
import { LineIcon } from '~/components/ui/icon'

/** Outline icons on a 24×24 grid, stroked in the text colour; drawn for this project. */
const iconPaths: Record<IconName, string> = {
  home: 'M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10',
  key: 'M14.5 9.5a4.5 4.5 0 1 0-3.6 4.4L13 16h2v2h2v2h4v-3.5l-6.1-6.1a4.5 4.5 0 0 0-.4-.9ZM8 8.5h.01',
  leaf: 'M5 19C4 11 9 5 20 4c0 11-6 16-14 15Zm0 0 8-8',
  sun: 'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  bolt: 'M13 2 4 14h7l-1 8 9-12h-7l1-8Z',
  car: 'M5 17H3v-5l2-5h14l2 5v5h-2M5 12h14M7.5 17.5a1.5 1.5 0 1 0 0-.01M16.5 17.5a1.5 1.5 0 1 0 0-.01M9 17h6',
  bike: 'M5.5 17.5a3.5 3.5 0 1 0 0-.01M18.5 17.5a3.5 3.5 0 1 0 0-.01M5.5 17.5 9 10h6l3.5 7.5M12 17.5 9 10M14 6h2l-1 4',
  bus: 'M6 18V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v13M6 11h12M6 18h12M8 21v-3M16 21v-3M9 15h.01M15 15h.01',
  tree: 'M12 22v-7M7 15h10l-3-4h2l-4-7-4 7h2l-3 4Z',
  school: 'M2 9l10-5 10 5-10 5L2 9Zm4 2v5c3 2 9 2 12 0v-5M22 9v6',
  cart: 'M3 4h2l2.5 11h11L21 7H6.2M9.5 20a1 1 0 1 0 0-.01M17.5 20a1 1 0 1 0 0-.01',
  heart: 'M12 20s-7-4.4-9-9a4.8 4.8 0 0 1 9-3 4.8 4.8 0 0 1 9 3c-2 4.6-9 9-9 9Z',
  shield: 'M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3Zm-3 9 2 2 4-4',
  water: 'M12 3s6 7 6 11a6 6 0 0 1-12 0c0-4 6-11 6-11Z',
  elevator: 'M5 3h14v18H5V3Zm4 7 3-3 3 3M9 14l3 3 3-3',
  ruler: 'M3 17 17 3l4 4L7 21l-4-4Zm4-4 2 2M10 10l2 2M13 7l2 2',
  phone: 'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2Z',
  mail: 'M3 5h18v14H3V5Zm0 1 9 7 9-7',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v4l3 2',
  pin: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
}

/** The outline of one icon; edit mode finds a rendered icon on the page by it. */
export function iconPath(name: IconName): string {
  return iconPaths[name]
}

/** A decorative icon: the text next to it carries the meaning, so it is hidden from screen readers. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <LineIcon d={iconPaths[name]} className={className} />
}
