import { and, eq } from 'drizzle-orm'
import type { Locale } from '../../common/i18n/locales'
import type { Db } from '../db/client'
import { terms } from '../db/schema'

/**
 * §7 `term get`: a term by slug. `slugMain` is the slug of the term's version in the site's
 * default language, which the spec's client reads to link across languages.
 */
export async function findTerm(
  db: Db,
  query: { siteId: number; locale: Locale; slug: string; type?: string; defaultLocale: Locale },
) {
  const [term] = await db
    .select()
    .from(terms)
    .where(
      and(
        eq(terms.siteId, query.siteId),
        eq(terms.locale, query.locale),
        eq(terms.slug, query.slug),
        query.type ? eq(terms.type, query.type) : undefined,
      ),
    )
    .limit(1)
  if (!term) return null
  const [main] = await db
    .select({ slug: terms.slug })
    .from(terms)
    .where(and(eq(terms.translationGroup, term.translationGroup), eq(terms.locale, query.defaultLocale)))
    .limit(1)
  return { ...term, slugMain: main?.slug ?? term.slug }
}
