import { mix } from './colour'
import { circle, d, ellipse, group, line, path, placed, poly, rect, times } from './svg'
import { anchors, type ProductArt } from './types'

export const width = 960
export const height = 720

/** Calm studio tones: [wall, floor]. */
const studios = [
  ['#f4f1ec', '#e6dfd5'],
  ['#eef3f1', '#dbe6e0'],
  ['#f0f3f8', '#dde3ec'],
  ['#f8f1ea', '#ebdccd'],
  ['#f3f0f6', '#e2dcea'],
] as const

const roomWalls = ['#efe6da', '#e2ebe5', '#e7e3ef', '#f3e7dc', '#e3e9f0', '#f1ede4'] as const
const floors = ['#c49a6c', '#b08968', '#d2b48c', '#a98467'] as const

const pick = <T>(items: readonly T[], rnd: () => number): T => items[Math.floor(rnd() * items.length)] ?? (items[0] as T)

export function document(body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}<radialGradient id="shade"><stop offset="0" stop-color="#2b2630" stop-opacity="0.28"/><stop offset="0.6" stop-color="#2b2630" stop-opacity="0.12"/><stop offset="1" stop-color="#2b2630" stop-opacity="0"/></radialGradient></defs>${body}</svg>`
}

/** A soft contact shadow under a standing object (a radial gradient; no blur filter). */
export const floorShadow = (cx: number, cy: number, halfWidth: number): string => ellipse(cx, cy, halfWidth * 1.12, Math.max(14, halfWidth * 0.09), 'url(#shade)')

/** The object alone on a light backdrop. */
export function studio(art: ProductArt, drawing: string, rnd: () => number): string {
  const [wall, floor] = pick(studios, rnd)
  const horizon = art.mount === 'wall' ? 640 : 500
  const defs = `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(wall, '#ffffff', 0.5)}"/><stop offset="1" stop-color="${wall}"/></linearGradient>`
  const [ax, ay] = anchors[art.mount]
  const shadow = art.mount === 'floor' || art.mount === 'tabletop' ? floorShadow(ax, ay, art.footprint) : ''
  const ceiling = art.mount === 'ceiling' ? rect(0, 0, width, 26, floor) : ''
  return document(rect(0, 0, width, height, 'url(#wall)') + rect(0, horizon, width, height - horizon, floor) + ceiling + shadow + drawing, defs)
}

function windowView(x: number, y: number, w: number, h: number, rnd: () => number): string {
  const sky = pick(['#bfe1ef', '#cfe6f2', '#f6d9b8'], rnd)
  return (
    rect(x - 10, y - 10, w + 20, h + 20, '#ffffff', 4) +
    rect(x, y, w, h, sky) +
    circle(x + w * (0.2 + rnd() * 0.5), y + h * 0.8, w * 0.22, '#8fbf85') +
    circle(x + w * 0.8, y + h * 0.85, w * 0.18, '#6fa56a') +
    rect(x + w / 2 - 4, y, 8, h, '#ffffff') +
    rect(x, y + h * 0.45, w, 8, '#ffffff') +
    rect(x - 20, y + h + 8, w + 40, 12, '#f7f7f5', 3)
  )
}

function plant(x: number, floorY: number, scale: number, pot: string): string {
  const leaves = ['#5f9b6a', '#4c8a5c', '#77ad78']
  const body =
    times(7, (i) => {
      const angle = -80 + i * 27
      return group(ellipse(0, -70, 20, 70, leaves[i % 3] ?? '#5f9b6a'), `translate(0 -110) rotate(${angle})`)
    }) + path(d`M-48 -110 L48 -110 L38 0 L-38 0 Z`, pot)
  return group(body, `translate(${x} ${floorY}) scale(${scale})`)
}

function sideboard(x: number, floorY: number, tone: string): string {
  const w = 300
  return (
    floorShadow(x, floorY, w / 2) +
    rect(x - w / 2, floorY - 140, w, 120, tone, 6) +
    rect(x - w / 2, floorY - 140, w, 10, mix(tone, '#ffffff', 0.25), 4) +
    line(x, floorY - 122, x, floorY - 28, mix(tone, '#1c1a1f', 0.3), 3) +
    rect(x - 30, floorY - 90, 20, 6, mix(tone, '#1c1a1f', 0.4), 3) +
    rect(x + 10, floorY - 90, 20, 6, mix(tone, '#1c1a1f', 0.4), 3) +
    rect(x - w / 2 + 16, floorY - 20, 10, 20, '#3d4148') +
    rect(x + w / 2 - 26, floorY - 20, 10, 20, '#3d4148')
  )
}

function diningTable(x: number, floorY: number, tone: string): string {
  return (
    floorShadow(x, floorY, 190) +
    rect(x - 200, floorY - 150, 400, 18, tone, 4) +
    rect(x - 185, floorY - 132, 14, 132, mix(tone, '#1c1a1f', 0.3)) +
    rect(x + 171, floorY - 132, 14, 132, mix(tone, '#1c1a1f', 0.3))
  )
}

function counter(x: number, floorY: number): string {
  return rect(x - 230, floorY - 190, 460, 190, '#e9e6e1') + rect(x - 240, floorY - 204, 480, 16, '#c9c3bb', 3) + line(x, floorY - 180, x, floorY - 8, '#d2cdc6', 3)
}

/** The object placed in a simple flat room or outdoor/garage context, smaller. */
export function roomScene(art: ProductArt, drawing: string, rnd: () => number): string {
  const floorY = 540
  const objectX = 480 + (rnd() - 0.5) * 80
  const windowLeft = rnd() > 0.5
  const scale = art.roomScale ?? (art.mount === 'ceiling' ? 0.72 : art.setting === 'outdoor' ? 0.7 : 0.6)
  const wallTone = pick(roomWalls, rnd)
  const floorTone = pick(floors, rnd)
  let backdrop: string
  if (art.setting === 'outdoor') backdrop = outdoor(floorY, windowLeft, rnd)
  else if (art.setting === 'garage') backdrop = garage(floorY, rnd)
  else {
    backdrop =
      rect(0, 0, width, floorY, wallTone) +
      rect(0, floorY, width, height - floorY, floorTone) +
      times(5, (i) => line(0, floorY + 22 + i * i * 9 + i * 16, width, floorY + 22 + i * i * 9 + i * 16, mix(floorTone, '#1c1a1f', 0.15), 2)) +
      rect(0, floorY - 12, width, 12, '#fbfaf8') +
      windowView(windowLeft ? 60 : 680, 90, 220, 300, rnd) +
      plant(windowLeft ? 860 - rnd() * 40 : 100 + rnd() * 40, floorY + 50, 0.6 + rnd() * 0.25, pick(['#e9e2d6', '#c86b4a', '#3d4148', '#f4f1ec'], rnd))
  }
  const [ax, ay] = anchors[art.mount]
  const standY = floorY + 60
  let placedArt: string
  if (art.mount === 'floor') {
    placedArt = floorShadow(objectX, standY, art.footprint * scale) + placed(drawing, [ax, ay], [objectX, standY], scale)
  } else if (art.mount === 'tabletop') {
    placedArt = sideboard(objectX, standY, '#b9a38a') + placed(drawing, [ax, ay], [objectX, standY - 140], scale * 0.9)
  } else if (art.mount === 'wall') {
    const companion = art.setting === 'garage' || art.roomCompanion === 'none' ? '' : art.roomCompanion === 'counter' ? counter(objectX, standY) : sideboard(objectX, standY, '#b9a38a')
    const wallY = art.roomCompanion === 'counter' ? 200 : 270
    placedArt = companion + placed(drawing, [ax, ay], [objectX, wallY], scale)
  } else {
    placedArt = rect(0, 0, width, 18, mix(wallTone, '#ffffff', 0.4)) + diningTable(objectX, standY, '#a47551') + placed(drawing, [ax, ay], [objectX, 18], scale)
  }
  return document(backdrop + placedArt)
}

function outdoor(floorY: number, houseLeft: boolean, rnd: () => number): string {
  const defs = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9fd0e6"/><stop offset="1" stop-color="#eef7fb"/></linearGradient>`
  const houseX = houseLeft ? 0 : 640
  return (
    `<defs>${defs}</defs>` +
    rect(0, 0, width, floorY, 'url(#sky)') +
    circle(200 + rnd() * 560, 110, 46, '#fff5d6', 'opacity="0.9"') +
    times(9, (i) => circle(i * 120 + rnd() * 40, floorY - 60 - rnd() * 30, 70 + rnd() * 30, i % 2 ? '#7fb07a' : '#6a994e')) +
    rect(0, floorY - 70, width, 70, '#5f8f4e') +
    rect(houseX, 60, 320, floorY - 60, '#f3ede4') +
    rect(houseX + 90, 150, 140, 200, '#bfe1ef') +
    rect(houseX + 80, 140, 160, 10, '#ffffff') +
    rect(houseX + 158, 150, 6, 200, '#ffffff') +
    rect(0, floorY, width, height - floorY, '#d8cfc2') +
    times(4, (i) => line(0, floorY + 30 + i * i * 12 + i * 20, width, floorY + 30 + i * i * 12 + i * 20, '#c4b9aa', 3)) +
    times(9, (i) => line(i * 120 + 40, floorY, i * 150 - 120, height, '#c4b9aa', 3))
  )
}

function garage(floorY: number, rnd: () => number): string {
  const stripe = pick(['#2a9d8f', '#457b9d', '#bc6c25'], rnd)
  const pillarX = rnd() > 0.5 ? 80 : 800
  return (
    rect(0, 0, width, floorY, '#dfe2e4') +
    rect(0, 300, width, 40, stripe, 0, 'opacity="0.85"') +
    rect(0, 0, width, 36, '#c9cdd1') +
    rect(300, 36, 360, 12, '#ffffff') +
    rect(0, floorY, width, height - floorY, '#a3a9ae') +
    poly([[0, floorY], [width, floorY], [width, floorY + 8], [0, floorY + 8]], '#8f959b') +
    rect(pillarX, 36, 80, floorY - 36, '#cfd3d6') +
    times(5, (i) => poly([[pillarX, floorY - 120 + i * 24], [pillarX + 80, floorY - 150 + i * 24], [pillarX + 80, floorY - 138 + i * 24], [pillarX, floorY - 108 + i * 24]], i % 2 ? '#2b2d31' : '#f2c94c'))
  )
}
