import { z } from '../validation/z'
import type { EventView } from '../calendar/schemas'
import { eventViewSchema } from '../calendar/event-view-schema'
import type { SiteDocumentView } from '../documents/schemas'
import { siteDocumentViewSchema } from '../documents/document-view-schema'
import type { FormView } from '../forms/definition'
import { formViewSchema } from '../forms/form-view-schema'
import type { MediaView } from '../media/sizes'
import { mediaViewSchema } from '../media/media-view-schema'
import type { IgPost } from '../social/instagram'
import { igPostSchema } from '../social/ig-post-schema'

/** What sections refer to, resolved for rendering: media by id, link targets by their JSON. */
export interface SectionRefs {
  media: Record<number, MediaView>
  links: Record<string, string | null>
  /** The next public events, read only when the content has an upcoming-events section. */
  events: EventView[]
  /** Site documents by category, for documents sections (the same for every visitor). */
  documents: Record<string, SiteDocumentView[]>
  /** Instagram posts by `igRefKey(hashtags, limit)`, for instagram sections; empty without a token. */
  instagram: Record<string, IgPost[]>
  /** The forms of the content's form sections, by handle (reCAPTCHA comes from the site shell). */
  forms: Record<string, FormView>
}

/** JSON object keys are strings: `media` is keyed by the media id as text. */
export const sectionRefsSchema = z.object({
  media: z.record(z.string(), mediaViewSchema),
  links: z.record(z.string(), z.string().nullable()),
  events: z.array(eventViewSchema),
  documents: z.record(z.string(), z.array(siteDocumentViewSchema)),
  instagram: z.record(z.string(), z.array(igPostSchema)),
  forms: z.record(z.string(), formViewSchema),
}) satisfies z.ZodType<SectionRefs>
