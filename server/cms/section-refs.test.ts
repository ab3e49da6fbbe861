import { describe, expect, it } from 'vitest'
import { collectSectionRefs } from './section-refs'

describe('collectSectionRefs', () => {
  it('finds media and links in nested parts of any section type, once each', () => {
    const group = '0b7f3c1e-8a4e-4d5b-9a55-3f2b1c0d9e87'
    const sections = [
      { handler: 'gallery', parts: { images: [{ image: { mediaId: 4 } }, { image: { mediaId: 5, alt: 'x' } }] } },
      { handler: 'contact', parts: { person: { name: 'Ana', photo: { mediaId: 8 } } } },
      { handler: 'logos', parts: { logos: [{ name: 'A', image: { mediaId: 4 }, link: { kind: 'url', href: 'https://a.hr' } }] } },
      { handler: 'units', parts: { units: [{ label: 'A1', link: { kind: 'page', group } }] } },
      { handler: 'cta', parts: { primary: { label: 'x', link: { kind: 'route', route: 'shop' } }, secondary: { label: 'y', link: { kind: 'page', group } } } },
    ]
    const refs = collectSectionRefs(sections)
    expect(refs.mediaIds.sort()).toEqual([4, 5, 8])
    expect(refs.links).toHaveLength(3)
    expect(refs.links).toContainEqual({ kind: 'page', group })
    expect(refs.links).toContainEqual({ kind: 'route', route: 'shop' })
    expect(refs.links).toContainEqual({ kind: 'url', href: 'https://a.hr' })
  })

  it('ignores look-alikes that are not valid targets', () => {
    const refs = collectSectionRefs([{ parts: { badge: { kind: 'ribbon' }, link: { kind: 'url', href: 'javascript:x' }, mediaId: '7' } }])
    expect(refs).toEqual({ mediaIds: [], links: [] })
  })
})
