import type { ProductArt, Paint, ProductKind } from './types'
import { group, poly, rect, times } from './svg'

const taperedLeg = (x: number, top: number, bottom: number, splay: number, fill: string) =>
  poly([[x - 8, top], [x + 8, top], [x + 4 + splay, bottom], [x - 4 + splay, bottom]], fill)

const pillow = (x: number, y: number, tilt: number, p: Paint) =>
  group(rect(-52, -48, 104, 96, p.accent.base, 24) + rect(-52, -48, 104, 26, p.accent.light, 13, 'opacity="0.7"') + rect(-4, -44, 8, 88, p.accent.dark, 4, 'opacity="0.25"'), `translate(${x} ${y}) rotate(${tilt})`)

/** Arms, a back of cushions and seat cushions on a low base: a sofa from the front. */
function sofaBody(p: Paint, w: number, cushions: number): string {
  const x0 = 480 - w / 2
  const x1 = 480 + w / 2
  const inner = w - 172
  const cw = inner / cushions
  return (
    taperedLeg(x0 + 44, 530, 562, -6, p.wood.deep) +
    taperedLeg(x1 - 44, 530, 562, 6, p.wood.deep) +
    rect(x0 + 40, 286, w - 80, 180, p.body.dark, 34) +
    times(cushions, (i) => rect(x0 + 92 + i * cw, 306, cw - 12, 130, p.body.base, 26) + rect(x0 + 92 + i * cw, 306, cw - 12, 24, p.body.light, 12, 'opacity="0.7"')) +
    rect(x0 + 30, 452, w - 60, 84, p.body.dark, 18) +
    times(cushions, (i) => rect(x0 + 88 + i * cw, 426, cw - 6, 62, p.body.light, 16) + rect(x0 + 88 + i * cw, 470, cw - 6, 18, p.body.base, 8, 'opacity="0.6"')) +
    pillow(x0 + 150, 392, -9, p) +
    rect(x0, 372, 90, 164, p.body.base, 36) +
    rect(x0, 372, 90, 34, p.body.light, 17) +
    rect(x1 - 90, 372, 90, 164, p.body.base, 36) +
    rect(x1 - 90, 372, 90, 34, p.body.light, 17)
  )
}

function cornerSofa(p: Paint): string {
  const w = 600 * p.vary(0.95, 1.04)
  const x0 = 480 - w / 2
  const x1 = 480 + w / 2
  const chaise = 230
  return (
    taperedLeg(x0 + 44, 530, 562, -6, p.wood.deep) +
    rect(x0 + 40, 280, w - 40, 186, p.body.dark, 30) +
    times(3, (i) => rect(x0 + 92 + i * 122, 300, 110, 132, p.body.base, 26) + rect(x0 + 92 + i * 122, 300, 110, 24, p.body.light, 12, 'opacity="0.7"')) +
    rect(x1 - chaise + 10, 300, chaise - 40, 132, p.body.base, 26) +
    rect(x0 + 30, 452, w - chaise - 20, 84, p.body.dark, 18) +
    times(2, (i) => rect(x0 + 88 + i * 120, 426, 114, 62, p.body.light, 16)) +
    // The chaise comes toward the viewer: its seat is a deeper top face and a lower front.
    poly([[x1 - chaise - 6, 420], [x1 - 12, 420], [x1 + 6, 520], [x1 - chaise - 20, 520]], p.body.light) +
    rect(x1 - chaise - 20, 516, chaise + 26, 66, p.body.dark, 14) +
    rect(x1 - chaise - 20, 516, chaise + 26, 12, p.body.base, 6) +
    taperedLeg(x1 - chaise + 4, 578, 598, -4, p.wood.deep) +
    taperedLeg(x1 - 14, 578, 598, 4, p.wood.deep) +
    pillow(x1 - chaise + 70, 388, 8, p) +
    pillow(x0 + 150, 392, -9, p) +
    rect(x0, 372, 90, 164, p.body.base, 36) +
    rect(x0, 372, 90, 34, p.body.light, 17)
  )
}

function armchair(p: Paint): string {
  const w = 320 * p.vary(0.94, 1.06)
  const x0 = 480 - w / 2
  const x1 = 480 + w / 2
  return (
    taperedLeg(x0 + 40, 528, 566, -12, p.wood.base) +
    taperedLeg(x1 - 40, 528, 566, 12, p.wood.base) +
    rect(x0 + 24, 212, w - 48, 270, p.body.dark, 70) +
    rect(x0 + 54, 236, w - 108, 196, p.body.base, 50) +
    rect(x0 + 54, 236, w - 108, 40, p.body.light, 20, 'opacity="0.6"') +
    rect(x0 + 16, 450, w - 32, 82, p.body.dark, 18) +
    rect(x0 + 60, 424, w - 120, 64, p.body.light, 18) +
    rect(x0 + 60, 470, w - 120, 18, p.body.base, 9, 'opacity="0.6"') +
    group(rect(-34, -30, 68, 60, p.accent.base, 16) + rect(-34, -30, 68, 16, p.accent.light, 8), `translate(${x1 - 110} 400) rotate(7)`) +
    rect(x0, 356, 70, 176, p.body.base, 32) +
    rect(x0, 356, 70, 32, p.body.light, 16) +
    rect(x1 - 70, 356, 70, 176, p.body.base, 32) +
    rect(x1 - 70, 356, 70, 32, p.body.light, 16)
  )
}

function diningChair(p: Paint): string {
  const w = 230 * p.vary(0.95, 1.05)
  const x0 = 480 - w / 2
  const x1 = 480 + w / 2
  const slats = p.vary(0, 1) > 0.5 ? 3 : 4
  return (
    rect(x0 + 34, 420, 14, 116, p.body.deep) +
    rect(x1 - 48, 420, 14, 116, p.body.deep) +
    rect(x0 + 10, 150, 20, 250, p.body.dark, 6) +
    rect(x1 - 30, 150, 20, 250, p.body.dark, 6) +
    times(slats, (i) => rect(x0 + 40 + ((w - 80) / slats) * i + ((w - 80) / slats - 14) / 2, 200, 14, 170, p.body.base, 5)) +
    rect(x0 + 4, 146, w - 8, 58, p.body.base, 14) +
    rect(x0 + 4, 146, w - 8, 16, p.body.light, 8) +
    poly([[x0 + 12, 370], [x1 - 12, 370], [x1 + 8, 408], [x0 - 8, 408]], p.accent.light) +
    rect(x0 - 8, 406, w + 16, 24, p.body.base, 6) +
    rect(x0, 426, 20, 136, p.body.dark, 4) +
    rect(x1 - 20, 426, 20, 136, p.body.dark, 4)
  )
}

export const seating = {
  sofa: { draw: (p) => sofaBody(p, 580 * p.vary(0.94, 1.05), p.vary(0, 1) > 0.4 ? 3 : 2), mount: 'floor', setting: 'interior', footprint: 290, focus: [230, 420], material: 'fabric' },
  cornerSofa: { draw: cornerSofa, mount: 'floor', setting: 'interior', footprint: 310, focus: [650, 500], material: 'fabric' },
  armchair: { draw: armchair, mount: 'floor', setting: 'interior', footprint: 170, focus: [370, 400], material: 'fabric' },
  diningChair: { draw: diningChair, mount: 'floor', setting: 'interior', footprint: 125, focus: [480, 200], material: 'wood', detailZoom: 2 },
} satisfies Partial<Record<ProductKind, ProductArt>>
