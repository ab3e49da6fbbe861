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

/** A URL or file-name slug: 'Kuhinja Ćevap' → 'kuhinja-cevap'. */
export function slugify(text: string, maxLength = 80): string {
  return foldToAscii(text).replace(/ /g, '-').slice(0, maxLength)
}
