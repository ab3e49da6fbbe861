/**
 * SVG drawing primitives. Their arguments are positional, in SVG's own attribute order, because
 * drawing code reads far better as `rect(x, y, w, h, fill)` than as option objects. Numbers are
 * rounded to one decimal so documents stay small and byte-for-byte deterministic.
 */

export const num = (value: number): string => String(Math.round(value * 10) / 10)

/**
 * Extra attributes. A plain `opacity` makes librsvg composite the shape on a layer of its own, which
 * costs about a millisecond each; fill-opacity and stroke-opacity look the same on a single shape.
 */
const tail = (more: string, paint: 'fill' | 'stroke' = 'fill') => (more ? ` ${more.replace(/(^|\s)opacity=/g, `$1${paint}-opacity=`)}` : '')

export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, more = ''): string =>
  `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}"${rx ? ` rx="${num(rx)}"` : ''} fill="${fill}"${tail(more)}/>`

export const circle = (cx: number, cy: number, r: number, fill: string, more = ''): string =>
  `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${fill}"${tail(more)}/>`

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, more = ''): string =>
  `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="${fill}"${tail(more)}/>`

export const path = (data: string, fill: string, more = ''): string => `<path d="${data}" fill="${fill}"${tail(more)}/>`

/** A closed polygon through [x, y] points. */
export const poly = (points: readonly (readonly [number, number])[], fill: string, more = ''): string =>
  `<polygon points="${points.map(([x, y]) => `${num(x)},${num(y)}`).join(' ')}" fill="${fill}"${tail(more)}/>`

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, more = ''): string =>
  `<line x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}" stroke="${stroke}" stroke-width="${num(width)}" stroke-linecap="round"${tail(more, 'stroke')}/>`

/** A stroked, unfilled path (cords, arcs, grain lines). */
export const stroke = (data: string, colour: string, width: number, more = ''): string =>
  `<path d="${data}" fill="none" stroke="${colour}" stroke-width="${num(width)}" stroke-linecap="round" stroke-linejoin="round"${tail(more, 'stroke')}/>`

export const group = (body: string, transform: string, more = ''): string => `<g transform="${transform}"${more ? ` ${more}` : ''}>${body}</g>`

/** Places a drawing's anchor point at (x, y), scaled: `placed(art, 480, 560, 300, 600, 0.6)`. */
export const placed = (body: string, from: readonly [number, number], to: readonly [number, number], scale: number): string =>
  group(body, `translate(${num(to[0])} ${num(to[1])}) scale(${scale}) translate(${num(-from[0])} ${num(-from[1])})`)

/** Path data with every interpolated number rounded: d`M${x} ${y} L${x2} ${y2}`. */
export function d(strings: TemplateStringsArray, ...values: number[]): string {
  return strings.reduce((out, text, index) => out + text + (index < values.length ? num(values[index] ?? 0) : ''), '')
}

/** Repeats a drawing n times: `times(4, (i) => rect(...))`. */
export const times = (count: number, draw: (index: number) => string): string => Array.from({ length: count }, (_, index) => draw(index)).join('')

/** The same linear congruential generator the demo illustrations use: deterministic per seed. */
export function random(seed: number): () => number {
  let state = seed >>> 0 || 1
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}
