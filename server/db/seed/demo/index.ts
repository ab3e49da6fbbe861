import sharp from 'sharp'
import type { MediaTarget } from '../../../media/media-storage'
import type { Db } from '../../client'
import { writeImageFiles, type MediaRecord } from '../../../media/media-service'
import { insertPrepared } from '../seed-media'
import { seedDemoDocuments } from './documents'
import { seedDemoLayout } from './layout'
import { seedDemoPages } from './pages'
import { floorPlanSvg, interiorSvg, logoSvg, mapSvg, palettes, portraitSvg, skylineSvg } from './illustrations'

export interface DemoMedia {
  heroDusk: MediaRecord
  heroDay: MediaRecord
  riverside: MediaRecord
  night: MediaRecord
  interiors: MediaRecord[]
  map: MediaRecord
  floorPlan: MediaRecord
  agent: MediaRecord
  logos: MediaRecord[]
}

async function render(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png().toBuffer()
}

async function seedDemoMedia(db: Db, input: MediaTarget & { siteId: number }): Promise<DemoMedia> {
  const store = async (svg: string, title: string, alt: string) =>
    writeImageFiles({ siteId: input.siteId, mediaDir: input.mediaDir, storage: input.storage, buffer: await render(svg), title, alt })
  const wide = { width: 1920, height: 1080 }
  // Only the home hero is drawn full-HD; the rest stop at 1600 px, which skips the widest rendition.
  const medium = { width: 1600, height: 900 }
  const [heroDusk, heroDay, riverside, night, map, floorPlan, agent] = await insertPrepared(db, [
    store(skylineSvg({ ...wide, palette: palettes.dusk, seed: 7 }), 'Vrtovi Save u sumrak', 'Stambene zgrade Vrtova Save u sumrak'),
    store(skylineSvg({ ...medium, palette: palettes.day, seed: 21 }), 'Vrtovi Save danju', 'Pročelja zgrada i park po danu'),
    store(skylineSvg({ ...medium, palette: palettes.river, seed: 42 }), 'Uz rijeku', 'Zgrade uz obalu Save'),
    store(skylineSvg({ ...medium, palette: palettes.night, seed: 5 }), 'Noćni pogled', 'Osvijetljeni prozori stanova noću'),
    store(mapSvg({ width: 1440, height: 960 }), 'Karta lokacije', 'Karta s označenom lokacijom projekta uz rijeku'),
    store(
      floorPlanSvg({ width: 1440, height: 1080, labels: ['Boravak 31 m²', 'Soba 13 m²', 'Soba 11 m²', 'Kupaonica', 'Ulaz'] }),
      'Tlocrt stana',
      'Tlocrt trosobnog stana',
    ),
    store(portraitSvg({ size: 480, background: '#dbe7e4', shirt: '#1d3557', hair: '#5b3a29' }), 'Ana Kovačić', 'Ana Kovačić, voditeljica prodaje'),
  ])
  const interiorNames = ['Dnevni boravak', 'Kuhinja s blagovaonicom', 'Spavaća soba', 'Radni kutak', 'Terasa', 'Dječja soba']
  const interiors = await insertPrepared(
    db,
    interiorNames.map((name, index) =>
      store(
        interiorSvg({ width: 1280, height: 960, palette: Object.values(palettes)[index % 4]!, seed: 100 + index }),
        name,
        `${name} u oglednom stanu`,
      ),
    ),
  )
  const logoNames: [string, string][] = [
    ['Gradnja Sava', '#2a9d8f'],
    ['Arhitekti Kvadrat', '#e76f51'],
    ['Zelena Banka', '#2b9348'],
    ['Stolarija Hrast', '#bc6c25'],
    ['Energo Plus', '#1d3557'],
  ]
  const logos = await insertPrepared(
    db,
    logoNames.map(([name, color], index) => store(logoSvg({ name, color, seed: index + 1 }), name, `Logotip: ${name}`)),
  )
  return { heroDusk, heroDay, riverside, night, interiors, map, floorPlan, agent, logos }
}

/** The demo site: an invented residential project "Vrtovi Save" by the river Sava in Zagreb. */
export async function seedDemo(db: Db, input: MediaTarget & { siteId: number }): Promise<DemoMedia> {
  const demoMedia = await seedDemoMedia(db, input)
  await db.transaction(async (tx) => {
    const groups = await seedDemoPages(tx, { siteId: input.siteId, media: demoMedia })
    await seedDemoLayout(tx, { siteId: input.siteId, media: demoMedia, groups })
    await seedDemoDocuments(tx, input)
  })
  return demoMedia
}
