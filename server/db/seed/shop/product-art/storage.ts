import type { Paint, ProductArt, ProductKind } from './types'
import { circle, d, ellipse, group, path, poly, rect, stroke, times } from './svg'

const knob = (x: number, y: number, p: Paint) => circle(x, y, 7, p.handle) + circle(x - 2, y - 2, 2.5, '#ffffff', 'opacity="0.5"')
const bar = (x: number, y: number, w: number, p: Paint) => rect(x - w / 2, y - 4, w, 8, p.handle, 4)

function bookshelf(p: Paint): string {
  const w = 320 * p.vary(0.92, 1.08)
  const x0 = 480 - w / 2
  const shelves = 4
  const rowH = 392 / shelves
  const spines = [p.accent.base, p.accent.dark, '#ece6dc', '#5f6b73', '#c86b4a', p.accent.pale, '#2f3437']
  const row = (index: number) => {
    const floor = 154 + rowH * (index + 1) - 4
    let x = x0 + 22
    let out = ''
    // One shelf per row holds a plant and a box instead of books, so the rows do not repeat.
    if (index === 1) return rect(x0 + 30, floor - 44, 70, 44, '#ece6dc', 3) + group(times(5, (i) => ellipse(0, -24, 9, 24, i % 2 ? '#5f9b6a' : '#77ad78', `transform="rotate(${-50 + i * 25})"`)), `translate(${x0 + w - 70} ${floor - 40})`) + rect(x0 + w - 92, floor - 40, 44, 40, p.accent.light, 4)
    while (x < x0 + w - 96) {
      const bw = 14 + p.vary(0, 18)
      const bh = rowH * p.vary(0.55, 0.8)
      out += rect(x, floor - bh, bw, bh, spines[Math.floor(p.vary(0, spines.length))] ?? '#5f6b73', 2)
      x += bw + 2
    }
    return out + poly([[x + 4, floor], [x + 14, floor], [x + 44, floor - rowH * 0.6], [x + 34, floor - rowH * 0.64]], p.accent.base)
  }
  return (
    rect(x0, 140, w, 420, p.body.dark, 6) +
    rect(x0 + 14, 154, w - 28, 392, p.body.deep, 2) +
    times(shelves, row) +
    times(shelves - 1, (i) => rect(x0 + 14, 154 + rowH * (i + 1) - 6, w - 28, 12, p.body.base)) +
    rect(x0, 140, w, 14, p.body.light, 4)
  )
}

function wardrobe(p: Paint): string {
  const doors = p.vary(0, 1) > 0.5 ? 3 : 2
  const w = (doors === 3 ? 420 : 340) * p.vary(0.95, 1.05)
  const x0 = 480 - w / 2
  const x1 = 480 + w / 2
  const dw = w / doors
  return (
    poly([[x1, 116], [x1 + 26, 100], [x1 + 26, 528], [x1, 548]], p.body.deep) +
    rect(x0, 110, w, 438, p.body.base, 4) +
    rect(x0 - 6, 104, w + 12, 16, p.body.light, 3) +
    times(doors, (i) => rect(x0 + i * dw + 6, 126, dw - 12, 408, p.body.light, 3, 'opacity="0.3"')) +
    times(doors - 1, (i) => rect(x0 + (i + 1) * dw - 1.5, 122, 3, 416, p.body.dark)) +
    times(doors, (i) => rect(x0 + (i + 1) * dw - (i % 2 ? dw - 18 : 22), 290, 8, 80, p.handle, 4)) +
    rect(x0 + 8, 540, w - 16, 20, p.body.deep)
  )
}

function chestOfDrawers(p: Paint): string {
  const w = 380 * p.vary(0.93, 1.07)
  const x0 = 480 - w / 2
  const x1 = 480 + w / 2
  const rows = 4
  const rh = 226 / rows
  const handles = p.vary(0, 1) > 0.5
  return (
    poly([[x0 + 20, 536], [x0 + 34, 536], [x0 + 28, 562], [x0 + 20, 562]], p.wood.deep) +
    poly([[x1 - 34, 536], [x1 - 20, 536], [x1 - 20, 562], [x1 - 28, 562]], p.wood.deep) +
    rect(x0, 290, w, 248, p.body.base, 6) +
    rect(x0 - 4, 284, w + 8, 14, p.body.light, 4) +
    times(rows, (i) => {
      const y = 304 + i * rh
      const drawer = rect(x0 + 12, y, w - 24, rh - 8, p.body.light, 4, 'opacity="0.4"') + rect(x0 + 12, y + rh - 12, w - 24, 4, p.body.dark, 2)
      return drawer + (handles ? knob(x0 + w * 0.3, y + rh / 2 - 4, p) + knob(x0 + w * 0.7, y + rh / 2 - 4, p) : bar(480, y + rh / 2 - 4, 70, p))
    }) +
    path(d`M${x1 - 90} 284 C${x1 - 110} 260 ${x1 - 110} 230 ${x1 - 86} 214 L${x1 - 74} 214 C${x1 - 50} 230 ${x1 - 50} 260 ${x1 - 70} 284 Z`, p.accent.base) +
    stroke(d`M${x1 - 80} 216 C${x1 - 84} 170 ${x1 - 60} 150 ${x1 - 40} 130`, '#6b5847', 3) +
    circle(x1 - 42, 130, 8, '#f4c7c3') +
    circle(x1 - 66, 168, 6, '#f4c7c3') +
    rect(x0 + 40, 268, 90, 16, '#ece6dc', 3)
  )
}

function bedsideTable(p: Paint): string {
  const w = 210 * p.vary(0.93, 1.07)
  const x0 = 480 - w / 2
  const x1 = 480 + w / 2
  return (
    poly([[x0 + 16, 530], [x0 + 30, 530], [x0 + 22, 562], [x0 + 14, 562]], p.wood.deep) +
    poly([[x1 - 30, 530], [x1 - 16, 530], [x1 - 14, 562], [x1 - 22, 562]], p.wood.deep) +
    rect(x0, 370, w, 164, p.body.base, 8) +
    rect(x0 - 4, 364, w + 8, 14, p.body.light, 5) +
    rect(x0 + 12, 386, w - 24, 54, p.body.light, 4, 'opacity="0.4"') +
    knob(480, 412, p) +
    rect(x0 + 12, 452, w - 24, 70, p.body.deep, 4) +
    rect(x0 + 26, 498, 80, 14, p.accent.base, 2) +
    rect(x0 + 32, 486, 70, 12, '#ece6dc', 2) +
    // A small table lamp makes it a bedside table rather than a cabinet.
    ellipse(x0 + 60, 362, 30, 6, p.metal.dark) +
    rect(x0 + 56, 296, 8, 66, p.metal.base) +
    path(d`M${x0 + 22} 300 L${x0 + 98} 300 L${x0 + 84} 236 L${x0 + 36} 236 Z`, p.accent.pale) +
    rect(x1 - 80, 340, 44, 24, '#2f3437', 5)
  )
}

export const storage = {
  bookshelf: { draw: bookshelf, mount: 'floor', setting: 'interior', footprint: 170, focus: [480, 250], material: 'wood', detailZoom: 2 },
  wardrobe: { draw: wardrobe, mount: 'floor', setting: 'interior', footprint: 220, focus: [480, 330], material: 'lacquer', detailZoom: 2.6 },
  chestOfDrawers: { draw: chestOfDrawers, mount: 'floor', setting: 'interior', footprint: 200, focus: [420, 360], material: 'wood' },
  bedsideTable: { draw: bedsideTable, mount: 'floor', setting: 'interior', footprint: 110, focus: [470, 420], material: 'lacquer' },
} satisfies Partial<Record<ProductKind, ProductArt>>
