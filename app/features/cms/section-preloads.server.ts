import { sectionChunks } from 'virtual:izlog-client-chunks'
import type { SectionData } from '#common/cms/section'
import { visibleSections } from './page-sections'

/**
 * The chunk URLs of the section types a page shows, for `<link rel="modulepreload">` in its HTML:
 * the browser fetches them beside the entry instead of after it (ADR 026). Empty in development.
 */
export function sectionPreloads(sections: readonly SectionData[]): string[] {
  return [...new Set(visibleSections(sections).flatMap((section) => sectionChunks[section.handler] ?? []))]
}
