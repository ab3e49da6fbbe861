/**
 * Names of the built-in icon set (§2 icon-list modal). Content stores the name; the browser draws
 * the matching inline SVG (app/features/cms/icons.tsx), so icons need no media or network.
 */
export const iconNames = [
  'home',
  'key',
  'leaf',
  'sun',
  'bolt',
  'car',
  'bike',
  'bus',
  'tree',
  'school',
  'cart',
  'heart',
  'shield',
  'water',
  'elevator',
  'ruler',
  'phone',
  'mail',
  'clock',
  'pin',
] as const

export type IconName = (typeof iconNames)[number]
