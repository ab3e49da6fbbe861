import type { Locale } from '../../../../common/i18n/locales'

type Names = Record<Locale, [slug: string, title: string]>

export interface SeedTerm {
  key: string
  type: 'postCategory' | 'postTag'
  parent?: string
  names: Names
}

export const seedTerms: SeedTerm[] = [
  { key: 'news', type: 'postCategory', names: { hr: ['novosti', 'Novosti'], en: ['news', 'News'], de: ['neuigkeiten', 'Neuigkeiten'] } },
  {
    key: 'site',
    type: 'postCategory',
    parent: 'news',
    names: { hr: ['gradiliste', 'Gradilište'], en: ['construction', 'Construction'], de: ['baustelle', 'Baustelle'] },
  },
  {
    key: 'sales',
    type: 'postCategory',
    parent: 'news',
    names: { hr: ['prodaja', 'Prodaja'], en: ['sales', 'Sales'], de: ['verkauf', 'Verkauf'] },
  },
  {
    key: 'living',
    type: 'postCategory',
    names: { hr: ['zivot-u-kvartu', 'Život u kvartu'], en: ['neighbourhood', 'Neighbourhood'], de: ['nachbarschaft', 'Nachbarschaft'] },
  },
  { key: 'green', type: 'postTag', names: { hr: ['zelenilo', 'zelenilo'], en: ['greenery', 'greenery'], de: ['gruen', 'Grün'] } },
  {
    key: 'energy',
    type: 'postTag',
    names: { hr: ['energetska-ucinkovitost', 'energetska učinkovitost'], en: ['energy-efficiency', 'energy efficiency'], de: ['energieeffizienz', 'Energieeffizienz'] },
  },
  { key: 'family', type: 'postTag', names: { hr: ['obitelj', 'obitelj'], en: ['family', 'family'], de: ['familie', 'Familie'] } },
]

export const seedPostTypes: { slug: string; titles: Record<Locale, string> }[] = [
  { slug: 'vijest', titles: { hr: 'Vijest', en: 'News item', de: 'Meldung' } },
  { slug: 'dnevnik-gradnje', titles: { hr: 'Dnevnik gradnje', en: 'Construction diary', de: 'Bautagebuch' } },
]
