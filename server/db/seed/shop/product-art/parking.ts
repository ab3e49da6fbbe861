import type { Paint, ProductArt, ProductKind } from './types'
import { circle, poly, rect, stroke, times } from './svg'

function parkingSpace(p: Paint): string {
  const far = 300 * p.vary(0.92, 1.06)
  const near = 600
  const top = 330
  const bottom = 600
  const at = (u: number, v: number): [number, number] => {
    const half = (far + (near - far) * v) / 2
    return [480 + (u - 0.5) * 2 * half, top + (bottom - top) * v]
  }
  const edge = (u: number) => poly([at(u - 0.02, 0), at(u + 0.02, 0), at(u + 0.02, 1), at(u - 0.02, 1)], '#ffffff')
  return (
    poly([[at(-0.25, 0)[0], top], [at(1.25, 0)[0], top], [at(1.25, 1)[0], bottom], [at(-0.25, 1)[0], bottom]], '#8f969c') +
    poly([at(0, 0), at(1, 0), at(1, 1), at(0, 1)], p.body.base) +
    poly([at(0, 0), at(1, 0), at(1, 0.35), at(0, 0.35)], p.body.dark, 'opacity="0.35"') +
    edge(0) +
    edge(1) +
    poly([at(0, 0), at(1, 0), at(1, 0.025), at(0, 0.025)], '#ffffff') +
    poly([at(0.3, 0.1), at(0.7, 0.1), at(0.7, 0.16), at(0.3, 0.16)], p.accent.base) +
    poly([at(0.3, 0.16), at(0.7, 0.16), at(0.7, 0.19), at(0.3, 0.19)], p.accent.dark) +
    rect(at(0, 0)[0] - 40, 150, 34, top - 150 + 10, '#cfd3d6') +
    times(4, (i) => rect(at(0, 0)[0] - 40, 250 + i * 20, 34, 10, i % 2 ? '#2b2d31' : '#f2c94c'))
  )
}

function storageRoom(p: Paint): string {
  const w = 420 * p.vary(0.94, 1.06)
  const x0 = 480 - w / 2
  const x1 = 480 + w / 2
  const door = x0 + w * 0.52
  return (
    rect(x0, 140, w, 420, '#6b7279') +
    times(3, (i) => rect(x0 + 20, 250 + i * 100, w - 40, 10, '#9aa1a8')) +
    rect(x0 + 30, 196, 90, 54, '#c9a27a', 3) +
    rect(x0 + 140, 216, 70, 34, '#e9e2d6', 3) +
    rect(x0 + 40, 300, 120, 50, '#c9a27a', 3) +
    rect(door + 20, 290, 80, 60, p.accent.base, 3) +
    rect(x0 + 30, 400, 80, 50, '#e9e2d6', 3) +
    circle(door + 100, 520, 36, '#2b2d31') +
    times(Math.round(w / 22), (i) => rect(x0 + 6 + i * 22, 140, 10, 420, p.body.base)) +
    rect(x0, 132, w, 18, p.body.dark) +
    rect(x0, 550, w, 12, p.body.dark) +
    rect(x0 - 6, 132, 14, 430, p.body.dark) +
    rect(x1 - 8, 132, 14, 430, p.body.dark) +
    rect(door - 7, 132, 14, 430, p.body.dark) +
    rect(door + 16, 300, 10, 60, p.body.light) +
    rect(door + 24, 324, 36, 12, p.metal.light, 4) +
    stroke(`M${door + 34} 336 a12 12 0 0 1 24 0`, p.metal.light, 5) +
    rect(door + 30, 338, 32, 30, '#c9a227', 5)
  )
}

function evCharger(p: Paint): string {
  return (
    rect(406, 176, 160, 240, '#000000', 34, 'opacity="0.08"') +
    rect(400, 170, 160, 240, p.body.base, 34) +
    rect(400, 170, 160, 60, p.body.light, 28, 'opacity="0.5"') +
    rect(440, 250, 80, 14, p.accent.base, 7) +
    rect(440, 250, 80, 14, p.accent.light, 7, 'opacity="0.6"') +
    circle(480, 320, 22, p.body.dark) +
    circle(480, 320, 10, p.accent.light) +
    rect(560, 300, 60, 40, p.body.dark, 10) +
    rect(596, 290, 34, 70, '#2b2d31', 10) +
    stroke('M470 410 C470 560 300 560 300 480 C300 400 640 400 640 500 C640 580 560 600 520 620', '#2b2d31', 16)
  )
}

export const parking = {
  parkingSpace: { draw: parkingSpace, mount: 'floor', setting: 'garage', footprint: 0, focus: [480, 390], material: 'stone', roomScale: 0.95 },
  storageRoom: { draw: storageRoom, mount: 'floor', setting: 'garage', footprint: 220, focus: [580, 330], material: 'metal' },
  evCharger: { draw: evCharger, mount: 'wall', setting: 'garage', footprint: 120, focus: [480, 260], material: 'lacquer', roomScale: 0.5 },
} satisfies Partial<Record<ProductKind, ProductArt>>
