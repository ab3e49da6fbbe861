import type { Db } from '../../client'
import type { MediaTarget } from '../../../media/media-storage'
import { siteDocuments } from '../../schema'
import { storeDocument } from '../../../media/media-library-service'
import { floorPlanPdf, priceListPdf } from './document-pdfs'

/** The category the apartments page's documents section lists. */
export const apartmentDocumentCategory = 'stanovi'

/**
 * Issue 13 §7 demo: the price list and a floor plan for everyone, and the floor plans of building
 * B for logged-in members, listed on the apartments page (`/stanovi`).
 */
export async function seedDemoDocuments(db: Db, input: MediaTarget & { siteId: number }): Promise<void> {
  const [priceList, planA, plansB] = await Promise.all([
    priceListPdf(),
    floorPlanPdf({
      title: 'Tlocrt stana A1.2',
      subtitle: 'Zgrada A, 1. kat · trosobni stan, 78,6 m²',
      rooms: [
        { name: 'Boravak s kuhinjom', x: 0, y: 0, w: 7, h: 5 },
        { name: 'Soba', x: 7, y: 0, w: 4, h: 3.5 },
        { name: 'Soba', x: 7, y: 3.5, w: 4, h: 3 },
        { name: 'Kupaonica', x: 0, y: 5, w: 3, h: 2.5 },
        { name: 'Ulaz', x: 3, y: 5, w: 4, h: 2.5 },
        { name: 'Terasa', x: 0, y: -2, w: 7, h: 2 },
      ],
    }),
    floorPlanPdf({
      title: 'Tlocrti stanova – zgrada B',
      subtitle: 'Zgrada B, tipski kat · četiri stana, 42 do 105 m² (samo za članove)',
      rooms: [
        { name: 'B.1 dvosobni', x: 0, y: 6, w: 7, h: 6 },
        { name: 'B.2 trosobni', x: 7, y: 6, w: 8, h: 6 },
        { name: 'B.3 jednoiposobni', x: 0, y: 0, w: 6, h: 6 },
        { name: 'B.4 četverosobni', x: 6, y: 0, w: 9, h: 6 },
      ],
    }),
  ])
  // One at a time: the seed is one transaction, and its connection takes one query at a time.
  const store = (buffer: Buffer, title: string) => storeDocument(db, { siteId: input.siteId, mediaDir: input.mediaDir, storage: input.storage, buffer, title })
  const files = [await store(priceList, 'Cjenik stanova'), await store(planA, 'Tlocrt stana A1.2'), await store(plansB, 'Tlocrti stanova zgrade B')]
  await db.insert(siteDocuments).values([
    {
      siteId: input.siteId,
      mediaId: files[0]!.id,
      category: apartmentDocumentCategory,
      titles: { hr: 'Cjenik stanova', en: 'Apartment price list', de: 'Preisliste der Wohnungen' },
      visibility: 'public',
      sortOrder: 10,
    },
    {
      siteId: input.siteId,
      mediaId: files[1]!.id,
      category: apartmentDocumentCategory,
      titles: { hr: 'Tlocrt stana A1.2', en: 'Floor plan of apartment A1.2', de: 'Grundriss der Wohnung A1.2' },
      visibility: 'public',
      sortOrder: 20,
    },
    {
      siteId: input.siteId,
      mediaId: files[2]!.id,
      category: apartmentDocumentCategory,
      titles: { hr: 'Tlocrti stanova zgrade B', en: 'Floor plans of building B', de: 'Grundrisse von Gebäude B' },
      visibility: 'members',
      sortOrder: 30,
    },
  ])
}
