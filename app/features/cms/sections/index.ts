import { lazy, type ComponentType } from 'react'
import type { SectionHandler } from '#common/cms/sections'
import type { SectionProps } from '../section-props'

// Each section type is its own chunk: a page loads the code of the sections it shows, not of all 17.
// The server renders them in full; in the browser a section hydrates once its chunk is in.
const ContactSection = lazy(() => import('./contact').then((module) => ({ default: module.ContactSection })))
const CtaSection = lazy(() => import('./cta').then((module) => ({ default: module.CtaSection })))
const DocumentsSection = lazy(() => import('./documents').then((module) => ({ default: module.DocumentsSection })))
const FaqSection = lazy(() => import('./faq').then((module) => ({ default: module.FaqSection })))
const FormSection = lazy(() => import('./form').then((module) => ({ default: module.FormSection })))
const FeaturesSection = lazy(() => import('./features').then((module) => ({ default: module.FeaturesSection })))
const GallerySection = lazy(() => import('./gallery').then((module) => ({ default: module.GallerySection })))
const HeroSection = lazy(() => import('./hero').then((module) => ({ default: module.HeroSection })))
const InstagramSection = lazy(() => import('./instagram').then((module) => ({ default: module.InstagramSection })))
const LocationSection = lazy(() => import('./location').then((module) => ({ default: module.LocationSection })))
const LogosSection = lazy(() => import('./logos').then((module) => ({ default: module.LogosSection })))
const RichTextSection = lazy(() => import('./rich-text').then((module) => ({ default: module.RichTextSection })))
const StatsSection = lazy(() => import('./stats').then((module) => ({ default: module.StatsSection })))
const TextImageSection = lazy(() => import('./text-image').then((module) => ({ default: module.TextImageSection })))
const UnitsSection = lazy(() => import('./units').then((module) => ({ default: module.UnitsSection })))
const UpcomingEventsSection = lazy(() => import('./upcoming-events').then((module) => ({ default: module.UpcomingEventsSection })))
const VideoSection = lazy(() => import('./video').then((module) => ({ default: module.VideoSection })))

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
