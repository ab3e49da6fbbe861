import { attributes, pages, productCategoryTranslations, productTranslations, terms } from '../../db/schema'
import type { Db } from '../../db/client'
import { layoutElementHandlers } from '../../cms'
import { commonFieldNames, type FuzzVocabulary } from './fuzz-request'

/** The site's own words (slugs, codes, handlers), so generated requests get past the first lookup. */
export async function siteVocabulary(db: Db, bearer?: string): Promise<FuzzVocabulary> {
  const [pageRows, productRows, categoryRows, attributeRows, termRows] = await Promise.all([
    db.select({ word: pages.slug }).from(pages),
    db.select({ word: productTranslations.slug }).from(productTranslations).limit(50),
    db.select({ word: productCategoryTranslations.slug }).from(productCategoryTranslations),
    db.select({ word: attributes.code }).from(attributes),
    db.select({ word: terms.slug }).from(terms),
  ])
  const codes = attributeRows.map((row) => row.word)
  const words = [...pageRows, ...productRows, ...categoryRows, ...termRows].map((row) => row.word)
  return {
    words: [...new Set([...words, ...codes, ...layoutElementHandlers, 'main', 'footer', '1', '2'])],
    fields: [...new Set([...commonFieldNames, ...codes])],
    bearer,
  }
}
