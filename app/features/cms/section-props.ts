import type { SectionDefinitionOf, SectionHandler } from '#common/cms/sections'
import type { SectionOptions, SectionParts } from '#common/cms/section'

/** What a section component receives: its validated content and options. */
export interface SectionProps<H extends SectionHandler> {
  parts: SectionParts<SectionDefinitionOf<H>>
  options: SectionOptions<SectionDefinitionOf<H>>
  /** The first section of a page: its image is the page's largest paint, so it loads eagerly. */
  isFirst: boolean
}
