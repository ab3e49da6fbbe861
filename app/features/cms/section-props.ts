import type { SectionDefinitionOf, SectionHandler } from '#common/cms/sections'
import type { SectionOptions, SectionParts } from '#common/cms/section'

/** What a section component receives: its validated content and options. */
export interface SectionProps<H extends SectionHandler> {
  parts: SectionParts<SectionDefinitionOf<H>>
  options: SectionOptions<SectionDefinitionOf<H>>
  /** Phone overrides of the options (§3 mobileOptions); only what the editor changed. */
  mobileOptions: Partial<SectionOptions<SectionDefinitionOf<H>>>
  /**
   * The first section of a page: its image is the page's largest paint, so it loads eagerly, and
   * its heading is the page's only `<h1>` (sections further down use h2/h3).
   */
  isFirst: boolean
}
