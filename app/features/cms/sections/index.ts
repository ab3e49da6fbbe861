import type { ComponentType } from 'react'
import type { SectionHandler } from '#common/cms/sections'
import type { SectionProps } from '../section-props'

/**
 * Section handler → its component's module. Each section type is a chunk of its own, so a page
 * loads only the types it shows (ADR 026); section-registry.ts loads them before they render.
 * The file of each section is named after its handler: build-tools/client-chunks.ts relies on it.
 * The type makes a missing component a compile error.
 */
export const sectionModules: { [H in SectionHandler]: () => Promise<ComponentType<SectionProps<H>>> } = {
  hero: () => import('./hero').then((module) => module.HeroSection),
  'rich-text': () => import('./rich-text').then((module) => module.RichTextSection),
  'text-image': () => import('./text-image').then((module) => module.TextImageSection),
  gallery: () => import('./gallery').then((module) => module.GallerySection),
  features: () => import('./features').then((module) => module.FeaturesSection),
  cta: () => import('./cta').then((module) => module.CtaSection),
  stats: () => import('./stats').then((module) => module.StatsSection),
  faq: () => import('./faq').then((module) => module.FaqSection),
  location: () => import('./location').then((module) => module.LocationSection),
  contact: () => import('./contact').then((module) => module.ContactSection),
  logos: () => import('./logos').then((module) => module.LogosSection),
  video: () => import('./video').then((module) => module.VideoSection),
  units: () => import('./units').then((module) => module.UnitsSection),
  'upcoming-events': () => import('./upcoming-events').then((module) => module.UpcomingEventsSection),
  documents: () => import('./documents').then((module) => module.DocumentsSection),
  instagram: () => import('./instagram').then((module) => module.InstagramSection),
  form: () => import('./form').then((module) => module.FormSection),
}
