import type { MediaView } from './sizes'

/** A media library entry as `media/filterStandard` lists it (server/media/media-library-service.ts); shared by the API and the editor. */
export interface MediaItem {
  id: number
  title: string
  alt: string
  caption: string
  mime: string
  size: number
  media_type: 'image' | 'document'
  media_url: string
  createdAt: string
  view: MediaView | null
}
