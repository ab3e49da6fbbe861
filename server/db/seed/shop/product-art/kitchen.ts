import type { Paint, ProductArt, ProductKind } from './types'
import { circle, d, ellipse, line, path, poly, rect, stroke, times } from './svg'

const stone = '#e7e3dd'
const stoneEdge = '#cfc9c0'
const white = '#f1eee9'

const tap = (x: number, y: number, p: Paint) =>
  stroke(d`M${x} ${y} L${x} ${y - 60} Q${x} ${y - 84} ${x + 24} ${y - 84} Q${x + 44} ${y - 84} ${x + 44} ${y - 60} L${x + 44} ${y - 48}`, p.metal.light, 9) +
  rect(x + 4, y - 40, 26, 7, p.metal.light, 3)

/** A row of base cabinets with a worktop, an oven and a hob, and wall units above. */
function kitchenRun(p: Paint, x0: number, w: number, uppers: boolean): string {
  const doors = Math.round(w / 110)
  const dw = w / doors
  const oven = Math.floor(doors / 2)
  const base = times(doors, (i) =>
    i === oven
      ? rect(x0 + i * dw + 4, 408, dw - 8, 134, '#2f3437', 4) + rect(x0 + i * dw + 14, 440, dw - 28, 70, '#4b5560', 4) + rect(x0 + i * dw + 14, 420, dw - 28, 8, p.metal.light, 4)
      : rect(x0 + i * dw + 4, 408, dw - 8, 134, p.body.base, 4) + rect(x0 + i * dw + 4, 408, dw - 8, 18, p.body.light, 3, 'opacity="0.5"') + rect(x0 + i * dw + dw / 2 - 20, 420, 40, 6, p.handle, 3),
  )
  const wall = uppers
    ? times(doors, (i) => (i === oven ? '' : rect(x0 + i * dw + 4, 150, dw - 8, 136, p.body.base, 4) + rect(x0 + i * dw + dw / 2 - 20, 272, 40, 6, p.handle, 3))) +
      poly([[x0 + oven * dw - 10, 290], [x0 + (oven + 1) * dw + 10, 290], [x0 + (oven + 1) * dw - 20, 250], [x0 + oven * dw + 20, 250]], p.metal.light) +
      rect(x0 + oven * dw + 34, 120, dw - 68, 132, p.metal.light) +
      rect(x0, 290, w, 98, '#f7f5f1') +
      times(Math.floor(w / 40), (i) => line(x0 + i * 40 + 20, 292, x0 + i * 40 + 20, 386, '#e4e0d9', 2))
    : ''
  return (
    wall +
    rect(x0, 404, w, 142, p.body.deep) +
    base +
    rect(x0, 544, w, 16, p.body.deep) +
    rect(x0 - 8, 386, w + 16, 20, stone, 3) +
    rect(x0 - 8, 400, w + 16, 6, stoneEdge) +
    rect(x0 + oven * dw + 8, 380, dw - 16, 8, '#2b2d31', 2) +
    tap(x0 + (doors - 1) * dw + 20, 386, p)
  )
}

function kitchen(p: Paint): string {
  const w = 660 * p.vary(0.95, 1.03)
  return kitchenRun(p, 480 - w / 2, w, true)
}

function stool(x: number, p: Paint): string {
  return line(x - 26, 468, x - 38, 560, p.metal.base, 6) + line(x + 26, 468, x + 38, 560, p.metal.base, 6) + line(x - 32, 520, x + 32, 520, p.metal.base, 5) + rect(x - 42, 452, 84, 20, p.accent.base, 10)
}

function islandKitchen(p: Paint): string {
  const w = 480 * p.vary(0.94, 1.05)
  const x0 = 480 - w / 2
  const pendant = (x: number) => line(x, 0, x, 210, '#3d4148', 3) + path(d`M${x - 42} 250 Q${x - 40} 206 ${x} 206 Q${x + 40} 206 ${x + 42} 250 Z`, p.accent.dark) + ellipse(x, 252, 20, 6, '#fff1c1')
  return (
    pendant(480 - w * 0.22) +
    pendant(480 + w * 0.22) +
    rect(x0, 396, w, 150, p.body.base, 4) +
    times(4, (i) => rect(x0 + 10 + i * ((w - 20) / 4), 416, (w - 20) / 4 - 8, 120, p.body.light, 3, 'opacity="0.25"')) +
    rect(x0, 544, w, 16, p.body.deep) +
    rect(x0 - 30, 376, w + 60, 22, stone, 4) +
    rect(x0 - 30, 392, w + 60, 6, stoneEdge) +
    tap(x0 + w - 130, 376, p) +
    ellipse(x0 + 110, 372, 44, 8, '#ffffff') +
    circle(x0 + 96, 360, 11, '#f2c94c') +
    circle(x0 + 122, 362, 11, '#9bc53d') +
    stool(480 - w * 0.2, p) +
    stool(480 + w * 0.2, p)
  )
}

function cornerKitchen(p: Paint): string {
  const x0 = 380 + p.vary(-20, 20)
  const w = 820 - x0
  // The side run comes toward the viewer: doors are parallelograms between the corner and the front.
  const side = (t0: number, t1: number, topY: number, bottomY: number) => {
    const xAt = (t: number) => x0 - t * 230
    const lift = (t: number) => t * 60
    return [[xAt(t0), topY + lift(t0)], [xAt(t1), topY + lift(t1)], [xAt(t1), bottomY + lift(t1)], [xAt(t0), bottomY + lift(t0)]] as [number, number][]
  }
  return (
    kitchenRun(p, x0, w, true) +
    poly(side(0, 1, 404, 546), p.body.deep) +
    times(3, (i) => poly(side(i / 3 + 0.02, (i + 1) / 3 - 0.02, 410, 540), i === 1 ? p.body.base : p.body.dark)) +
    poly(side(0, 1, 544, 560), p.body.deep) +
    poly([[x0, 386], [x0 - 230, 446], [x0 - 250, 446], [x0 - 250, 466], [x0 - 230, 466], [x0, 406]], stone) +
    times(2, (i) => poly(side(i / 2 + 0.03, (i + 1) / 2 - 0.03, 150, 286), p.body.dark))
  )
}

function worktop(p: Paint): string {
  const w = 600 * p.vary(0.95, 1.04)
  const x0 = 480 - w / 2
  const x1 = 480 + w / 2
  const speckles = times(60, (i) => {
    const v = ((i * 37) % 60) / 60
    const u = ((i * 53) % 97) / 97
    return circle(x0 + 70 - 70 * v + u * (w - 140 + 140 * v), 384 + v * 56, 2 + (i % 3), i % 2 ? p.body.deep : p.body.pale, 'opacity="0.5"')
  })
  return (
    rect(x0 + 20, 470, w - 40, 90, white) +
    times(4, (i) => rect(x0 + 26 + i * ((w - 52) / 4), 476, (w - 52) / 4 - 8, 78, '#e6e2dc', 3)) +
    poly([[x0 + 70, 380], [x1 - 70, 380], [x1, 440], [x0, 440]], p.body.light) +
    speckles +
    rect(x0, 438, w, 34, p.body.base, 3) +
    rect(x0, 438, w, 6, p.body.pale, 3) +
    poly([[x0 + 140, 394], [x0 + 300, 394], [x0 + 316, 424], [x0 + 126, 424]], p.wood.light) +
    ellipse(x1 - 170, 410, 50, 12, '#ffffff') +
    circle(x1 - 186, 398, 13, '#f2c94c') +
    circle(x1 - 156, 400, 13, '#f2c94c')
  )
}

function sink(p: Paint): string {
  const w = 520 * p.vary(0.95, 1.05)
  const x0 = 480 - w / 2
  const x1 = 480 + w / 2
  return (
    rect(x0 + 20, 440, w - 40, 120, white) +
    rect(x0 + 30, 450, (w - 70) / 2, 100, '#e6e2dc', 3) +
    rect(480 + 5, 450, (w - 70) / 2, 100, '#e6e2dc', 3) +
    poly([[x0 + 60, 360], [x1 - 60, 360], [x1, 420], [x0, 420]], stone) +
    rect(x0, 418, w, 24, stoneEdge, 3) +
    poly([[x0 + 120, 366], [x1 - 120, 366], [x1 - 80, 414], [x0 + 80, 414]], p.body.base) +
    poly([[x0 + 138, 372], [x1 - 138, 372], [x1 - 100, 408], [x0 + 100, 408]], p.body.deep) +
    poly([[x0 + 138, 372], [x1 - 138, 372], [x1 - 132, 380], [x0 + 132, 380]], p.body.dark) +
    ellipse(480, 396, 14, 5, p.metal.light) +
    tap(480 - 22, 366, p)
  )
}

function cookerHood(p: Paint): string {
  return (
    poly([[330, 470], [630, 470], [740, 700], [220, 700]], '#fff6d6', 'opacity="0.35"') +
    rect(430, 30, 100, 250, p.body.base) +
    rect(430, 30, 18, 250, p.body.light, 0, 'opacity="0.6"') +
    poly([[400, 270], [560, 270], [690, 420], [270, 420]], p.body.base) +
    poly([[400, 270], [440, 270], [320, 420], [270, 420]], p.body.light, 'opacity="0.5"') +
    rect(256, 418, 448, 40, p.body.dark, 6) +
    times(3, (i) => circle(590 + i * 28, 438, 7, i === 0 ? p.accent.light : p.body.pale)) +
    times(2, (i) => ellipse(360 + i * 240, 464, 26, 7, '#fff1c1'))
  )
}

export const kitchens = {
  kitchen: { draw: kitchen, mount: 'floor', setting: 'interior', footprint: 340, focus: [440, 420], material: 'lacquer', roomScale: 0.78 },
  islandKitchen: { draw: islandKitchen, mount: 'floor', setting: 'interior', footprint: 290, focus: [380, 440], material: 'stone', roomScale: 0.7 },
  cornerKitchen: { draw: cornerKitchen, mount: 'floor', setting: 'interior', footprint: 360, focus: [300, 450], material: 'lacquer', roomScale: 0.76 },
  worktop: { draw: worktop, mount: 'floor', setting: 'interior', footprint: 310, focus: [300, 430], material: 'stone' },
  sink: { draw: sink, mount: 'floor', setting: 'interior', footprint: 270, focus: [480, 380], material: 'stone' },
  cookerHood: { draw: cookerHood, mount: 'wall', setting: 'interior', footprint: 230, focus: [620, 430], material: 'metal', roomCompanion: 'counter', roomScale: 0.5 },
} satisfies Partial<Record<ProductKind, ProductArt>>
