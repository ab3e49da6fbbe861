import type { Paint, ProductArt, ProductKind } from './types'
import { ellipse, group, line, path, poly, rect, stroke, d } from './svg'

const sprig = (x: number, y: number, pot: string) =>
  stroke(d`M${x} ${y} C${x - 6} ${y - 30} ${x - 26} ${y - 50} ${x - 34} ${y - 70}`, '#5f9b6a', 4) +
  stroke(d`M${x} ${y} C${x + 6} ${y - 36} ${x + 22} ${y - 56} ${x + 30} ${y - 80}`, '#5f9b6a', 4) +
  ellipse(x - 34, y - 74, 12, 7, '#77ad78') +
  ellipse(x + 30, y - 84, 12, 7, '#4c8a5c') +
  ellipse(x + 4, y - 60, 10, 6, '#77ad78') +
  path(d`M${x - 18} ${y - 10} L${x + 18} ${y - 10} L${x + 13} ${y + 26} L${x - 13} ${y + 26} Z`, pot)

function coffeeTable(p: Paint): string {
  const w = 440 * p.vary(0.93, 1.07)
  const x0 = 480 - w / 2
  const x1 = 480 + w / 2
  return (
    poly([[x0 + 36, 476], [x0 + 50, 476], [x0 + 40, 560], [x0 + 30, 560]], p.body.dark) +
    poly([[x1 - 50, 476], [x1 - 36, 476], [x1 - 30, 560], [x1 - 40, 560]], p.body.dark) +
    rect(x0 + 44, 514, w - 88, 12, p.body.deep, 3) +
    rect(x0 + 90, 500, 110, 14, p.accent.light, 3) +
    poly([[x0 + 40, 418], [x1 - 40, 418], [x1, 452], [x0, 452]], p.body.light) +
    rect(x0, 452, w, 24, p.body.base, 6) +
    rect(x0 + 70, 400, 120, 18, p.accent.base, 3) +
    rect(x0 + 80, 384, 104, 16, '#ece6dc', 3) +
    rect(x0 + 74, 370, 96, 14, p.accent.dark, 3) +
    ellipse(x1 - 120, 430, 54, 12, '#ece6dc') +
    path(d`M${x1 - 172} ${404} Q${x1 - 120} ${452} ${x1 - 68} ${404} Z`, '#ece6dc') +
    ellipse(x1 - 130, 402, 12, 10, '#f2c94c') +
    ellipse(x1 - 106, 400, 12, 10, '#e76f51')
  )
}

function diningTable(p: Paint): string {
  const w = 620 * p.vary(0.94, 1.05)
  const x0 = 480 - w / 2
  const x1 = 480 + w / 2
  return (
    rect(x0 + 84, 420, 18, 104, p.body.deep) +
    rect(x1 - 102, 420, 18, 104, p.body.deep) +
    poly([[x0 + 50, 380], [x1 - 50, 380], [x1, 410], [x0, 410]], p.body.light) +
    rect(x0 + 200, 386, w - 400, 18, p.accent.base, 2, 'opacity="0.85"') +
    rect(x0, 408, w, 24, p.body.base, 5) +
    rect(x0 + 24, 430, w - 48, 20, p.body.dark) +
    rect(x0 + 24, 430, 26, 130, p.body.dark, 3) +
    rect(x1 - 50, 430, 26, 130, p.body.dark, 3) +
    sprig(480, 366, '#ece6dc')
  )
}

function desk(p: Paint): string {
  const w = 540 * p.vary(0.94, 1.05)
  const x0 = 480 - w / 2
  const x1 = 480 + w / 2
  const drawers = [0, 1, 2]
    .map((i) => rect(x1 - 172, 392 + i * 56, 142, 48, p.body.base, 5) + rect(x1 - 124, 412 + i * 56, 46, 8, p.handle, 4))
    .join('')
  return (
    rect(x0 + 40, 380, w - 220, 80, p.body.deep) +
    rect(x0 + 18, 380, 26, 180, p.body.dark, 3) +
    rect(x1 - 180, 380, 160, 180, p.body.dark, 4) +
    drawers +
    poly([[x0 + 14, 352], [x1 - 14, 352], [x1, 364], [x0, 364]], p.body.light) +
    rect(x0, 362, w, 20, p.body.base, 4) +
    // A laptop and a desk lamp say "desk" at a glance.
    rect(x0 + 110, 236, 190, 118, '#2f3437', 8) +
    rect(x0 + 120, 246, 170, 98, p.accent.pale, 3) +
    rect(x0 + 130, 262, 90, 10, p.accent.base, 5) +
    rect(x0 + 130, 282, 140, 8, '#ffffff', 4, 'opacity="0.8"') +
    poly([[x0 + 96, 352], [x0 + 314, 352], [x0 + 324, 360], [x0 + 86, 360]], '#5b6168') +
    line(x1 - 90, 350, x1 - 130, 260, p.metal.base, 8) +
    line(x1 - 130, 260, x1 - 70, 210, p.metal.base, 8) +
    group(path('M-46 30 L46 30 L26 -20 L-26 -20 Z', p.accent.base), `translate(${x1 - 70} 230) rotate(24)`) +
    ellipse(x1 - 90, 350, 36, 7, p.metal.dark)
  )
}

function tvUnit(p: Paint): string {
  const w = 660 * p.vary(0.94, 1.04)
  const x0 = 480 - w / 2
  const x1 = 480 + w / 2
  const door = (w - 24) / 3
  return (
    rect(x0 + 30, 530, 14, 30, p.metal.base) +
    rect(x1 - 44, 530, 14, 30, p.metal.base) +
    rect(x0, 420, w, 112, p.body.base, 6) +
    rect(x0, 420, w, 12, p.body.light, 4) +
    rect(x0 + 12, 440, door - 6, 80, p.body.light, 4, 'opacity="0.35"') +
    rect(x0 + 12 + door + 6, 440, door - 12, 80, p.body.deep, 3) +
    rect(x0 + 30 + door, 470, 40, 50, p.accent.base, 3) +
    rect(x0 + 76 + door, 486, 70, 34, '#ece6dc', 3) +
    rect(x0 + 12 + door * 2 + 6, 440, door - 6, 80, p.body.light, 4, 'opacity="0.35"') +
    rect(x0 + door - 30, 476, 8, 14, p.handle, 3) +
    rect(x0 + door * 2 + 48, 476, 8, 14, p.handle, 3) +
    rect(466, 392, 28, 28, '#2b2d31') +
    rect(420, 410, 120, 10, '#2b2d31', 4) +
    rect(280, 180, 400, 220, '#23262b', 10) +
    rect(290, 190, 380, 200, '#34465a', 3) +
    poly([[420, 190], [520, 190], [420, 390], [320, 390]], '#ffffff', 'opacity="0.07"') +
    sprig(x1 - 70, 386, p.accent.pale)
  )
}

export const tables = {
  coffeeTable: { draw: coffeeTable, mount: 'floor', setting: 'interior', footprint: 230, focus: [480, 455], material: 'wood' },
  diningTable: { draw: diningTable, mount: 'floor', setting: 'interior', footprint: 320, focus: [240, 420], material: 'wood' },
  desk: { draw: desk, mount: 'floor', setting: 'interior', footprint: 280, focus: [650, 440], material: 'wood', detailZoom: 2 },
  tvUnit: { draw: tvUnit, mount: 'floor', setting: 'interior', footprint: 340, focus: [480, 470], material: 'lacquer', detailZoom: 2 },
} satisfies Partial<Record<ProductKind, ProductArt>>
