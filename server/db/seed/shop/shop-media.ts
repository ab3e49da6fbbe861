import sharp from 'sharp'
import type { MediaTarget } from '../../../media/media-storage'
import type { Db } from '../../client'
import { writeImageFiles } from '../../../media/media-service'
import { insertPrepared } from '../seed-media'
import { drawProduct, type ProductKind, type ProductView } from './product-art'

/** The gallery of one product: what it is, its colour, and which views it shows. */
export interface PictureRequest {
  kind: ProductKind
  colour: string
  views: ProductView[]
  /** Varies backdrop and proportions, so two products of one kind and colour still differ. */
  seed: number
  /** The product's Croatian name: the media title and the start of every alt text. */
  title: string
}

const viewAlt: Record<ProductView, (title: string) => string> = {
  front: (title) => title,
  room: (title) => `${title} u uređenom prostoru`,
  detail: (title) => `${title}, detalj materijala`,
}

/**
 * Draws every product's pictures as SVG and stores them through the media pipeline (renditions,
 * focal point), all rendered in parallel; answers the media ids of each request, in order.
 */
export async function seedProductPictures(db: Db, input: MediaTarget & { siteId: number }, requests: PictureRequest[]): Promise<number[][]> {
  const jobs = requests.flatMap((request) =>
    request.views.map(async (view) => {
      const svg = drawProduct({ kind: request.kind, colour: request.colour, view, seed: request.seed })
      const buffer = await sharp(Buffer.from(svg)).png().toBuffer()
      return writeImageFiles({ ...input, buffer, title: request.title, alt: viewAlt[view](request.title) })
    }),
  )
  const records = await insertPrepared(db, jobs)
  const ids: number[][] = []
  let next = 0
  for (const request of requests) {
    ids.push(records.slice(next, next + request.views.length).map((record) => record.id))
    next += request.views.length
  }
  return ids
}
