import sharp from 'sharp'
import type { MediaTarget } from '../../../media/media-storage'
import type { Db } from '../../client'
import { writeImageFiles, type MediaRecord } from '../../../media/media-service'
import { insertPrepared } from '../seed-media'
import { interiorSvg, mapSvg, palettes, skylineSvg } from '../demo/illustrations'

/** A product box drawn as SVG: a coloured package with a label line, for kits and guides. */
function packageSvg(input: { color: string; label: string }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="720" viewBox="0 0 960 720">
<rect width="960" height="720" fill="#f4f6f5"/>
<path d="M300 220 L480 150 L660 220 L660 520 L480 590 L300 520 Z" fill="${input.color}"/>
<path d="M300 220 L480 290 L660 220 L480 150 Z" fill="#ffffff" opacity="0.35"/>
<path d="M480 290 L480 590" stroke="#ffffff" stroke-width="6" opacity="0.6"/>
<text x="480" y="660" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" font-weight="700" fill="#1f2937">${input.label}</text>
</svg>`
}

export interface ShopMedia {
  living: MediaRecord
  bedroom: MediaRecord
  kitchen: MediaRecord
  building: MediaRecord
  parking: MediaRecord
  smartKit: MediaRecord
  guide: MediaRecord
}

/** Seven shared pictures (small, 960×720) keep the extra seed time to a few seconds. */
export async function seedShopMedia(db: Db, input: MediaTarget & { siteId: number }): Promise<ShopMedia> {
  const size = { width: 960, height: 720 }
  const store = async (svg: string, title: string, alt: string) =>
    writeImageFiles({ ...input, buffer: await sharp(Buffer.from(svg)).png().toBuffer(), title, alt })
  const [living, bedroom, kitchen, building, parking, smartKit, guide] = await insertPrepared(db, [
    store(interiorSvg({ ...size, palette: palettes.day, seed: 301 }), 'Dnevni boravak paket', 'Opremljen dnevni boravak sa sofom i lampom'),
    store(interiorSvg({ ...size, palette: palettes.dusk, seed: 302 }), 'Spavaća soba paket', 'Spavaća soba s pogledom kroz prozor'),
    store(interiorSvg({ ...size, palette: palettes.river, seed: 303 }), 'Kuhinja paket', 'Svijetla kuhinja s blagovaonicom'),
    store(skylineSvg({ ...size, palette: palettes.river, seed: 304 }), 'Zgrada Vrtovi Save', 'Stambena zgrada uz rijeku'),
    store(mapSvg(size), 'Parkirno mjesto', 'Tlocrt garaže s označenim parkirnim mjestom'),
    store(packageSvg({ color: '#2a7d6f', label: 'Pametni dom' }), 'Komplet pametnog doma', 'Kutija kompleta za pametni dom'),
    store(packageSvg({ color: '#1d3557', label: 'Vodič za kupce' }), 'Vodič za kupce', 'Naslovnica digitalnog vodiča za kupce stanova'),
  ])
  return { living, bedroom, kitchen, building, parking, smartKit, guide }
}
