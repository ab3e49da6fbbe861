import { describe, expect, it } from 'vitest'
import { parseSection, sectionDefinitions, sectionHandlers, type SectionHandler } from './index'

const page = { kind: 'page', group: '0b7f3c1e-8a4e-4d5b-9a55-3f2b1c0d9e87' } as const

/** A value an editor could really save, per type; richer than the schema's `example`. */
const realistic: Record<SectionHandler, Record<string, unknown>> = {
  hero: {
    eyebrow: 'Zagreb',
    heading: 'Dom uz rijeku',
    subheading: 'Stanovi uz Savu',
    image: { mediaId: 3, alt: 'Zgrade u sumrak' },
    primaryCta: { label: 'Stanovi', link: page },
    secondaryCta: { label: 'Trgovina', link: { kind: 'route', route: 'shop' } },
  },
  'rich-text': { heading: 'Uvjeti', html: '<p>Cijene uključuju <strong>PDV</strong>.</p>' },
  'text-image': { eyebrow: 'O projektu', heading: 'Živjeti u zelenom', html: '<p>Park.</p>', image: { mediaId: 2 }, cta: { label: 'Više', link: page } },
  gallery: { heading: 'Ogledni stan', images: [{ image: { mediaId: 4 }, caption: 'Boravak' }, { image: { mediaId: 5 } }] },
  features: { items: [{ icon: 'tree', title: 'Park', text: 'Zeleno.' }, { icon: 'bolt', title: 'A+' }] },
  cta: { heading: 'Razgled', primary: { label: 'Kontakt', link: page }, secondary: { label: 'Mail', link: { kind: 'url', href: 'mailto:a@b.hr' } }, image: { mediaId: 1 } },
  stats: { heading: 'Brojke', items: [{ value: '148', label: 'stanova' }, { value: '12.000', unit: 'm²', label: 'parka' }], note: 'Stanje 2026.' },
  faq: { heading: 'Pitanja', items: [{ question: 'Useljenje?', answer: '<p>2027.</p>' }, { question: 'Kredit?', answer: '<p>Da.</p>' }] },
  location: {
    map: { mediaId: 9 },
    addressLines: ['Savska cesta 120', '10000 Zagreb'],
    latitude: 45.79,
    longitude: 15.96,
    nearby: [{ icon: 'bus', name: 'Tramvaj', distanceMeters: 180, minutes: 3, mode: 'walk' }],
  },
  contact: {
    addressLines: ['Savska cesta 120'],
    phone: '+385 1 555 0120',
    email: 'prodaja@vrtovisave.hr',
    hours: [{ days: 'Pon – pet', time: '9 – 18' }],
    person: { name: 'Ana Kovačić', role: 'Prodaja', photo: { mediaId: 8 }, email: 'ana@vrtovisave.hr' },
  },
  logos: { logos: [{ name: 'Gradnja Sava', image: { mediaId: 6 }, link: { kind: 'url', href: 'https://example.com' } }] },
  video: { title: 'Šetnja', youtubeId: 'aqz-KE-bpKQ', poster: { mediaId: 7 }, caption: 'Animacija' },
  units: {
    units: [
      { label: 'A0.1', building: 'Zgrada A', floor: 0, rooms: 2, areaM2: 54.3, priceCents: 21_180_000, status: 'available' },
      { label: 'A0.2', building: 'Zgrada A', floor: 0, rooms: 1.5, areaM2: 42.1, status: 'sold', link: page },
    ],
  },
  'upcoming-events': { heading: 'Događaji', intro: 'Upoznajte susjede.', limit: 2 },
  documents: { heading: 'Cjenici i tlocrti', category: 'stanovi' },
  instagram: { heading: 'S Instagrama', hashtags: '#VrtoviSave zagreb', limit: 6 },
}

/** A required part to delete and an option value the type must refuse, per type. */
const broken: Record<SectionHandler, { missing: string; option: Record<string, unknown> }> = {
  hero: { missing: 'heading', option: { height: 'huge' } },
  'rich-text': { missing: 'html', option: { paddingY: 'xl' } },
  'text-image': { missing: 'image', option: { imagePosition: 'center' } },
  gallery: { missing: 'images', option: { columns: 9 } },
  features: { missing: 'items', option: { iconStyle: 'square' } },
  cta: { missing: 'primary', option: { layout: 'sidebar' } },
  stats: { missing: 'items', option: { columns: 0 } },
  faq: { missing: 'items', option: { isFirstOpen: 'yes' } },
  location: { missing: 'map', option: { mapPosition: 'below' } },
  contact: { missing: 'addressLines', option: { layout: 'grid' } },
  logos: { missing: 'logos', option: { size: 'xl' } },
  video: { missing: 'youtubeId', option: { aspect: 'square' } },
  units: { missing: 'units', option: { isPriceShown: 1 } },
  'upcoming-events': { missing: 'heading', option: { layout: 'grid' } },
  documents: { missing: 'category', option: { columns: 5 } },
  instagram: { missing: 'hashtags', option: { columns: 2 } },
}

const envelope = (handler: string, parts: unknown, options: Record<string, unknown> = {}, mobileOptions: Record<string, unknown> = {}) => ({
  id: `t-${handler}`,
  handler,
  parts,
  options,
  mobileOptions,
})

describe('section registry', () => {
  it('has at least 10 types besides hero and rich text, each with a title', () => {
    expect(sectionHandlers.length).toBeGreaterThanOrEqual(12)
    for (const handler of sectionHandlers) expect(sectionDefinitions[handler].title.length).toBeGreaterThan(0)
  })

  it('rejects an unknown handler', () => {
    const result = parseSection(envelope('carousel-3d', { heading: 'x' }))
    expect(result.success).toBe(false)
  })
})

describe.each(sectionHandlers)('section %s', (handler) => {
  it('accepts its own example and fills option defaults', () => {
    const result = parseSection(envelope(handler, sectionDefinitions[handler].example))
    expect(result.success, JSON.stringify(!result.success && result.error.issues)).toBe(true)
    expect(result.data?.options).toMatchObject({ background: 'white', isHidden: false })
  })

  it('accepts a realistic value with phone overrides', () => {
    const result = parseSection(envelope(handler, realistic[handler], { background: 'light' }, { paddingY: 'sm', isHidden: false }))
    expect(result.success, JSON.stringify(!result.success && result.error.issues)).toBe(true)
    expect(result.data?.mobileOptions).toEqual({ paddingY: 'sm', isHidden: false })
  })

  it('rejects a value without a required part', () => {
    const parts: Record<string, unknown> = { ...realistic[handler] }
    delete parts[broken[handler].missing]
    const result = parseSection(envelope(handler, parts))
    expect(result.success).toBe(false)
    expect(result.error?.issues.some((issue) => issue.path.includes(broken[handler].missing))).toBe(true)
  })

  it('rejects a bad option value on desktop and on phones', () => {
    expect(parseSection(envelope(handler, realistic[handler], broken[handler].option)).success).toBe(false)
    expect(parseSection(envelope(handler, realistic[handler], {}, broken[handler].option)).success).toBe(false)
  })
})

describe('type-specific rules', () => {
  it('refuses a video id that could be a URL', () => {
    const parts = { ...realistic.video, youtubeId: 'https://evil.example/x' }
    expect(parseSection(envelope('video', parts)).success).toBe(false)
  })

  it('refuses an icon outside the built-in set', () => {
    const parts = { items: [{ icon: 'skull', title: 'x' }] }
    expect(parseSection(envelope('features', parts)).success).toBe(false)
  })

  it('refuses a unit status outside available/reserved/sold and half-room steps', () => {
    const unit = { label: 'A1', building: 'A', floor: 1, rooms: 2, areaM2: 50, status: 'available' }
    expect(parseSection(envelope('units', { units: [{ ...unit, status: 'rented' }] })).success).toBe(false)
    expect(parseSection(envelope('units', { units: [{ ...unit, rooms: 2.3 }] })).success).toBe(false)
  })

  it('refuses a javascript: button link', () => {
    const parts = { ...realistic.cta, primary: { label: 'x', link: { kind: 'url', href: 'javascript:alert(1)' } } }
    expect(parseSection(envelope('cta', parts)).success).toBe(false)
  })
})
