import { z } from '../../validation/z'
import { sectionMetaSchema, type SectionData } from '../section'
import { contactSection } from './contact'
import { ctaSection } from './cta'
import { documentsSection } from './documents'
import { faqSection } from './faq'
import { featuresSection } from './features'
import { gallerySection } from './gallery'
import { heroSection } from './hero'
import { instagramSection } from './instagram'
import { locationSection } from './location'
import { logosSection } from './logos'
import { richTextSection } from './rich-text'
import { statsSection } from './stats'
import { textImageSection } from './text-image'
import { unitsSection } from './units'
import { upcomingEventsSection } from './upcoming-events'
import { videoSection } from './video'

/**
 * Every section type, by handler. Adding one touches its own file here, its component in
 * `app/features/cms/sections/` and one line in each registry; the API, the renderer and the
 * editor learn it from these.
 */
export const sectionDefinitions = {
  hero: heroSection,
  'rich-text': richTextSection,
  'text-image': textImageSection,
  gallery: gallerySection,
  features: featuresSection,
  cta: ctaSection,
  stats: statsSection,
  faq: faqSection,
  location: locationSection,
  contact: contactSection,
  logos: logosSection,
  video: videoSection,
  units: unitsSection,
  'upcoming-events': upcomingEventsSection,
  documents: documentsSection,
  instagram: instagramSection,
} as const satisfies { [H in string]: { handler: H } }

export type SectionHandler = keyof typeof sectionDefinitions
export type SectionDefinitionOf<H extends SectionHandler> = (typeof sectionDefinitions)[H]

export const sectionHandlers = Object.keys(sectionDefinitions) as SectionHandler[]

export function isSectionHandler(value: string): value is SectionHandler {
  return Object.hasOwn(sectionDefinitions, value)
}

const sectionEnvelopeSchema = z.object({
  id: z.string().min(1).max(64),
  handler: z.string(),
  parts: z.record(z.string(), z.unknown()),
  options: z.record(z.string(), z.unknown()).default({}),
  mobileOptions: z.record(z.string(), z.unknown()).default({}),
  meta: sectionMetaSchema,
})

/**
 * Validates one section against its type's schemas and returns it with defaults filled in.
 * Unknown handlers are an error: a page must never store content no renderer understands.
 */
export function parseSection(input: unknown): z.ZodSafeParseResult<SectionData> {
  const envelope = sectionEnvelopeSchema.safeParse(input)
  if (!envelope.success) return envelope
  const { handler } = envelope.data
  if (!isSectionHandler(handler)) {
    return z
      .object({ handler: z.enum(sectionHandlers as [string, ...string[]]) })
      .safeParse(envelope.data) as z.ZodSafeParseResult<SectionData>
  }
  const definition = sectionDefinitions[handler]
  const schema = z.object({
    id: z.string(),
    handler: z.literal(handler),
    parts: definition.parts,
    options: definition.options,
    mobileOptions: definition.mobileOptions,
    meta: sectionMetaSchema,
  })
  return schema.safeParse(envelope.data) as z.ZodSafeParseResult<SectionData>
}
