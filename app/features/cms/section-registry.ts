import { lazy, type ComponentType } from 'react'
import type { SectionHandler } from '#common/cms/sections'
import { sectionModules } from './sections'

export type AnySectionComponent = ComponentType<{ parts: unknown; options: unknown; mobileOptions: unknown; isFirst: boolean }>

const loaded = new Map<SectionHandler, AnySectionComponent>()
const lazyComponents = new Map<SectionHandler, AnySectionComponent>()

// Checked against the component modules, not the schema registry: the browser needs no zod here.
export function isSectionHandler(handler: string): handler is SectionHandler {
  return Object.hasOwn(sectionModules, handler)
}

/**
 * Loads the components of the given section types. Awaited before a page's sections render — by
 * the page's loader on the server, before hydration (app/entry.client.tsx) and before a client
 * navigation in the browser — so a section never waits for its code: a section suspended during
 * hydration would lose its server HTML to an early update such as opening the mobile menu.
 */
export async function loadSections(handlers: Iterable<string>): Promise<void> {
  const wanted = new Set([...handlers].filter(isSectionHandler).filter((handler) => !loaded.has(handler)))
  await Promise.all(
    [...wanted].map(async (handler) => {
      loaded.set(handler, (await sectionModules[handler]()) as AnySectionComponent)
    }),
  )
}

/** True once a section type's code is here: its component renders without suspending. */
export function isSectionLoaded(handler: SectionHandler): boolean {
  return loaded.has(handler)
}

/**
 * The component of a section type: the loaded one, else a lazy one that suspends until its code
 * arrives (the editor adding a type the page did not have).
 */
export function sectionComponent(handler: SectionHandler): AnySectionComponent {
  const component = loaded.get(handler)
  if (component) return component
  let lazyComponent = lazyComponents.get(handler)
  if (!lazyComponent) {
    lazyComponent = lazy(async () => {
      await loadSections([handler])
      return { default: loaded.get(handler) as AnySectionComponent }
    })
    lazyComponents.set(handler, lazyComponent)
  }
  return lazyComponent
}
