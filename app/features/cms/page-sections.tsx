import { createElement, Suspense } from 'react'
import type { SectionData } from '#common/cms/section'
import { isSectionHandler, isSectionLoaded, sectionComponent } from './section-registry'
import { SectionRefsProvider, type SectionRefsValue } from './section-refs-context'

/** Sections whose heading becomes the page's `<h1>` when they come first; others get a page title. */
const titleSectionHandlers = new Set(['hero', 'text-image', 'cta'])

export function sectionProvidesTitle(section: SectionData | undefined): boolean {
  return section !== undefined && titleSectionHandlers.has(section.handler)
}

/** Option classes for desktop, and `m-` classes for the phone overrides (§3 options/mobileOptions). */
export function sectionClassName(section: SectionData): string {
  const classes = ['section', `section--${section.handler}`]
  for (const key of ['background', 'paddingY', 'width', 'align'] as const) {
    const value = section.options[key]
    if (typeof value === 'string') classes.push(`section--${key}-${value}`)
    const mobile = section.mobileOptions[key]
    if (typeof mobile === 'string') classes.push(`m-section--${key}-${mobile}`)
  }
  // `options.isHidden` hides on wide layouts only and `mobileOptions.isHidden` on phones only
  // (container queries on `.site`, so `?mobileView` follows the phone rule at any window width).
  if (section.options.isHidden === true) classes.push('section--hidden-desktop')
  if (section.mobileOptions.isHidden === true) classes.push('m-section--hidden')
  return classes.join(' ')
}

/** One section in its wrapper element, rendered by the component its handler registers. */
export function SectionView({ section, isFirst }: { section: SectionData; isFirst: boolean }) {
  if (!isSectionHandler(section.handler)) return null
  // Not a component made during render: the registry hands out one cached component per type.
  const body = createElement(sectionComponent(section.handler), { parts: section.parts, options: section.options, mobileOptions: section.mobileOptions, isFirst })
  const anchor = typeof section.options.anchor === 'string' && section.options.anchor ? section.options.anchor : undefined
  return (
    <section id={anchor} className={sectionClassName(section)} data-section={section.handler}>
      {/* Only a section still waiting for its code gets a boundary: React streams a complete
          boundary's HTML after the shell and reveals it later, so the first paint showed empty
          sections and the page jumped (Lighthouse CLS 0.79 on the home page). */}
      {isSectionLoaded(section.handler) ? body : <Suspense fallback={null}>{body}</Suspense>}
    </section>
  )
}

/** A section hidden on both layouts is not sent at all; one hidden on one layout is left to CSS. */
export function visibleSections(sections: readonly SectionData[]): SectionData[] {
  return sections.filter((section) => section.options.isHidden !== true || section.mobileOptions.isHidden !== true)
}

/**
 * Renders a page's sections in order through the section registry; their code is loaded first
 * (`loadSections`), or a section suspends on its own until it is.
 */
export function PageSections({ sections, refs }: { sections: SectionData[]; refs: SectionRefsValue }) {
  const visible = visibleSections(sections)
  return (
    <SectionRefsProvider value={refs}>
      {visible.map((section, index) => (
        <SectionView key={section.id} section={section} isFirst={index === 0} />
      ))}
    </SectionRefsProvider>
  )
}
