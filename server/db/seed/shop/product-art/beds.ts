import type { Paint, ProductArt, ProductKind } from './types'
import { circle, d, line, path, poly, rect, times } from './svg'

function bed(p: Paint): string {
  const w = 620 * p.vary(0.95, 1.04)
  const x0 = 480 - w / 2
  const x1 = 480 + w / 2
  return (
    rect(x0 + 40, 526, 16, 36, p.wood.deep) +
    rect(x1 - 40, 526, 16, 36, p.wood.deep) +
    rect(x0, 230, 56, 332, p.body.dark, 12) +
    rect(x0 + 14, 240, 60, 216, p.body.base, 22) +
    times(3, (i) => rect(x0 + 26, 262 + i * 64, 36, 48, p.body.light, 12, 'opacity="0.6"')) +
    rect(x0 + 56, 452, w - 56, 78, p.body.base, 10) +
    rect(x0 + 56, 452, w - 56, 12, p.body.light, 6) +
    rect(x0 + 76, 402, w - 110, 54, '#f6f3ee', 14) +
    rect(x0 + 86, 354, 130, 56, '#ffffff', 26) +
    rect(x0 + 110, 366, 120, 48, p.accent.pale, 24) +
    // The duvet drapes over the side of the mattress; a throw lies across the foot end.
    path(d`M${x0 + 210} 396 Q${x0 + 200} 380 ${x0 + 230} 378 L${x1 - 40} 386 Q${x1 - 20} 388 ${x1 - 22} 410 L${x1 - 28} 492 Q${x1 - 30} 500 ${x1 - 44} 500 L${x0 + 220} 500 Q${x0 + 206} 500 ${x0 + 206} 486 Z`, '#eef1f4') +
    line(x0 + 230, 430, x1 - 60, 436, '#dfe4ea', 4) +
    rect(x1 - 190, 382, 110, 122, p.accent.base, 10) +
    rect(x1 - 190, 382, 110, 16, p.accent.light, 8) +
    rect(x1 - 26, 380, 26, 182, p.body.dark, 10)
  )
}

function mattress(p: Paint): string {
  const w = 560 * p.vary(0.95, 1.05)
  const x0 = 480 - w / 2
  const x1 = 480 + w / 2
  const top = 356
  const front = 420
  const tufts = times(4, (row) =>
    times(7, (col) => {
      const v = (row + 0.5) / 4
      const half = w / 2 - 70 + 70 * v
      return circle(480 + ((col + 0.5) / 7 - 0.5) * 2 * half, top + v * (front - top), 4 + v * 2, p.body.dark, 'opacity="0.5"')
    }),
  )
  return (
    poly([[x0 + 70, top], [x1 - 70, top], [x1, front], [x0, front]], p.body.light) +
    tufts +
    rect(x0, front - 6, w, 146, p.body.base, 18) +
    rect(x0, front + 2, w, 10, p.body.pale, 5) +
    rect(x0, 536, w, 10, p.body.pale, 5) +
    times(14, (i) => line(x0 + 24 + i * ((w - 48) / 13), front + 24, x0 + 24 + i * ((w - 48) / 13), 524, p.body.dark, 2, 'opacity="0.35"')) +
    rect(x0 + w * 0.3 - 40, 470, 80, 14, p.body.deep, 7) +
    rect(x0 + w * 0.7 - 40, 470, 80, 14, p.body.deep, 7) +
    rect(x0 + 40, 546, w - 80, 14, p.body.deep, 4)
  )
}

function rug(p: Paint): string {
  const far = 380 * p.vary(0.9, 1.05)
  const near = 640 * p.vary(0.95, 1.04)
  const top = 400
  const bottom = 560
  // (u, v) across and into the rug, mapped onto the floor in perspective.
  const at = (u: number, v: number): [number, number] => {
    const half = (far + (near - far) * v) / 2
    return [480 + (u - 0.5) * 2 * half, top + (bottom - top) * v]
  }
  const quad = (u0: number, v0: number, u1: number, v1: number, fill: string) => poly([at(u0, v0), at(u1, v0), at(u1, v1), at(u0, v1)], fill)
  const diamond = (u: number, v: number, su: number, sv: number, fill: string) => poly([at(u, v - sv), at(u + su, v), at(u, v + sv), at(u - su, v)], fill)
  const fringe = (v: number, dir: number) => times(34, (i) => {
    const [x, y] = at(0.02 + (i / 33) * 0.96, v)
    return line(x, y, x, y + dir * (v > 0.5 ? 16 : 9), p.body.pale, 3)
  })
  return (
    fringe(0, -1) +
    quad(0, 0, 1, 1, p.body.dark) +
    quad(0.05, 0.1, 0.95, 0.9, p.body.base) +
    quad(0.1, 0.2, 0.9, 0.8, p.body.light) +
    diamond(0.5, 0.5, 0.16, 0.26, p.accent.base) +
    diamond(0.5, 0.5, 0.08, 0.13, p.body.pale) +
    times(4, (i) => diamond(0.18 + i * 0.213 - (i > 1 ? 0 : 0), 0.5, 0.035, 0.1, p.accent.dark)) +
    times(9, (i) => diamond(0.1 + i * 0.1, 0.15, 0.025, 0.035, p.accent.light)) +
    times(9, (i) => diamond(0.1 + i * 0.1, 0.85, 0.025, 0.035, p.accent.light)) +
    fringe(1, 1)
  )
}

export const beds = {
  bed: { draw: bed, mount: 'floor', setting: 'interior', footprint: 320, focus: [230, 330], material: 'fabric', detailZoom: 2 },
  mattress: { draw: mattress, mount: 'floor', setting: 'interior', footprint: 300, focus: [300, 440], material: 'fabric' },
  rug: { draw: rug, mount: 'floor', setting: 'interior', footprint: 300, focus: [340, 500], material: 'fabric', detailZoom: 2.2 },
} satisfies Partial<Record<ProductKind, ProductArt>>
