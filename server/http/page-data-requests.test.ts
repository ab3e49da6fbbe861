import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from 'react-router'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SiteShell } from '../../common/cms/site-shell'
import { failedRequests, redirects } from '../db/schema'
import type { createSiteTestApp } from '../testing/site-test-app'

/**
 * Issue 20 §1: a client navigation fetches `<path>.data?_routes=…`, and the page it is for decides
 * the locale, the menu and the language links, exactly as the HTML of that page does. Through the
 * real site: Hono middleware, React Router's server build, root and route loaders.
 */
type Site = Awaited<ReturnType<typeof createSiteTestApp>>
let vite: ViteDevServer
let site: Site

beforeAll(async () => {
  vite = await createServer({ server: { middlewareMode: true, hmr: false, watch: null }, appType: 'custom', logLevel: 'error' })
  const harness = (await vite.ssrLoadModule('/server/testing/site-test-app.ts')) as { createSiteTestApp: typeof createSiteTestApp }
  site = await harness.createSiteTestApp()
}, 240_000)
afterAll(async () => {
  await site?.runtime.dispose()
  await vite?.close()
})

interface RouteData {
  data?: { shell?: SiteShell; url?: string }
}

/** What React Router's client receives for a navigation to `path` (routes as it names them). */
async function navigationData(path: string, routes?: string): Promise<{ status: number; routes: Record<string, RouteData> }> {
  const response = await site.app.request(routes ? `${path}?_routes=${routes}` : path)
  expect(response.body, path).not.toBeNull()
  const decoded = await decodeViaTurboStream(response.body!, globalThis)
  return { status: response.status, routes: decoded.value as Record<string, RouteData> }
}

async function shellOf(path: string, routes?: string): Promise<SiteShell> {
  const { status, routes: data } = await navigationData(path, routes)
  expect(status, path).toBe(200)
  const shell = data.root?.data?.shell
  expect(shell, path).toBeDefined()
  return shell!
}

describe('page data requests (client navigations)', () => {
  it('answer the home page of a language in that language: /en.data is English', async () => {
    const shell = await shellOf('/en.data', 'root')
    expect(shell.locale).toBe('en')
    expect(shell.header.brandName).toBe('Test EN')
    expect(shell.alternates).toEqual({ hr: '/', en: '/en', de: '/de' })
    expect((await shellOf('/_.data', 'root')).locale).toBe('hr')
    expect((await shellOf('/de.data', 'root')).locale).toBe('de')
  })

  it('give a category page the language links of the page, in each language’s own slug', async () => {
    const expected = { hr: '/shop/dnevni-boravak', en: '/en/shop/living-room', de: '/de/shop/wohnzimmer' }
    const html = await (await site.app.request('/shop/dnevni-boravak')).text()
    expect(html).toContain('href="/en/shop/living-room"')
    for (const [locale, path] of Object.entries(expected)) {
      const shell = await shellOf(`${path}.data`, 'root')
      expect(shell.locale).toBe(locale)
      expect(shell.alternates).toEqual(expected)
    }
  })

  it('give a CMS page its translation as the other language’s link, not that language’s home page', async () => {
    const shell = await shellOf('/o-projektu.data', 'root')
    expect(shell.alternates.en).toBe('/en/about-the-project')
    expect((await shellOf('/en/about-the-project.data')).alternates.hr).toBe('/o-projektu')
  })

  it('never put React Router’s own parameters or suffix in what a page shows', async () => {
    const shell = await shellOf('/shop/dnevni-boravak.data', 'root,shop.hr')
    for (const href of Object.values(shell.alternates)) expect(href).not.toMatch(/\.data|_routes/)
    const product = '/product/sofa-sava'
    expect((await site.app.request(product)).status).toBe(200)
    // The product page's share link is the page's address.
    const page = await navigationData(`${product}.data`, 'product.hr')
    expect(page.routes['product.hr']?.data?.url).toMatch(new RegExp(`^http://[^/]+${product}$`))
  })

  it('follow a backoffice redirect as React Router expects it, and log a missing page by its path', async () => {
    await site.runtime.database.db.insert(redirects).values({ siteId: site.runtime.site.id, fromPath: '/stari-boravak', toTarget: '/shop/dnevni-boravak', statusCode: 301 })
    const response = await site.app.request('/stari-boravak.data?_routes=root')
    expect(response.status).toBe(204)
    expect(response.headers.get('x-remix-redirect')).toBe('/shop/dnevni-boravak')
    expect(response.headers.get('x-remix-status')).toBe('301')
    expect((await site.app.request('/nema-ove-stranice.data')).status).toBe(404)
    const logged = (await site.runtime.database.db.select({ path: failedRequests.path }).from(failedRequests)).map((row) => row.path)
    expect(logged).toContain('/nema-ove-stranice')
    expect(logged.filter((path) => path.endsWith('.data'))).toEqual([])
  })
})
