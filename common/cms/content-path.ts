import type { Locale } from '../i18n/locales'
import { pagePath, pathFor } from '../i18n/paths'

export type ContentKind = 'page' | 'post' | 'product' | 'category'

/** The site path of a page, post, product or category by its slug in a language. */
export function contentPath(kind: ContentKind, locale: Locale, slug: string, homeSlug: string): string {
  switch (kind) {
    case 'page':
      return pagePath(locale, slug, homeSlug)
    case 'post':
      return pathFor('blog', locale, { slug })
    case 'product':
      return pathFor('product', locale, { slug })
    case 'category':
      return pathFor('shop', locale, { slug })
  }
}
