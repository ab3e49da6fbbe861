import type { LinkTarget } from '../../../../../common/cms/link'
import type { Locale } from '../../../../../common/i18n/locales'
import type { PageVersion } from '../build'
import type { DemoMedia } from '../index'

export const demoPageKeys = ['home', 'about', 'location', 'apartments', 'gallery', 'contact', 'privacy', 'terms'] as const
export type DemoPageKey = (typeof demoPageKeys)[number]
export type DemoPageGroups = Record<DemoPageKey, string>

/** What a demo page's content needs: the seeded pictures and links to the other pages. */
export interface DemoContext {
  media: DemoMedia
  groups: DemoPageGroups
}

export type DemoPage = Record<Locale, PageVersion>

export function pageLink(ctx: DemoContext, key: DemoPageKey): LinkTarget {
  return { kind: 'page', group: ctx.groups[key] }
}

export function mediaRef(record: { id: number }, alt?: string): { mediaId: number; alt?: string } {
  return alt ? { mediaId: record.id, alt } : { mediaId: record.id }
}

/** The project's facts, shared by every page so the numbers never disagree. */
export const project = {
  address: ['Savska cesta 120', '10000 Zagreb'],
  phone: '+385 1 555 0120',
  email: 'prodaja@vrtovisave.hr',
  latitude: 45.7937,
  longitude: 15.9617,
  youtubeId: 'aqz-KE-bpKQ',
}

/** English and German alternative text of the demo pictures, keyed by their Croatian title. */
const altTranslations: Record<string, { en: string; de: string }> = {
  'Vrtovi Save u sumrak': { en: 'The Vrtovi Save buildings at dusk', de: 'Die Gebäude von Vrtovi Save in der Abenddämmerung' },
  'Vrtovi Save danju': { en: 'Facades and the park by day', de: 'Fassaden und Park bei Tag' },
  'Uz rijeku': { en: 'The buildings along the Sava', de: 'Die Gebäude am Ufer der Save' },
  'Noćni pogled': { en: 'Lit windows of the apartments at night', de: 'Beleuchtete Fenster der Wohnungen bei Nacht' },
  'Karta lokacije': { en: 'Map with the project location by the river', de: 'Karte mit dem Standort des Projekts am Fluss' },
  'Dnevni boravak': { en: 'Living room in the show apartment', de: 'Wohnzimmer in der Musterwohnung' },
  'Kuhinja s blagovaonicom': { en: 'Kitchen and dining area in the show apartment', de: 'Küche mit Essbereich in der Musterwohnung' },
  'Spavaća soba': { en: 'Bedroom in the show apartment', de: 'Schlafzimmer in der Musterwohnung' },
  'Radni kutak': { en: 'Home office corner in the show apartment', de: 'Arbeitsecke in der Musterwohnung' },
  Terasa: { en: 'Terrace of the show apartment', de: 'Terrasse der Musterwohnung' },
  'Dječja soba': { en: 'Children’s room in the show apartment', de: 'Kinderzimmer in der Musterwohnung' },
  'Tlocrt stana': { en: 'Floor plan of a three-room apartment', de: 'Grundriss einer Dreizimmerwohnung' },
  'Ana Kovačić': { en: 'Ana Kovačić, sales manager', de: 'Ana Kovačić, Verkaufsleiterin' },
}

/** A media reference with the picture's alternative text in the page's language. */
export function localRef(record: { id: number; title: string }, locale: Locale): { mediaId: number; alt?: string } {
  if (locale === 'hr') return { mediaId: record.id }
  const alt = altTranslations[record.title]?.[locale]
  return alt ? { mediaId: record.id, alt } : { mediaId: record.id }
}
