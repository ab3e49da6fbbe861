import type { Paint, ProductArt, ProductKind } from './types'
import { circle, d, ellipse, line, path, poly, rect, stroke, times } from './svg'

const warm = '#fff3c4'
const glow = (x: number, y: number, r: number) => circle(x, y, r, warm, 'opacity="0.3"') + circle(x, y, r * 0.6, warm, 'opacity="0.45"')

function pendantLamp(p: Paint): string {
  const drop = 280 * p.vary(0.9, 1.1)
  return (
    rect(440, 26, 80, 12, p.metal.base, 4) +
    line(480, 30, 480, drop, p.metal.base, 4) +
    poly([[400, drop + 140], [560, drop + 140], [720, 720], [240, 720]], warm, 'opacity="0.3"') +
    glow(480, drop + 140, 90) +
    path(d`M${330} ${drop + 130} Q${340} ${drop} ${480} ${drop - 6} Q${620} ${drop} ${630} ${drop + 130} Z`, p.body.base) +
    path(d`M${350} ${drop + 122} Q${360} ${drop + 20} ${440} ${drop + 4} Q${390} ${drop + 40} ${390} ${drop + 122} Z`, p.body.light, 'opacity="0.55"') +
    rect(322, drop + 124, 316, 14, p.body.dark, 7) +
    ellipse(480, drop + 140, 40, 18, '#fffbe6') +
    rect(462, drop - 20, 36, 20, p.metal.base, 4)
  )
}

function ceilingLamp(p: Paint): string {
  const w = 360 * p.vary(0.9, 1.1)
  return (
    poly([[480 - w / 2, 110], [480 + w / 2, 110], [480 + w, 720], [480 - w, 720]], warm, 'opacity="0.22"') +
    rect(480 - w / 2 - 10, 26, w + 20, 30, p.body.dark, 8) +
    path(d`M${480 - w / 2} 52 L${480 + w / 2} 52 Q${480 + w / 2} 120 ${480} 124 Q${480 - w / 2} 120 ${480 - w / 2} 52 Z`, p.body.base) +
    path(d`M${480 - w / 2 + 30} 70 Q${480 - w / 2 + 40} 108 ${480} 112 Q${480 + w / 2 - 40} 108 ${480 + w / 2 - 30} 70 Z`, '#fffbe6') +
    times(7, (i) => {
      const a = Math.PI * (0.2 + i * 0.1)
      return line(480 + Math.cos(a) * 190, 130 + Math.sin(a) * 110, 480 + Math.cos(a) * 250, 130 + Math.sin(a) * 160, p.accent.light, 6)
    })
  )
}

function floorLamp(p: Paint): string {
  const h = p.vary(0.95, 1.05)
  return (
    line(480, 300, 400, 560, p.wood.dark, 10) +
    line(480, 300, 560, 560, p.wood.dark, 10) +
    line(480, 300, 486, 548, p.wood.deep, 8) +
    glow(480, 250 * h, 150) +
    poly([[400, 300 * h], [560, 300 * h], [540, 170 * h], [420, 170 * h]], p.body.base) +
    poly([[400, 300 * h], [440, 300 * h], [450, 170 * h], [420, 170 * h]], p.body.light, 'opacity="0.5"') +
    rect(396, 296 * h, 168, 10, p.body.dark, 5) +
    rect(416, 166 * h, 128, 8, p.body.dark, 4)
  )
}

function wallLamp(p: Paint): string {
  return (
    poly([[440, 300], [560, 300], [640, 40], [360, 40]], warm, 'opacity="0.28"') +
    poly([[430, 420], [550, 420], [660, 700], [320, 700]], warm, 'opacity="0.3"') +
    rect(350, 280, 60, 140, p.metal.base, 10) +
    line(400, 350, 490, 350, p.metal.base, 10) +
    path('M420 300 L560 300 L590 420 L390 420 Z', p.body.base) +
    path('M420 300 L450 300 L430 420 L390 420 Z', p.body.light, 'opacity="0.5"') +
    ellipse(490, 420, 96, 10, p.body.dark) +
    ellipse(490, 424, 60, 6, '#fffbe6')
  )
}

function ledStrip(p: Paint): string {
  return (
    // Stacked translucent bands fade the strip's light down the wall without a blur filter.
    times(3, (i) => poly([[214, 320], [746, 320], [746 + 24 * (i + 1), 380 + i * 90], [214 - 24 * (i + 1), 380 + i * 90]], p.body.pale, 'opacity="0.22"')) +
    rect(200, 250, 560, 16, p.wood.light, 4) +
    rect(200, 264, 560, 52, p.wood.base, 4) +
    rect(214, 314, 532, 14, p.body.pale, 6) +
    times(22, (i) => circle(228 + i * 24, 321, 4, '#ffffff')) +
    rect(260, 170, 36, 80, p.accent.base, 3) +
    rect(300, 180, 30, 70, p.accent.light, 3) +
    rect(334, 160, 28, 90, '#ece6dc', 3) +
    path('M620 250 L700 250 L690 190 L630 190 Z', '#ece6dc') +
    stroke('M660 190 C650 150 630 140 610 130 M660 190 C670 150 700 140 710 120', '#5f9b6a', 5)
  )
}

function smartBulb(p: Paint): string {
  return (
    glow(480, 290, 190) +
    path('M420 440 C420 400 370 370 370 300 A110 110 0 1 1 590 300 C590 370 540 400 540 440 Z', p.body.light) +
    path('M400 300 A80 80 0 0 1 470 220 A100 100 0 0 0 420 330 Z', '#ffffff', 'opacity="0.55"') +
    stroke('M450 440 L450 360 Q480 330 510 360 L510 440', p.body.dark, 4) +
    times(4, (i) => rect(424, 440 + i * 22, 112, 18, i % 2 ? p.metal.base : p.metal.light, 6)) +
    path('M440 528 L520 528 L500 560 L460 560 Z', p.metal.dark) +
    times(3, (i) => stroke(d`M${640 + i * 22} ${150 - i * 10} A${30 + i * 26} ${30 + i * 26} 0 0 1 ${640 + i * 22} ${220 + i * 10}`, p.accent.base, 8, 'transform="rotate(-30 640 185)"'))
  )
}

function stairLight(p: Paint): string {
  const steps = 5
  const rise = 80
  const run = 120
  return (
    times(steps, (i) => {
      const x = 180 + i * run
      const y = 560 - (i + 1) * rise
      return (
        rect(x, y, 960 - x, rise, '#d9d3ca') +
        rect(x, y, 960 - x, 14, '#ebe6de') +
        poly([[x + 20, y - 10], [x + 120, y - 10], [x + 150, y + 14], [x - 10, y + 14]], warm, 'opacity="0.6"') +
        rect(x + 50, y - 50, 44, 22, p.body.base, 4) +
        rect(x + 54, y - 34, 36, 6, '#fffbe6', 3)
      )
    }) +
    line(200, 370, 740, 10, p.metal.base, 8) +
    line(260, 330, 260, 400, p.metal.base, 6) +
    line(620, 90, 620, 160, p.metal.base, 6)
  )
}

export const lighting = {
  pendantLamp: { draw: pendantLamp, mount: 'ceiling', setting: 'interior', footprint: 150, focus: [480, 400], material: 'glow' },
  ceilingLamp: { draw: ceilingLamp, mount: 'ceiling', setting: 'interior', footprint: 180, focus: [480, 90], material: 'glow' },
  floorLamp: { draw: floorLamp, mount: 'floor', setting: 'interior', footprint: 100, focus: [480, 240], material: 'fabric' },
  wallLamp: { draw: wallLamp, mount: 'wall', setting: 'interior', footprint: 100, focus: [490, 380], material: 'metal', roomScale: 0.45 },
  ledStrip: { draw: ledStrip, mount: 'wall', setting: 'interior', footprint: 260, focus: [340, 320], material: 'glow', roomCompanion: 'none' },
  smartBulb: { draw: smartBulb, mount: 'tabletop', setting: 'interior', footprint: 80, focus: [480, 320], material: 'glow' },
  stairLight: { draw: stairLight, mount: 'floor', setting: 'interior', footprint: 330, focus: [430, 390], material: 'glow', detailZoom: 2.2 },
} satisfies Partial<Record<ProductKind, ProductArt>>
