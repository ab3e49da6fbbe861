import { and, asc, desc, eq } from 'drizzle-orm'
import { isLocale } from '../../common/i18n/locales'
import type { StoreView } from '../../common/site/store'
import type { Db } from '../db/client'
import { languages, stores } from '../db/schema'
import { ApiError } from '../http/api-error'

function storeRows(db: Db, siteId: number) {
  return db
    .select({ id: stores.id, name: stores.name, isDefault: stores.isDefault, language: languages.code2 })
    .from(stores)
    .innerJoin(languages, eq(languages.id, stores.languageId))
    .where(and(eq(stores.siteId, siteId), eq(languages.isActive, true)))
    .orderBy(desc(stores.isDefault), asc(stores.id))
}

/** The site's stores, the default first; a store whose language the site has no pages for is left out. */
export async function listStores(db: Db, siteId: number): Promise<StoreView[]> {
  const rows = await storeRows(db, siteId)
  return rows.flatMap((row) =>
    isLocale(row.language) ? [{ storeID: row.id, language: row.language, name: row.name, isDefault: row.isDefault }] : [],
  )
}

/**
 * The store a §7 read names with `store`: 0 or absent is the site's default store, any other id
 * must be one of this site's stores (404 `STORE_NOT_FOUND`, so one site cannot read as another).
 */
export async function resolveStore(db: Db, siteId: number, store: number | undefined): Promise<StoreView> {
  const all = await listStores(db, siteId)
  const found = store ? all.find((candidate) => candidate.storeID === store) : all.find((candidate) => candidate.isDefault)
  if (!found) throw ApiError.notFound('STORE_NOT_FOUND')
  return found
}

/** A new site's default store, in the site's default language. */
export async function createDefaultStore(db: Db, input: { siteId: number; name: string; language: string }): Promise<void> {
  const [language] = await db.select({ id: languages.id }).from(languages).where(eq(languages.code2, input.language))
  if (!language) throw new Error(`no language ${input.language} for the default store`)
  await db.insert(stores).values({ siteId: input.siteId, languageId: language.id, name: input.name, isDefault: true })
}
