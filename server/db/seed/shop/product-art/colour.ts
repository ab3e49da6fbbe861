/** Shades of one colour, so a drawing derives its edges, tops and highlights from the product's colour. */
export interface Shades {
  base: string
  /** An edge or side in shadow. */
  dark: string
  /** Deepest crease, leg or gap. */
  deep: string
  /** A lit top or cushion face. */
  light: string
  /** A highlight or stitched seam. */
  pale: string
}

const hexPattern = /^#[0-9a-f]{6}$/i

function channels(hex: string): [number, number, number] {
  if (!hexPattern.test(hex)) throw new Error(`Not a #rrggbb colour: ${hex}`)
  return [0, 2, 4].map((offset) => parseInt(hex.slice(1 + offset, 3 + offset), 16)) as [number, number, number]
}

/** Mixes a toward b by t (0 = a, 1 = b). */
export function mix(a: string, b: string, t: number): string {
  const from = channels(a)
  const to = channels(b)
  return `#${from.map((value, index) => Math.round(value + ((to[index] ?? 0) - value) * t).toString(16).padStart(2, '0')).join('')}`
}

/** Perceived lightness, 0–1, to decide whether a highlight or a shadow reads on a colour. */
export function lightness(hex: string): number {
  const [r, g, b] = channels(hex)
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255
}

/** How far apart two colours are, 0–1 (mean channel difference). */
export function difference(a: string, b: string): number {
  const from = channels(a)
  const to = channels(b)
  return from.reduce((sum, value, index) => sum + Math.abs(value - (to[index] ?? 0)), 0) / (3 * 255)
}

export function shadesOf(hex: string): Shades {
  // A warm near-black keeps shadows from turning muddy-grey on wood and fabric tones.
  const ink = '#1c1a1f'
  return {
    base: hex.toLowerCase(),
    dark: mix(hex, ink, 0.2),
    deep: mix(hex, ink, 0.42),
    light: mix(hex, '#ffffff', 0.22),
    pale: mix(hex, '#ffffff', 0.55),
  }
}
