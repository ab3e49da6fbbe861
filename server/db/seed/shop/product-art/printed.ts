import { beds } from './beds'
import { lighting } from './lighting'
import { seating } from './seating'
import type { Paint, ProductArt, ProductKind } from './types'
import { circle, d, ellipse, group, line, path, placed, poly, rect, stroke, times } from './svg'

/** A sofa, a lamp and a rug together: the package is a furnished corner, in the product's colour. */
function interiorPackage(p: Paint): string {
  return (
    placed(beds.rug.draw(p), [480, 560], [500, 580], 0.95) +
    placed(seating.sofa.draw(p), [480, 560], [470, 470], 0.78) +
    placed(lighting.floorLamp.draw(p), [480, 560], [770, 500], 0.8) +
    rect(170, 400, 70, 74, '#c86b4a', 6) +
    times(7, (i) => group(ellipse(0, -44, 16, 46, i % 2 ? '#5f9b6a' : '#77ad78'), `translate(205 402) rotate(${-72 + i * 24})`))
  )
}

function assembly(p: Paint): string {
  return (
    poly([[250, 300], [560, 250], [700, 300], [700, 520], [390, 560], [250, 520]], '#c9a27a') +
    poly([[250, 300], [560, 250], [700, 300], [390, 350]], '#dcbb94') +
    poly([[390, 350], [700, 300], [700, 520], [390, 560]], '#b48a60') +
    line(460, 334, 640, 306, '#e9d6bd', 10) +
    rect(330, 430, 330, 130, p.body.base, 12) +
    rect(330, 430, 330, 26, p.body.light, 10) +
    stroke('M420 430 L420 392 Q420 380 432 380 L558 380 Q570 380 570 392 L570 430', p.body.dark, 14) +
    rect(470, 470, 50, 22, p.metal.light, 5) +
    group(rect(0, -8, 140, 16, p.metal.light, 5) + rect(-70, -16, 80, 32, p.accent.base, 14), 'translate(740 560) rotate(-18)') +
    group(path('M0 0 L120 0 L120 14 L14 14 L14 60 L0 60 Z', p.metal.base), 'translate(210 560) rotate(-10)')
  )
}

function design(p: Paint): string {
  const fan = p.vary(8, 16)
  return (
    poly([[220, 300], [680, 260], [740, 520], [250, 560]], '#ffffff') +
    poly([[250, 320], [660, 286], [710, 500], [274, 534]], '#eef3f7') +
    stroke('M290 340 L520 320 L548 480 L310 500 Z M520 320 L640 310 L670 470 L548 480 M420 330 L440 490 M310 420 L440 410', '#3d4148', 5) +
    stroke('M440 410 A40 40 0 0 1 470 440', '#3d4148', 3) +
    poly([[560, 330], [630, 324], [650, 420], [578, 426]], p.body.light, 'opacity="0.7"') +
    times(5, (i) => group(rect(-22, -150, 44, 160, [p.body.pale, p.body.light, p.body.base, p.body.dark, p.accent.base][i] ?? p.body.base, 8) + circle(0, 0, 6, p.metal.base), `translate(760 560) rotate(${-40 + i * fan})`)) +
    group(rect(0, -7, 200, 14, '#f2c94c', 3) + poly([[200, -7], [226, 0], [200, 7]], '#e8c9a0') + rect(-16, -7, 16, 14, '#e76f51', 3), 'translate(300 580) rotate(-12)')
  )
}

function book(p: Paint, x: number, y: number): string {
  return (
    rect(x + 200, y + 10, 24, 360, '#ebe6dc', 3) +
    rect(x, y, 220, 360, p.body.base, 8) +
    rect(x, y, 24, 360, p.body.dark, 6) +
    rect(x + 50, y + 40, 140, 14, p.body.pale, 7) +
    rect(x + 50, y + 66, 100, 10, p.body.light, 5) +
    path(d`M${x + 120} ${y + 130} L${x + 180} ${y + 180} L${x + 166} ${y + 180} L${x + 166} ${y + 240} L${x + 74} ${y + 240} L${x + 74} ${y + 180} L${x + 60} ${y + 180} Z`, p.body.pale) +
    rect(x + 108, y + 204, 24, 36, p.body.base, 3) +
    poly([[x + 170, y + 360], [x + 186, y + 360], [x + 186, y + 400], [x + 178, y + 390], [x + 170, y + 400]], p.accent.base)
  )
}

function guide(p: Paint): string {
  return book(p, 370 + p.vary(-10, 10), 190) + rect(250, 520, 110, 40, p.accent.light, 4) + rect(256, 490, 100, 30, '#ece6dc', 4)
}

function catalogue(p: Paint): string {
  const cover = (angle: number, fill: string, photo: string) =>
    group(
      rect(0, 0, 240, 320, fill, 6) +
        rect(20, 20, 200, 190, photo, 4) +
        // A tiny armchair on the cover photo says "furniture catalogue".
        rect(80, 110, 80, 60, '#ffffff', 14, 'opacity="0.85"') +
        rect(70, 130, 20, 50, '#ffffff', 8, 'opacity="0.85"') +
        rect(150, 130, 20, 50, '#ffffff', 8, 'opacity="0.85"') +
        rect(20, 230, 140, 16, '#3d4148', 8) +
        rect(20, 256, 100, 10, '#9aa1a8', 5) +
        rect(20, 276, 120, 10, '#9aa1a8', 5),
      `translate(360 ${180 + angle}) rotate(${angle})`,
    )
  return (
    cover(-14, '#ffffff', p.accent.light) +
    cover(-6, '#fbfaf7', p.accent.base) +
    cover(4, '#ffffff', p.body.base) +
    ellipse(680, 540, 50, 14, '#d9d3ca') +
    rect(640, 460, 80, 80, '#ffffff', 10) +
    path('M720 480 Q750 480 750 500 Q750 520 720 520', 'none', `stroke="#ffffff" stroke-width="10"`)
  )
}

export const printed = {
  interiorPackage: { draw: interiorPackage, mount: 'floor', setting: 'interior', footprint: 310, focus: [400, 450], material: 'fabric', roomScale: 0.7 },
  assembly: { draw: assembly, mount: 'floor', setting: 'interior', footprint: 260, focus: [480, 440], material: 'wood' },
  design: { draw: design, mount: 'tabletop', setting: 'interior', footprint: 270, focus: [700, 480], material: 'paper', detailZoom: 2 },
  guide: { draw: guide, mount: 'tabletop', setting: 'interior', footprint: 160, focus: [480, 360], material: 'paper', detailZoom: 2 },
  catalogue: { draw: catalogue, mount: 'tabletop', setting: 'interior', footprint: 200, focus: [470, 320], material: 'paper', detailZoom: 2 },
} satisfies Partial<Record<ProductKind, ProductArt>>
