import { execFile } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

/**
 * Every page type, in hr and en, through the W3C Nu HTML checker (vnu-jar): the server's HTML is
 * what search engines and browsers parse first. One JVM start checks the whole batch.
 */
const vnuJar = path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar')), 'build', 'dist', 'vnu.jar')
const ADMIN = { email: 'admin@izlog.local', password: 'izlog-admin-demo' }

interface VnuMessage {
  type: string
  subType?: string
  url?: string
  message: string
  extract?: string
  lastLine?: number
}

function runVnu(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    // vnu exits 1 when it found errors; its JSON report is on stderr either way.
    execFile('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], { maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, stderr) => {
      try {
        resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages)
      } catch {
        reject(error ?? new Error(`vnu printed no JSON report: ${stderr.slice(0, 500)}`))
      }
    })
  })
}

/** An alternate of a page as its HTML names it (the en/de version of a product or category). */
function alternateIn(html: string, locale: string): string {
  const href = new RegExp(`<link rel="alternate" hrefLang="${locale}" href="([^"]+)"`).exec(html)?.[1]
  if (!href) throw new Error(`no ${locale} alternate`)
  return new URL(href).pathname
}

async function cmsPages(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]!).pathname)
    .filter((pathname) => !/\/(shop|product|produkt)\//.test(pathname))
}

async function filteredCategory(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/v1/product/layered/navigation', { data: { mainCategory: 'namjestaj' } })
  const filters = ((await response.json()) as { data: { attributeCode: string; values: { id: number }[] }[] }).data
  const filter = filters.find((f) => f.values.length > 0)!
  return `/shop/namjestaj?${filter.attributeCode}=${filter.values[0]!.id}&sort=priceAsc`
}

async function loggedIn(page: Page) {
  await page.context().addCookies([{ name: 'izlog_consent', value: 'necessary', url: 'http://localhost/' }])
  await page.goto('/prijava')
  await page.locator('html[data-hydrated]').waitFor()
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Prijavi se' }) })
  await form.getByLabel('E-pošta').fill(ADMIN.email)
  await form.getByLabel('Lozinka').fill(ADMIN.password)
  await form.getByRole('button', { name: 'Prijavi se' }).click()
  await expect(page).not.toHaveURL(/\/prijava$/)
}

test('every page type is valid HTML in hr and en (W3C Nu checker, 0 errors)', async ({ request, page }) => {
  test.setTimeout(180_000)
  const products = ['komoda-glina', 'modularna-sofa-sava', 'rezervacija-parkirno-mjesto-i-spremiste', 'vodic-za-kupce-stanovi-u-vrtovima-save']
  const anonymous = [
    ...(await cmsPages(request)),
    '/shop',
    '/en/shop',
    '/shop/namjestaj',
    '/en/shop/furniture',
    '/shop/namjestaj?page=2',
    await filteredCategory(request),
    ...products.map((slug) => `/product/${slug}`),
    '/pretraga',
    '/pretraga?search=sofa',
    '/en/search?search=parking&category=products',
    '/kosarica',
    '/en/cart',
    '/naplata',
    '/en/checkout',
    '/naplata/uspjesna',
    '/prijava',
    '/en/login',
    '/registracija',
    '/en/register',
    '/zaboravljena-lozinka',
    '/profil',
    '/en/profile',
    '/objave',
    '/en/blog',
    '/objave?term=zelenilo&page=1',
    '/objave/novosti',
    '/objave/otvoren-ogledni-stan',
    '/en/blog/show-flat-now-open',
    '/de/blog/musterwohnung-geoeffnet',
    '/dogadjaj/1',
    '/en/event/3',
    '/adminLogin',
  ]
  const productHtml = await Promise.all(products.map(async (slug) => (await request.get(`/product/${slug}`)).text()))
  anonymous.push(...productHtml.map((html) => alternateIn(html, 'en')))
  const notFound = ['/ova-stranica-ne-postoji', '/en/no/such/page', '/objave/nema-je', '/dogadjaj/999999', '/product/nema-ga']

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'izlog-vnu-'))
  const files = new Map<string, string>()
  const save = (label: string, html: string) => {
    const file = path.join(dir, `${files.size}.html`)
    fs.writeFileSync(file, html)
    files.set(file, label)
  }
  for (const pathname of anonymous) {
    const response = await request.get(pathname, { maxRedirects: 0 })
    expect(response.status(), pathname).toBe(200)
    save(pathname, await response.text())
  }
  for (const pathname of notFound) {
    const response = await request.get(pathname, { maxRedirects: 0 })
    expect(response.status(), pathname).toBe(404)
    save(pathname, await response.text())
  }
  // What a signed-in backoffice user gets: the profile with data, and a page in edit mode.
  await loggedIn(page)
  for (const pathname of ['/profil', '/en/profile', '/?editPage=true', '/shop/namjestaj']) {
    const response = await page.request.get(pathname, { maxRedirects: 0 })
    expect(response.status(), `${pathname} (signed in)`).toBe(200)
    save(`${pathname} (signed in)`, await response.text())
  }

  const messages = await runVnu([...files.keys()])
  fs.rmSync(dir, { recursive: true, force: true })
  const errors = messages
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .map((m) => {
      const file = m.url ? decodeURIComponent(new URL(m.url).pathname) : ''
      return `${files.get(file) ?? file} line ${m.lastLine ?? '?'}: ${m.message} «${(m.extract ?? '').trim()}»`
    })
  expect(files.size).toBeGreaterThan(50)
  expect(errors, errors.join('\n')).toEqual([])
})
