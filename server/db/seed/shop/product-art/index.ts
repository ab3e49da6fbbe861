// TEMPORARY stub until the product-art module is merged.
export type ProductKind = 'sofa' | 'cornerSofa' | 'armchair' | 'coffeeTable' | 'tvUnit' | 'bookshelf' | 'rug' | 'diningTable' | 'diningChair'
  | 'bed' | 'wardrobe' | 'bedsideTable' | 'mattress' | 'chestOfDrawers' | 'desk'
  | 'kitchen' | 'islandKitchen' | 'cornerKitchen' | 'worktop' | 'sink' | 'cookerHood' | 'grill'
  | 'smartKit' | 'thermostat' | 'smartLock' | 'intercom' | 'windowSensor' | 'smartPlug' | 'shutterControl'
  | 'pendantLamp' | 'floorLamp' | 'ledStrip' | 'wallLamp' | 'ceilingLamp' | 'smartBulb' | 'stairLight'
  | 'terraceSet' | 'lounger' | 'planter' | 'parasol' | 'outdoorLight' | 'decking'
  | 'parkingSpace' | 'storageRoom' | 'evCharger' | 'interiorPackage' | 'assembly' | 'design' | 'guide' | 'catalogue'
export type ProductView = 'front' | 'room' | 'detail'
export function drawProduct(input: { kind: ProductKind; colour: string; accent?: string; view: ProductView; seed: number }): string {
  const x = 200 + (input.seed % 300)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="720" viewBox="0 0 960 720"><desc>${input.seed}</desc><rect width="960" height="720" fill="#f4f1ec"/><rect x="${x}" y="${{ front: 250, room: 300, detail: 350 }[input.view]}" width="${input.kind.length * 20}" height="200" rx="20" fill="${input.colour}"/></svg>`
}
