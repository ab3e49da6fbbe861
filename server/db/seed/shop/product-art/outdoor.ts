import type { Paint, ProductArt, ProductKind } from './types'
import { circle, d, ellipse, group, line, path, poly, rect, stroke, times } from './svg'

const grass = (x: number, y: number, w: number) =>
  times(Math.round(w / 14), (i) => stroke(d`M${x + i * 14} ${y} Q${x + i * 14 + (i % 2 ? 8 : -6)} ${y - 26} ${x + i * 14 + (i % 2 ? 14 : -10)} ${y - 40 - (i % 3) * 8}`, i % 2 ? '#5f9b6a' : '#77ad78', 5))

function grill(p: Paint): string {
  const lean = p.vary(-4, 4)
  return (
    line(420, 440, 380 + lean, 560, p.metal.base, 8) +
    line(540, 440, 580 + lean, 552, p.metal.base, 8) +
    line(480, 450, 480, 530, p.metal.base, 8) +
    circle(384 + lean, 548, 16, '#2b2d31') +
    ellipse(480, 500, 70, 10, p.metal.dark) +
    path('M350 356 Q350 470 480 470 Q610 470 610 356 Z', p.body.base) +
    path('M350 356 Q352 330 380 330 L580 330 Q608 330 610 356 Z', p.body.light) +
    path('M350 350 Q350 230 480 226 Q610 230 610 350 Z', p.body.base) +
    path('M370 330 Q376 250 450 236 Q400 268 396 330 Z', p.body.light, 'opacity="0.6"') +
    rect(345, 344, 270, 14, p.metal.base, 6) +
    rect(440, 206, 80, 16, p.metal.dark, 8) +
    rect(454, 216, 10, 14, p.metal.dark) +
    rect(496, 216, 10, 14, p.metal.dark) +
    circle(560, 290, 10, p.metal.light) +
    stroke('M470 200 C450 170 500 150 480 120 C465 100 495 80 485 60', '#d9dde2', 6, 'opacity="0.8"') +
    stroke('M510 196 C495 176 530 160 515 136', '#d9dde2', 5, 'opacity="0.6"')
  )
}

const patioChair = (x: number, facing: 1 | -1, p: Paint) => {
  const back = x - facing * 60
  return (
    line(back, 560, back + facing * 6, 420, p.body.dark, 8) +
    line(x + facing * 40, 560, x + facing * 40, 440, p.body.dark, 8) +
    times(4, (i) => line(back + facing * 2 * i, 300 + i * 30, back + facing * (2 * i + 4), 318 + i * 30, p.body.base, 12)) +
    line(back, 290, back + facing * 8, 440, p.body.dark, 8) +
    rect(Math.min(back, x + facing * 50), 430, 110, 16, p.body.base, 6) +
    rect(Math.min(back, x + facing * 50) + 10, 414, 90, 18, p.accent.base, 8)
  )
}

function terraceSet(p: Paint): string {
  const spread = p.vary(0, 20)
  return (
    patioChair(250 - spread, 1, p) +
    patioChair(710 + spread, -1, p) +
    rect(468, 410, 24, 140, p.body.dark) +
    ellipse(480, 556, 70, 10, p.body.deep) +
    ellipse(480, 404, 140, 26, p.body.light) +
    rect(340, 400, 280, 14, p.body.base, 6) +
    rect(450, 360, 26, 40, '#ffffff', 6) +
    rect(486, 350, 16, 50, p.accent.light, 5) +
    circle(520, 392, 10, '#e76f51')
  )
}

function lounger(p: Paint): string {
  const tilt = p.vary(-4, 4)
  return (
    rect(260, 476, 480, 14, p.metal.light, 6) +
    line(300, 484, 300, 560, p.metal.light, 10) +
    line(700, 484, 710, 546, p.metal.light, 10) +
    circle(712, 546, 16, '#2b2d31') +
    rect(380, 440, 380, 40, p.body.base, 16) +
    rect(380, 440, 380, 12, p.body.light, 6) +
    times(4, (i) => line(460 + i * 80, 444, 460 + i * 80, 476, p.body.dark, 3)) +
    group(rect(-40, -190, 48, 214, p.body.base, 18) + rect(-40, -190, 16, 214, p.body.light, 8), `translate(380 470) rotate(${-30 + tilt})`) +
    group(rect(-10, -20, 130, 28, p.accent.base, 10) + times(3, (i) => rect(10 + i * 38, -20, 12, 28, p.accent.pale)), `translate(560 436)`)
  )
}

function planter(p: Paint): string {
  const w = 300 * p.vary(0.92, 1.1)
  const x0 = 480 - w / 2
  const x1 = 480 + w / 2
  return (
    times(7, (i) => circle(x0 + 40 + i * ((w - 80) / 6), 360 - (i % 2) * 30 - p.vary(0, 30), 46, i % 2 ? '#5f9b6a' : '#77ad78')) +
    times(5, (i) => circle(x0 + 60 + i * ((w - 120) / 4), 330 - p.vary(0, 50), 10, p.accent.light)) +
    grass(x0 + 20, 396, w - 40) +
    poly([[x0, 390], [x1, 390], [x1 - 20, 560], [x0 + 20, 560]], p.body.base) +
    times(5, (i) => line(x0 + 30 + i * ((w - 60) / 4), 414, x0 + 34 + i * ((w - 68) / 4), 548, p.body.dark, 3)) +
    rect(x0 - 10, 380, w + 20, 26, p.body.light, 4)
  )
}

function parasol(p: Paint): string {
  const span = 300 * p.vary(0.92, 1.06)
  const panels = 6
  const edge = 250
  return (
    rect(475, 150, 10, 400, p.metal.base) +
    poly([[400, 560], [560, 560], [540, 540], [420, 540]], p.metal.dark) +
    poly([[480, 110], [480 + span, edge], [480 - span, edge]], p.body.base) +
    times(panels, (i) => (i % 2 ? poly([[480, 110], [480 - span + (i * 2 * span) / panels, edge], [480 - span + ((i + 1) * 2 * span) / panels, edge]], p.body.light) : '')) +
    times(panels, (i) => circle(480 - span + ((i + 0.5) * 2 * span) / panels, edge, span / panels, i % 2 ? p.body.light : p.body.base)) +
    rect(480 - span, edge - 4, span * 2, 8, p.body.dark) +
    circle(480, 106, 10, p.metal.base)
  )
}

function outdoorLight(p: Paint): string {
  const h = 260 * p.vary(0.9, 1.1)
  const top = 560 - h
  return (
    circle(480, top + 60, 120, '#fff3c4', 'opacity="0.25"') +
    circle(480, top + 60, 80, '#fff3c4', 'opacity="0.35"') +
    rect(440, top, 80, h, p.body.base, 6) +
    rect(440, top, 22, h, p.body.light, 4, 'opacity="0.4"') +
    rect(440, top + 30, 80, 64, '#fff4c9') +
    times(4, (i) => rect(440, top + 40 + i * 14, 80, 5, p.body.dark)) +
    rect(432, top - 12, 96, 22, p.body.dark, 6) +
    rect(430, 548, 100, 12, p.body.deep, 3) +
    grass(340, 560, 90) +
    grass(540, 560, 90)
  )
}

function decking(p: Paint): string {
  const far = 420
  const near = 720
  const top = 380
  const bottom = 580
  const at = (u: number, v: number): [number, number] => {
    const half = (far + (near - far) * v) / 2
    return [480 + (u - 0.5) * 2 * half, top + (bottom - top) * v]
  }
  const boards = 7
  return (
    poly([at(0, 1), at(1, 1), [at(1, 1)[0], bottom + 22], [at(0, 1)[0], bottom + 22]], p.body.deep) +
    times(boards, (i) => {
      const v0 = i / boards
      const v1 = (i + 1) / boards - 0.012
      const split = 0.3 + ((i * 0.37) % 0.4)
      return (
        poly([at(0, v0), at(split, v0), at(split, v1), at(0, v1)], i % 2 ? p.body.base : p.body.light) +
        poly([at(split + 0.006, v0), at(1, v0), at(1, v1), at(split + 0.006, v1)], i % 2 ? p.body.light : p.body.base) +
        times(6, (k) => {
          const [x, y] = at(0.08 + k * 0.17, (v0 + v1) / 2)
          return circle(x, y, 2 + v0 * 2, p.body.deep)
        })
      )
    }) +
    rect(640, 330, 70, 70, '#c86b4a', 6) +
    times(5, (i) => group(ellipse(0, -30, 12, 32, i % 2 ? '#5f9b6a' : '#77ad78'), `translate(675 330) rotate(${-60 + i * 30})`))
  )
}

export const outdoors = {
  grill: { draw: grill, mount: 'floor', setting: 'outdoor', footprint: 150, focus: [480, 300], material: 'metal' },
  terraceSet: { draw: terraceSet, mount: 'floor', setting: 'outdoor', footprint: 280, focus: [480, 400], material: 'metal', detailZoom: 2 },
  lounger: { draw: lounger, mount: 'floor', setting: 'outdoor', footprint: 260, focus: [560, 450], material: 'fabric' },
  planter: { draw: planter, mount: 'floor', setting: 'outdoor', footprint: 160, focus: [420, 420], material: 'wood' },
  parasol: { draw: parasol, mount: 'floor', setting: 'outdoor', footprint: 110, focus: [480, 200], material: 'fabric', detailZoom: 2 },
  outdoorLight: { draw: outdoorLight, mount: 'floor', setting: 'outdoor', footprint: 70, focus: [480, 370], material: 'metal', roomScale: 0.7 },
  decking: { draw: decking, mount: 'floor', setting: 'outdoor', footprint: 330, focus: [480, 520], material: 'wood' },
} satisfies Partial<Record<ProductKind, ProductArt>>
