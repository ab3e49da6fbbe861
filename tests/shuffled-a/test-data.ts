import { expect, test, type Browser, type Cookie, type Page } from '@playwright/test'
import type { Envelope, ListResult } from '../../common/http/envelope'
import type { EditableCategory, ProductEditRow } from '../../common/catalog/product-edit'
import type { MemberImportReport } from '../../common/members/schemas'
import { signInAsOwner } from './admin-session'

/**
 * Each spec creates the page, post, product or category it changes (issue 20): no spec reads what
 * another one edited, so the specs run in any order. The demo content is only ever read.
 */
export const EDITOR = { email: 'urednik@izlog.local', password: 'izlog-urednik-demo' }
export const TOOLBAR = 'Alatna traka uređivanja'

const origin = () => test.info().project.use.baseURL!

/** A name no other test uses: lowercase letters, digits and hyphens (the slug rules). */
export function uniqueSlug(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
}

const editorCookies = new Map<string, Cookie[]>()

/**
 * Every spec logs in from 127.0.0.1, and the login throttle counts per address: a spec that logs
 * in starts with a budget of its own rather than what the specs before it left (run order).
 */
export async function resetLoginThrottle(page: Page): Promise<void> {
  expect((await page.request.post('/api/_e2e/reset-rate-limits', { headers: { origin: origin() } })).status()).toBe(200)
}

/**
 * The demo editor (content scope) on the page's context, with the cookie choice made. One login
 * per spec file: the login throttle allows 30 logins per address in 10 minutes.
 */
export async function signInAsEditor(page: Page): Promise<void> {
  await page.context().addCookies([{ name: 'izlog_consent', value: 'necessary', url: origin() }])
  const file = test.info().file
  const cached = editorCookies.get(file)
  if (cached) return page.context().addCookies(cached)
  await resetLoginThrottle(page)
  const response = await page.request.post('/api/auth/login', { data: { username: EDITOR.email, password: EDITOR.password }, headers: { origin: origin() } })
  expect(response.status()).toBe(200)
  editorCookies.set(file, await page.context().cookies())
}

/** Opens `path` in edit mode and waits for the editor's chunk (the toolbar is named in the page's language). */
export async function openEditor(page: Page, path: string, toolbar = TOOLBAR): Promise<void> {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}editPage=true`)
  await page.locator('html[data-hydrated="true"]').waitFor()
  await page.locator('html[data-editor-ready]').waitFor()
  await expect(page.getByRole('toolbar', { name: toolbar })).toBeVisible()
}

/** A call with the page's session; a refusal fails the test with the server's message. */
export async function api<T>(page: Page, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, data?: unknown): Promise<T> {
  const response = await page.request.fetch(path, { method, data, headers: { origin: origin() } })
  const envelope = (await response.json()) as Envelope<T>
  if (envelope.errored) throw new Error(`${method} ${path}: ${envelope.message}`)
  return envelope.data
}

interface EditorPageView {
  page: { id: number; version: number; title: string; sections: unknown[] }
}

/**
 * A published page of the test's own in a language (hr unless told), with the sections of a demo
 * page (the about page unless told), so a spec edits, publishes and restores without touching
 * what other specs read.
 * Needs an editor session on `page`. Returns its path.
 */
export async function createPage(page: Page, options: { from?: string; prefix?: string; title?: string; language?: 'hr' | 'en' | 'de' } = {}): Promise<string> {
  const language = options.language ?? 'hr'
  const source = await api<EditorPageView>(page, 'GET', `/api/v1/cms/page/editable?slug=${options.from ?? 'o-projektu'}&language=${language}`)
  const slug = uniqueSlug(options.prefix ?? 'e2e-stranica')
  // Its own title too: link pickers search pages by title, and the demo's must stay one of a kind.
  const title = options.title ?? `E2E ${slug}`
  const { page: created } = await api<EditorPageView>(page, 'POST', '/api/v1/cms/page/create', { title, slug, language, translationOf: null })
  const draft = await api<EditorPageView>(page, 'PUT', `/api/v1/cms/page/${created.id}/draft`, { version: created.version, title, sections: source.page.sections })
  await api(page, 'POST', `/api/v1/cms/page/${created.id}/publish`, { version: draft.page.version })
  return language === 'hr' ? `/${slug}` : `/${language}/${slug}`
}

export interface OwnPost {
  id: number
  slug: string
  title: string
}

/** A published Croatian post of the test's own (editor session on `page`). */
export async function createPost(page: Page, title: string): Promise<OwnPost> {
  const slug = uniqueSlug('e2e-objava')
  const body = '<p>Stabla uz nasip sade se u proljeće, a šetnica se otvara ljeti.</p><p>Drugi odlomak objave.</p>'
  const created = await api<{ id: number }>(page, 'POST', '/api/v1/cms/post/create', { locale: 'hr', slug, title, excerpt: 'Probni sažetak.', body, status: 'published' })
  return { id: created.id, slug, title }
}

/** A top-level product category of the test's own (editor session on `page`). */
export async function createCategory(page: Page, name: string): Promise<EditableCategory & { slug: string }> {
  const created = await api<EditableCategory>(page, 'POST', '/api/v1/backoffice/product-categories', { names: { hr: name }, parentId: null })
  return { ...created, slug: slugOf(name) }
}

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

export interface OwnProduct {
  id: number
  sku: string
  name: string
  path: string
}

/**
 * A simple product of the test's own, imported as one CSV row by the owner (the catalogue scope)
 * in a context of its own, in the category given or in a new one of its own (the demo categories'
 * counts stay as other specs read them). Prices in the CSV's euros ("49,90").
 */
export async function createProduct(browser: Browser, input: { name: string; price: string; stock: number; categorySlug?: string }): Promise<OwnProduct> {
  const context = await browser.newContext()
  try {
    const owner = await context.newPage()
    await signInAsOwner(owner)
    const sku = uniqueSlug('E2E').toUpperCase()
    const categorySlug = input.categorySlug ?? (await createCategory(owner, `Kategorija ${sku.toLowerCase()}`)).slug
    const csv = `sku;name_hr;price;stock;categories;published\r\n${sku};${input.name};${input.price};${input.stock};${categorySlug};1\r\n`
    const response = await owner.request.post('/api/v1/backoffice/catalog/products/import?mode=import', {
      data: csv,
      headers: { origin: origin(), 'content-type': 'text/csv; charset=utf-8' },
    })
    const envelope = (await response.json()) as Envelope<{ id: string }>
    expect(response.status(), JSON.stringify(envelope)).toBe(202)
    const jobId = envelope.data!.id
    await expect
      .poll(async () => (await api<{ state: string }>(owner, 'GET', `/api/v1/backoffice/catalog/products/import/${jobId}`)).state)
      .toBe('done')
    const found = await api<ListResult<ProductEditRow>>(owner, 'GET', `/api/v1/backoffice/products?search=${encodeURIComponent(sku)}`)
    const row = found.records.find((record) => record.sku === sku)
    expect(row, `the imported product ${sku}`).toBeTruthy()
    return { id: row!.id, sku, name: input.name, path: `/product/${slugOf(input.name)}` }
  } finally {
    await context.close()
  }
}

/**
 * A member card of the test's own, imported by the owner in a context of its own: a demo card
 * belongs to the first account that applies it (issue 25.3), so a spec that used one would depend
 * on which spec ran before it.
 */
export async function createMemberCard(browser: Browser): Promise<string> {
  const context = await browser.newContext()
  try {
    const owner = await context.newPage()
    await signInAsOwner(owner)
    const barcode = `9${Date.now()}${Math.floor(Math.random() * 1000).toString().padStart(3, '0')}`
    const report = await api<MemberImportReport>(owner, 'POST', '/api/v1/backoffice/member-cards/import', { csv: `${barcode};E2E član\r\n`, dryRun: false })
    expect(report).toMatchObject({ imported: true, created: 1 })
    return barcode
  } finally {
    await context.close()
  }
}

/** A tool of the edit-mode toolbar: every one but save and publish is in its "Više alata" menu. */
export async function openTool(page: Page, name: string): Promise<void> {
  await page.getByRole('toolbar', { name: TOOLBAR }).getByRole('button', { name: 'Više alata' }).click()
  await page.getByRole('menu', { name: 'Više alata' }).getByRole('menuitem', { name, exact: true }).click()
}

/**
 * The site's header and footer and its main menu are one per language, so a test that edits them
 * cannot make its own: it runs `work` and then puts back what it found, even when `work` fails.
 */
export async function restoringSiteLayout(page: Page, work: () => Promise<void>): Promise<void> {
  const elements = await api<{ handler: string; parts: unknown }[]>(page, 'GET', '/api/v1/cms/element/getByHandlers?handlers=header-section,footer-section&language=hr')
  const menu = await api<{ items: unknown[] }>(page, 'GET', '/api/v1/cms/navigation/editable/main?language=hr')
  try {
    await work()
  } finally {
    for (const element of elements) await api(page, 'PUT', '/api/v1/cms/element/update', { handler: element.handler, language: 'hr', parts: element.parts })
    await api(page, 'PUT', '/api/v1/cms/navigation/editable/main?language=hr', { items: menu.items })
  }
}
