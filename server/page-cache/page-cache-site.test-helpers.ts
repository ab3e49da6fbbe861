import { createServer, type ViteDevServer } from 'vite'
import { expect } from 'vitest'
import type { EditableProduct } from '../../common/catalog/product-edit'
import type { Envelope } from '../../common/http/envelope'
import type { createSiteTestApp } from '../testing/site-test-app'
import { readJson } from '../testing/test-app'
import type { TestDatabaseOptions } from '../testing/test-database'
import { apiLogin, bearer, jsonRequest, makeUser } from '../users/test-helpers'

export type Site = Awaited<ReturnType<typeof createSiteTestApp>>

export interface PageAnswer {
  response: Response
  status: number
  cache: string | null
  html: string
}

/**
 * The whole site rendered by React Router on a test database, served from the whole-page cache
 * (ADR 023), with a backoffice user of every scope. Pages and API calls go through the site's own
 * app: the page cache belongs to the module graph that serves the pages.
 */
export async function startCachedSite(options: TestDatabaseOptions = {}) {
  const vite: ViteDevServer = await createServer({ server: { middlewareMode: true, hmr: false, watch: null }, appType: 'custom', logLevel: 'error' })
  const harness = (await vite.ssrLoadModule('/server/testing/site-test-app.ts')) as { createSiteTestApp: typeof createSiteTestApp }
  const site = await harness.createSiteTestApp(options)
  const manager = await makeUser(site.runtime, { isBackofficeUser: true, scopes: ['catalog', 'content', 'admin', 'settings', 'orders'] })
  const staff = bearer((await apiLogin(site.app, manager.email, manager.password)).accessToken)

  const page = async (path: string, headers: Record<string, string> = {}): Promise<PageAnswer> => {
    const response = await site.app.request(path, { headers })
    return { response, status: response.status, cache: response.headers.get('x-cache'), html: await response.text() }
  }
  /** Renders each page until it is cached: the next anonymous request is a hit. */
  const warm = async (...paths: string[]) => {
    for (const path of paths) {
      await page(path)
      expect((await page(path)).cache, path).toBe('hit')
    }
  }
  /** How each page is answered now (`hit`, `miss`, `bypass`). */
  const cacheOf = async (...paths: string[]) => {
    const answers: (string | null)[] = []
    for (const path of paths) answers.push((await page(path)).cache)
    return answers
  }
  /** A backoffice API call as the manager. */
  const send = (method: string, path: string, body?: unknown) =>
    site.app.request(path, body === undefined ? { method, headers: staff } : jsonRequest(method, body, staff))
  /** Saves a product as the editor does: the whole form, with the given fields changed; answers the product as it was. */
  const saveProduct = async (productId: number, change: (product: EditableProduct) => Record<string, unknown>) => {
    const product = (await readJson<Envelope<{ product: EditableProduct }>>(await send('GET', `/api/v1/backoffice/products/${productId}`))).data!.product
    const text = (locale: 'hr' | 'en' | 'de') => {
      const t = product.translations[locale]
      return t ? { name: t.name, description: t.description } : undefined
    }
    const body = { ...product, translations: { hr: text('hr')!, en: text('en'), de: text('de') }, ...change(product) }
    const saved = await send('PUT', `/api/v1/backoffice/products/${productId}`, body)
    expect(saved.status).toBe(200)
    return product
  }
  /** The first id in a page's Cache-Tag header for a tag kind (`product`, `category`, `page`). */
  const taggedId = (answer: PageAnswer, kind: string) => Number(new RegExp(`(?:^|,)${kind}:(\\d+)`).exec(answer.response.headers.get('cache-tag') ?? '')?.[1])

  /** A category page, its first product's page and their ids (from the Cache-Tag header). */
  const categoryAndProduct = async (categoryPath: string) => {
    const category = await page(categoryPath)
    const categoryId = taggedId(category, 'category')
    const productPath = /href="(\/product\/[^"?#]+)"/.exec(category.html)?.[1] ?? ''
    const productId = taggedId(await page(productPath), 'product')
    expect([categoryId, productId].every((id) => id > 0)).toBe(true)
    return { category, categoryId, productPath, productId }
  }

  return {
    /** Loads a module in the site's own module graph (its import jobs, its page cache). */
    load: (path: string) => vite.ssrLoadModule(path),
    site,
    staff,
    page,
    warm,
    cacheOf,
    send,
    saveProduct,
    taggedId,
    categoryAndProduct,
    async close() {
      await site.runtime.dispose()
      await vite.close()
    },
  }
}

export type CachedSite = Awaited<ReturnType<typeof startCachedSite>>
