import type { ComponentType } from 'react'
import type { SectionData } from '#common/cms/section'
import type { SectionHandler } from '#common/cms/sections'
import { SectionRefsProvider, type SectionRefsValue } from './section-refs-context'
import { sectionComponents } from './sections'

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

type AnySectionComponent = ComponentType<{ parts: unknown; options: unknown; mobileOptions: unknown; isFirst: boolean }>

/** One section in its wrapper element, rendered by the component its handler registers. */
export function SectionView({ section, isFirst }: { section: SectionData; isFirst: boolean }) {
  if (!hasComponent(section.handler)) return null
  const Component = sectionComponents[section.handler] as AnySectionComponent
  const anchor = typeof section.options.anchor === 'string' && section.options.anchor ? section.options.anchor : undefined
  return (
    <section id={anchor} className={sectionClassName(section)} data-section={section.handler}>
      <Component parts={section.parts} options={section.options} mobileOptions={section.mobileOptions} isFirst={isFirst} />
    </section>
  )
}

// Checked against the component registry, not the schema registry: the browser needs no zod here.
function hasComponent(handler: string): handler is SectionHandler {
  return Object.hasOwn(sectionComponents, handler)
}

/** Renders a page's sections in order through the section registry. */
export function PageSections({ sections, refs }: { sections: SectionData[]; refs: SectionRefsValue }) {
  // A section hidden on both layouts is not sent at all; one hidden on one layout is left to CSS.
  const visible = sections.filter((section) => section.options.isHidden !== true || section.mobileOptions.isHidden !== true)
  return (
    <SectionRefsProvider value={refs}>
      {visible.map((section, index) => (
        <SectionView key={section.id} section={section} isFirst={index === 0} />
      ))}
    </SectionRefsProvider>
  )
}
