/**
 * Product illustrations drawn as SVG at seed time (issue 23): one drawing per product kind, painted
 * in the product's colour, shown alone (front), in a room or outdoor/garage scene (room) and as a
 * close-up with a swatch of its surface (detail). No text, fonts or images, so sharp rasterises
 * each in a few milliseconds and a fresh install needs no network.
 */
import { difference, lightness, shadesOf } from './colour'
import { detailScene } from './detail'
import { roomScene, studio } from './scene'
import { beds } from './beds'
import { kitchens } from './kitchen'
import { lighting } from './lighting'
import { outdoors } from './outdoor'
import { parking } from './parking'
import { printed } from './printed'
import { seating } from './seating'
import { smartHome } from './smart-home'
import { storage } from './storage'
import { tables } from './tables'
import { random } from './svg'
import type { Paint, ProductArt, ProductKind, ProductView } from './types'
import { palettes } from '../../demo/illustrations'

export type { ProductKind, ProductView } from './types'

const arts: Record<ProductKind, ProductArt> = { ...seating, ...tables, ...storage, ...beds, ...kitchens, ...outdoors, ...smartHome, ...lighting, ...parking, ...printed }

export const productKinds: readonly ProductKind[] = Object.keys(arts) as ProductKind[]

const accents = [palettes.dusk.accent, palettes.day.accent, palettes.river.accent, palettes.night.accent, palettes.day.window, palettes.river.window]

/** Mixing the kind into the seed keeps two kinds drawn with one seed from sharing every variation. */
const kindSalt = (kind: ProductKind) => [...kind].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7)

/** A product illustration: an SVG document, 960×720, the same for the same input. */
export function drawProduct(input: { kind: ProductKind; colour: string; accent?: string; view: ProductView; seed: number }): string {
  const art = arts[input.kind]
  const rnd = random((input.seed ^ kindSalt(input.kind)) >>> 0)
  const sceneRnd = random(input.seed * 7 + 3)
  const start = Math.floor(rnd() * accents.length)
  const accent = input.accent ?? [...accents.slice(start), ...accents.slice(0, start)].find((candidate) => difference(candidate, input.colour) > 0.2) ?? '#2a9d8f'
  const paint: Paint = {
    body: shadesOf(input.colour),
    accent: shadesOf(accent),
    wood: shadesOf('#a47551'),
    metal: shadesOf('#3d4148'),
    handle: lightness(input.colour) < 0.35 ? '#c9ccd1' : '#3d4148',
    vary: (min, max) => min + rnd() * (max - min),
  }
  const drawing = art.draw(paint)
  if (input.view === 'front') return studio(art, drawing, sceneRnd)
  if (input.view === 'room') return roomScene(art, drawing, sceneRnd)
  return detailScene(art, drawing, paint, sceneRnd)
}
