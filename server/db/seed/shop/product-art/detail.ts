import { mix } from './colour'
import { materialSwatch } from './material'
import { document, height, width } from './scene'
import { circle, ellipse, placed, rect } from './svg'
import type { Paint, ProductArt } from './types'

const tones = ['#f4f1ec', '#eef3f1', '#f0f3f8', '#f8f1ea'] as const

/** A magnifying lens on the object's telling part, beside a swatch of its surface. */
export function detailScene(art: ProductArt, drawing: string, paint: Paint, rnd: () => number): string {
  const tone = tones[Math.floor(rnd() * tones.length)] ?? tones[0]
  const lens = { x: 330, y: 360, r: 270 }
  const card = { x: 655, y: 110, w: 230, h: 500 }
  const zoom = art.detailZoom ?? 2.4
  const defs =
    `<clipPath id="lens"><circle cx="${lens.x}" cy="${lens.y}" r="${lens.r}"/></clipPath>` +
    `<clipPath id="card"><rect x="${card.x}" y="${card.y}" width="${card.w}" height="${card.h}" rx="28"/></clipPath>`
  const inside = rect(0, 0, width, height, mix(tone, '#ffffff', 0.5)) + placed(drawing, art.focus, [lens.x, lens.y], zoom)
  const swatch = materialSwatch(art.material, { ...card, body: paint.body, accent: paint.accent, rnd })
  return document(
    rect(0, 0, width, height, tone) +
      ellipse(lens.x + 14, lens.y + lens.r - 6, lens.r * 0.8, 26, 'url(#shade)') +
      `<g clip-path="url(#lens)">${inside}</g>` +
      circle(lens.x, lens.y, lens.r, 'none', 'stroke="#ffffff" stroke-width="14"') +
      ellipse(card.x + card.w / 2 + 8, card.y + card.h + 4, card.w * 0.6, 18, 'url(#shade)') +
      `<g clip-path="url(#card)">${swatch}</g>` +
      rect(card.x, card.y, card.w, card.h, 'none', 28, `stroke="#ffffff" stroke-width="8"`),
    defs,
  )
}
