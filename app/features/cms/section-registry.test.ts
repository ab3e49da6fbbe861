import { describe, expect, it } from 'vitest'
import { sectionHandlers } from '#common/cms/sections'
import { HeroSection } from './sections/hero'
import { isSectionHandler, loadSections, sectionComponent } from './section-registry'

describe('section registry (one chunk per section type, ADR 026)', () => {
  it('hands out the loaded component itself once its type was loaded, the same one every time', async () => {
    await loadSections(['hero', 'no-such-section'])
    expect(sectionComponent('hero')).toBe(HeroSection)
    expect(sectionComponent('hero')).toBe(sectionComponent('hero'))
  })

  it('hands out one lazy stand-in per type not loaded yet', () => {
    const stand = sectionComponent('stats')
    expect(stand).not.toBe(HeroSection)
    expect(sectionComponent('stats')).toBe(stand)
  })

  it('loads a component for every registered section type', async () => {
    await loadSections(sectionHandlers)
    for (const handler of sectionHandlers) expect(typeof sectionComponent(handler), handler).toBe('function')
    expect(isSectionHandler('no-such-section')).toBe(false)
  })
})
