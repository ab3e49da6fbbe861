import type { ComponentType } from 'react'
import type { SectionHandler } from '#common/cms/sections'
import type { SectionProps } from '../section-props'
import { HeroSection } from './hero'
import { RichTextSection } from './rich-text'

/** Section handler → component. The type makes a missing component a compile error. */
export const sectionComponents: { [H in SectionHandler]: ComponentType<SectionProps<H>> } = {
  hero: HeroSection,
  'rich-text': RichTextSection,
}
