import type { Locale } from '../i18n/locales'

/**
 * Lower case with accents and Croatian letters folded (č ć → c, đ → d, š → s, ž → z) and anything
 * else but letters and digits turned into single spaces: 'Ćevapi, Đakovo!' → 'cevapi dakovo'.
 */
export function foldToAscii(text: string): string {
  return text
    .toLowerCase()
    .replace(/đ/g, 'd')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/** German spells umlauts and ß out in addresses ('Möbel' → 'moebel', not 'mobel'), as German shops do. */
const germanSpelling: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' }

/**
 * A URL or file-name slug: 'Kuhinja Ćevap' → 'kuhinja-cevap'; in German 'Küche Größe' →
 * 'kueche-groesse'. Only German spells letters out; other languages fold them.
 */
export function slugify(text: string, options: { locale?: Locale; maxLength?: number } = {}): string {
  const spelled = options.locale === 'de' ? text.toLowerCase().replace(/[äöüß]/g, (letter) => germanSpelling[letter]!) : text
  return foldToAscii(spelled)
    .replace(/ /g, '-')
    .slice(0, options.maxLength ?? 80)
}
