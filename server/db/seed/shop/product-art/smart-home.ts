import type { Paint, ProductArt, ProductKind } from './types'
import { circle, d, ellipse, line, path, poly, rect, stroke, times } from './svg'

const plate = (x: number, y: number, w: number, h: number, r: number) => rect(x + 6, y + 10, w, h, '#000000', r, 'opacity="0.06"') + rect(x, y, w, h, '#fbfaf8', r) + rect(x, y + h - 8, w, 8, '#e4e1dc', 4)
const house = (x: number, y: number, s: number, fill: string) => path(d`M${x} ${y - s} L${x + s} ${y - s * 0.1} L${x + s * 0.7} ${y - s * 0.1} L${x + s * 0.7} ${y + s * 0.8} L${x - s * 0.7} ${y + s * 0.8} L${x - s * 0.7} ${y - s * 0.1} L${x - s} ${y - s * 0.1} Z`, fill)

function thermostat(p: Paint): string {
  const sweep = p.vary(0.3, 0.8) * Math.PI
  const r = 92
  return (
    plate(350, 210, 260, 260, 40) +
    circle(480, 340, 112, p.body.base) +
    circle(480, 340, 112, 'none', `stroke="${p.body.light}" stroke-width="8"`) +
    circle(480, 340, 96, '#1f2430') +
    times(24, (i) => {
      const a = (i / 24) * Math.PI * 2
      return line(480 + Math.cos(a) * 80, 340 + Math.sin(a) * 80, 480 + Math.cos(a) * 88, 340 + Math.sin(a) * 88, '#4a5364', 3)
    }) +
    stroke(d`M${480 - r * 0.7} ${340 + r * 0.7} A${r * 0.7} ${r * 0.7} 0 0 1 ${480 + Math.cos(Math.PI * 0.75 + sweep) * r * 0.7} ${340 + Math.sin(Math.PI * 0.75 + sweep) * r * 0.7}`, p.accent.base, 10) +
    rect(450, 320, 60, 14, '#e9edf2', 7) +
    rect(460, 346, 40, 10, '#6b7380', 5)
  )
}

function smartLock(p: Paint): string {
  return (
    rect(250, 0, 460, 720, p.wood.light) +
    rect(290, 40, 380, 260, p.wood.base, 8, 'opacity="0.5"') +
    rect(290, 440, 380, 250, p.wood.base, 8, 'opacity="0.5"') +
    rect(426, 156, 108, 250, '#000000', 28, 'opacity="0.08"') +
    rect(420, 150, 108, 250, p.body.base, 28) +
    rect(420, 150, 30, 250, p.body.light, 14, 'opacity="0.4"') +
    rect(438, 172, 72, 110, '#1f2430', 12) +
    times(9, (i) => circle(456 + (i % 3) * 18, 192 + Math.floor(i / 3) * 28, 5, i === 4 ? p.accent.light : '#8d97a8')) +
    circle(474, 320, 22, p.body.dark) +
    times(3, (i) => circle(474, 320, 6 + i * 5, 'none', `stroke="${p.body.pale}" stroke-width="2"`)) +
    circle(474, 380, 5, p.accent.base) +
    rect(440, 436, 70, 70, '#000000', 35, 'opacity="0.06"') +
    circle(474, 468, 32, p.metal.light) +
    rect(474, 456, 150, 26, p.metal.light, 13)
  )
}

function intercom(p: Paint): string {
  return (
    rect(396, 126, 180, 420, '#000000', 28, 'opacity="0.07"') +
    rect(390, 116, 180, 420, p.body.base, 28) +
    rect(390, 116, 180, 40, p.body.light, 20, 'opacity="0.5"') +
    circle(480, 180, 30, '#1f2430') +
    circle(480, 180, 14, '#3a4a5c') +
    circle(486, 174, 5, '#9fb4c8') +
    rect(418, 232, 124, 100, '#1f2430', 10) +
    rect(428, 242, 104, 80, p.accent.pale, 6) +
    circle(480, 272, 16, p.accent.base) +
    path('M452 322 Q480 290 508 322 Z', p.accent.base) +
    times(5, (i) => rect(430, 358 + i * 14, 100, 6, p.body.dark, 3)) +
    circle(480, 474, 30, p.body.pale) +
    circle(480, 474, 20, p.accent.base) +
    path('M470 466 Q470 462 474 462 L478 470 L474 474 Q478 482 484 484 L488 480 L496 484 Q496 488 492 488 Q472 486 470 466 Z', '#ffffff')
  )
}

function windowSensor(p: Paint): string {
  return (
    rect(200, 60, 400, 600, '#ffffff', 6) +
    rect(232, 92, 336, 536, '#cfe6f2') +
    circle(330, 560, 110, '#8fbf85') +
    circle(480, 580, 90, '#6fa56a') +
    poly([[232, 92], [380, 92], [232, 330]], '#ffffff', 'opacity="0.35"') +
    rect(560, 60, 40, 600, '#f1f1ef') +
    rect(600, 60, 70, 600, '#ffffff') +
    rect(620, 250, 60, 170, p.body.base, 14) +
    rect(620, 250, 18, 170, p.body.light, 8, 'opacity="0.5"') +
    circle(650, 280, 7, p.accent.base) +
    circle(650, 280, 14, p.accent.light, 'opacity="0.35"') +
    rect(574, 280, 38, 110, p.body.base, 10) +
    rect(574, 280, 12, 110, p.body.light, 6, 'opacity="0.5"') +
    times(2, (i) => stroke(d`M${690 + i * 20} ${300 - i * 10} A${40 + i * 20} ${40 + i * 20} 0 0 1 ${690 + i * 20} ${370 + i * 10}`, p.accent.base, 6, 'opacity="0.7"'))
  )
}

function smartPlug(p: Paint): string {
  return (
    plate(360, 220, 240, 240, 36) +
    rect(392, 252, 176, 176, '#000000', 48, 'opacity="0.08"') +
    rect(384, 244, 176, 176, p.body.base, 48) +
    rect(384, 244, 176, 50, p.body.light, 25, 'opacity="0.5"') +
    circle(472, 332, 60, p.body.light) +
    circle(472, 332, 26, 'none', `stroke="${p.accent.base}" stroke-width="7"`) +
    line(472, 296, 472, 322, p.accent.base, 7) +
    circle(472, 404, 6, p.accent.light) +
    rect(510, 420, 40, 30, p.body.dark, 8) +
    stroke('M530 450 C530 520 600 520 640 600 C660 640 640 690 600 720', p.body.dark, 14)
  )
}

function shutterControl(p: Paint): string {
  const down = p.vary(0.35, 0.6)
  return (
    rect(120, 90, 330, 480, '#ffffff', 4) +
    rect(140, 110, 290, 440, '#cfe6f2') +
    circle(230, 500, 90, '#8fbf85') +
    rect(130, 90, 310, 30, '#d9dce0', 4) +
    times(Math.round((440 * down) / 22), (i) => rect(140, 120 + i * 22, 290, 19, '#c9ccd1', 3)) +
    plate(560, 240, 180, 230, 24) +
    rect(586, 266, 128, 84, p.body.base, 14) +
    rect(586, 360, 128, 84, p.body.base, 14) +
    poly([[650, 286], [678, 328], [622, 328]], p.body.pale) +
    poly([[650, 424], [678, 382], [622, 382]], p.body.pale) +
    circle(650, 456, 5, p.accent.base)
  )
}

function smartKit(p: Paint): string {
  return (
    poly([[290, 280], [470, 220], [650, 280], [650, 500], [470, 560], [290, 500]], p.body.base) +
    poly([[290, 280], [470, 340], [650, 280], [470, 220]], p.body.light) +
    poly([[470, 340], [650, 280], [650, 500], [470, 560]], p.body.dark) +
    house(380, 410, 56, p.body.pale) +
    rect(370, 420, 22, 36, p.body.base, 4) +
    times(3, (i) => stroke(d`M${540 - i * 0} ${390 - i * 16} Q${570} ${370 - i * 24} ${600} ${390 - i * 32}`, p.body.pale, 6)) +
    ellipse(300, 560, 70, 16, '#2b2d31') +
    ellipse(300, 548, 70, 16, '#f4f2ee') +
    circle(300, 548, 8, p.accent.base) +
    rect(640, 420, 96, 150, '#2b2d31', 14) +
    rect(648, 434, 80, 118, p.accent.pale, 6) +
    times(4, (i) => rect(656 + (i % 2) * 38, 446 + Math.floor(i / 2) * 52, 32, 44, i === 0 ? p.accent.base : '#ffffff', 6))
  )
}

export const smartHome = {
  smartKit: { draw: smartKit, mount: 'tabletop', setting: 'interior', footprint: 220, focus: [688, 490], material: 'screen' },
  thermostat: { draw: thermostat, mount: 'wall', setting: 'interior', footprint: 120, focus: [480, 340], material: 'screen', roomScale: 0.35, detailZoom: 2 },
  smartLock: { draw: smartLock, mount: 'wall', setting: 'interior', footprint: 200, focus: [474, 250], material: 'metal', roomScale: 0.71, roomCompanion: 'none', detailZoom: 2 },
  intercom: { draw: intercom, mount: 'wall', setting: 'interior', footprint: 100, focus: [480, 250], material: 'screen', roomScale: 0.4, detailZoom: 2 },
  windowSensor: { draw: windowSensor, mount: 'wall', setting: 'interior', footprint: 200, focus: [630, 320], material: 'lacquer', roomScale: 0.45 },
  smartPlug: { draw: smartPlug, mount: 'wall', setting: 'interior', footprint: 120, focus: [472, 332], material: 'lacquer', roomScale: 0.35, detailZoom: 2 },
  shutterControl: { draw: shutterControl, mount: 'wall', setting: 'interior', footprint: 200, focus: [650, 355], material: 'lacquer', roomScale: 0.45 },
} satisfies Partial<Record<ProductKind, ProductArt>>
