import type { Shades } from './colour'

export type ProductKind =
  | 'sofa' | 'cornerSofa' | 'armchair' | 'coffeeTable' | 'tvUnit' | 'bookshelf' | 'rug' | 'diningTable' | 'diningChair'
  | 'bed' | 'wardrobe' | 'bedsideTable' | 'mattress' | 'chestOfDrawers' | 'desk'
  | 'kitchen' | 'islandKitchen' | 'cornerKitchen' | 'worktop' | 'sink' | 'cookerHood' | 'grill'
  | 'smartKit' | 'thermostat' | 'smartLock' | 'intercom' | 'windowSensor' | 'smartPlug' | 'shutterControl'
  | 'pendantLamp' | 'floorLamp' | 'ledStrip' | 'wallLamp' | 'ceilingLamp' | 'smartBulb' | 'stairLight'
  | 'terraceSet' | 'lounger' | 'planter' | 'parasol' | 'outdoorLight' | 'decking'
  | 'parkingSpace' | 'storageRoom' | 'evCharger' | 'interiorPackage' | 'assembly' | 'design' | 'guide' | 'catalogue'

export type ProductView = 'front' | 'room' | 'detail'

/** What a drawing is painted with: the product's colour, an accent, fixed wood and metal tones, and seeded variation. */
export interface Paint {
  body: Shades
  accent: Shades
  wood: Shades
  metal: Shades
  /** Handles and knobs: dark metal, or brushed steel on a dark body. */
  handle: string
  /** A seeded number in [min, max): small proportions differ between products of one kind. */
  vary: (min: number, max: number) => number
}

/**
 * Where a drawing's anchor sits. Every drawing uses the 960×720 canvas: floor and tabletop objects
 * stand on (480, 560), wall objects are centred on (480, 340), ceiling objects hang from (480, 0).
 */
export type Mount = 'floor' | 'tabletop' | 'wall' | 'ceiling'

export type Setting = 'interior' | 'outdoor' | 'garage'

export type Material = 'fabric' | 'wood' | 'lacquer' | 'metal' | 'stone' | 'screen' | 'glow' | 'paper'

export interface ProductArt {
  draw: (paint: Paint) => string
  mount: Mount
  setting: Setting
  /** Half the width of the floor shadow in the front view. */
  footprint: number
  /** The point the detail view magnifies, and how much (2.4 unless told). */
  focus: readonly [number, number]
  detailZoom?: number
  material: Material
  /** Scale in the room view; small devices shrink further than furniture. */
  roomScale?: number
  /** What stands under a wall object in the room view; a sideboard unless told. */
  roomCompanion?: 'counter' | 'none'
}

export const anchors: Record<Mount, readonly [number, number]> = {
  floor: [480, 560],
  tabletop: [480, 560],
  wall: [480, 340],
  ceiling: [480, 0],
}
