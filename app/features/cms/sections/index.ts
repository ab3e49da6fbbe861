import type { ComponentType } from 'react'
import type { SectionHandler } from '#common/cms/sections'
import type { SectionProps } from '../section-props'
import { ContactSection } from './contact'
import { CtaSection } from './cta'
import { DocumentsSection } from './documents'
import { FaqSection } from './faq'
import { FormSection } from './form'
import { FeaturesSection } from './features'
import { GallerySection } from './gallery'
import { HeroSection } from './hero'
import { InstagramSection } from './instagram'
import { LocationSection } from './location'
import { LogosSection } from './logos'
import { RichTextSection } from './rich-text'
import { StatsSection } from './stats'
import { TextImageSection } from './text-image'
import { UnitsSection } from './units'
import { UpcomingEventsSection } from './upcoming-events'
import { VideoSection } from './video'

/** Section handler → component. The type makes a missing component a compile error. */
export const sectionComponents: { [H in SectionHandler]: ComponentType<SectionProps<H>> } = {
  hero: HeroSection,
  'rich-text': RichTextSection,
  'text-image': TextImageSection,
  gallery: GallerySection,
  features: FeaturesSection,
  cta: CtaSection,
  stats: StatsSection,
  faq: FaqSection,
  location: LocationSection,
  contact: ContactSection,
  logos: LogosSection,
  video: VideoSection,
  units: UnitsSection,
  'upcoming-events': UpcomingEventsSection,
  documents: DocumentsSection,
  instagram: InstagramSection,
  form: FormSection,
}
