import { expect, test, type Browser, type Page } from '@playwright/test'
import { OWNER, ownerAt, phone } from './admin-session'
import { expectFitsWindow, port } from './checkout-page'
import { siteOptionsFormKeys } from '../../common/settings/site-options-form'
import { expectAccessible } from './axe'

const origin = `http://localhost:${port}`

test.describe.configure({ timeout: 120_000 })

test.afterAll(async ({ request }) => {
  expect((await request.post('/api/_e2e/reset-rate-limits', { headers: { origin } })).status()).toBe(200)
})

async function ownerPage(browser: Browser, width: number): Promise<Page> {
  const page = await ownerAt(browser, '/admin', { width, height: 900 })
  await expect(page.getByRole('heading', { level: 1, name: 'Nadzorna ploča' })).toBeVisible()
  return page
}

async function adminOpen(page: Page, path: string) {
  await page.goto(path)
  await page.locator('html[data-hydrated="true"]').waitFor()
}

test('site options: saved from the admin, visible on the site, written in the audit log', async ({ browser }) => {
  const page = await ownerPage(browser, 1280)
  // The site's options are one set: the test puts back what it found, even when it fails.
  const found = ((await (await page.request.get('/api/v1/backoffice/site-options')).json()) as { data: Record<string, unknown> }).data
  try {
    await adminOpen(page, '/admin/settings')
    await expectAccessible(page)
    await page.getByLabel('ostani na stranici (obavijest)').check()
    await page.getByLabel('Samo odabrane').check()
    await page.getByLabel('Hrvatska').check()
    await page.getByLabel('Slovenija').check()
    await page.getByRole('button', { name: 'Spremi postavke' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Postavke su spremljene.' })).toBeVisible()

    // A bad value is refused with its field's message and changes nothing.
    await page.getByLabel('Početna stranica').fill('nema-takve')
    await page.getByRole('button', { name: 'Spremi postavke' }).click()
    await expect(page.getByText('Ne postoji stranica s tom adresom.')).toBeVisible()
    await page.reload()
    await expect(page.getByLabel('Početna stranica')).toHaveValue('pocetna')
    await expect(page.getByLabel('ostani na stranici (obavijest)')).toBeChecked()

    const options = await page.request.get('/api/v1/backoffice/site-options')
    expect((await options.json()).data).toMatchObject({ CartAddition: 1, AllowedCountries: ['HR', 'SI'] })

    await adminOpen(page, '/admin/audit?action=site.options')
    await expectAccessible(page)
    const row = page.getByRole('row').filter({ hasText: 'site.options.update' }).first()
    await expect(row).toContainText(OWNER.email)
    await row.getByText('Prikaži promjenu').click()
    await expect(row.locator('pre')).toContainText('"CartAddition": 1')
  } finally {
    const original = Object.fromEntries(siteOptionsFormKeys.map((key) => [key, found[key]]))
    const restored = await page.request.put('/api/v1/backoffice/site-options', { data: original, headers: { origin } })
    expect(restored.status()).toBe(200)
    await page.context().close()
  }
})

test('maintenance mode: a visitor sees the maintenance screen, the owner the site; then off again', async ({ browser }) => {
  const page = await ownerPage(browser, 1280)
  await page.getByRole('button', { name: 'Uključi održavanje' }).click()
  await expect(page.getByRole('button', { name: 'Isključi održavanje' })).toBeVisible()
  try {
    const visitor = await browser.newContext()
    const response = await (await visitor.newPage()).goto('/o-projektu')
    expect(response?.status()).toBe(503)
    await visitor.close()
    const own = await page.goto('/o-projektu')
    expect(own?.status()).toBe(200)
  } finally {
    await adminOpen(page, '/admin')
    await page.getByRole('button', { name: 'Isključi održavanje' }).click()
    await expect(page.getByRole('button', { name: 'Uključi održavanje' })).toBeVisible()
  }
  await page.context().close()
})

test('the admin in English at 360 px: menu, newsletter list, language kept across pages', async ({ browser }) => {
  const page = await ownerPage(browser, 360)
  await expectAccessible(page)
  await page.getByLabel('Jezik sučelja').selectOption('en')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.getByText('Menu', { exact: true }).click()
  await page.getByRole('navigation', { name: 'Administration navigation' }).getByRole('link', { name: 'Newsletter subscribers' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter subscribers' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/v1/marketing/newsletter/export')
  await expectAccessible(page)
  for (const path of ['/admin/settings', '/admin/audit']) {
    await adminOpen(page, path)
    await expectAccessible(page)
  }
  await page.getByLabel('Interface language').selectOption('hr')
  await expect(page.getByRole('heading', { level: 1, name: 'Dnevnik promjena' })).toBeVisible()
  await page.context().close()
})

// One test per width: sixteen axe runs in one test outlived its time limit on a busy two-core machine.
for (const width of [1280, 360]) {
  test(`every admin page sits in the frame and is accessible at ${width} px`, { tag: '@one-database' }, async ({ browser }) => {
    test.slow()
    const page = await ownerPage(browser, width)
    for (const path of ['/admin', '/admin/orders', '/admin/comments', '/admin/forms', '/admin/redirects', '/admin/newsletter', '/admin/settings', '/admin/audit', '/admin/invoices', '/admin/invoicing']) {
      await adminOpen(page, path)
      await expect(page.getByRole('navigation', { name: 'Navigacija administracije' })).toBeAttached()
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expectAccessible(page)
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width)
    }
    await page.context().close()
  })
}

test('a long not-found path keeps the redirects page within a phone screen: its table scrolls, the page does not', async ({ page, browser }) => {
  // The 404 log's row labels are visually hidden; before the scroll region contained them, they widened the page to the table's width.
  const missing = `/nema-te-stranice-${'dugacka-putanja-'.repeat(6)}${Date.now().toString(36)}`
  // The log lists the most-hit paths first: a few hits put this one on the first page.
  for (let hit = 0; hit < 8; hit++) expect((await page.request.get(missing)).status()).toBe(404)
  const desk = await ownerAt(browser, '/admin/redirects', phone)
  await expect(desk.getByRole('rowheader', { name: missing })).toBeVisible()
  await expectFitsWindow(desk)
  await desk.context().close()
})
