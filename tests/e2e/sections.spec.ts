import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from './axe'

/** Opens a page with the cookie choice already made, and waits until React has hydrated it. */
async function open(page: Page, path: string) {
  await page.context().addCookies([{ name: 'izlog_consent', value: 'necessary', url: 'http://localhost/' }])
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  await page.locator('html[data-hydrated]').waitFor()
}

test.describe('gallery lightbox', () => {
  test('opens on a thumbnail, moves with arrow keys and buttons, closes on Escape and returns focus', async ({ page }) => {
    await open(page, '/galerija')
    const gallery = page.locator('[data-section="gallery"]').first()
    const third = gallery.getByRole('button', { name: /Povećaj sliku/ }).nth(2)
    await third.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Pregled slika' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText('Slika 3 od 6')).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await expect(dialog.getByText('Slika 4 od 6')).toBeVisible()
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect(dialog.getByText('Slika 2 od 6')).toBeVisible()
    await dialog.getByRole('button', { name: 'Prethodna slika' }).click()
    await dialog.getByRole('button', { name: 'Prethodna slika' }).click()
    await expect(dialog.getByText('Slika 6 od 6')).toBeVisible()
    await dialog.getByRole('button', { name: 'Sljedeća slika' }).click()
    await expect(dialog.getByText('Slika 1 od 6')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    // Focus goes back to the thumbnail of the image shown last.
    await expect(gallery.getByRole('button', { name: /Povećaj sliku/ }).first()).toBeFocused()
  })

  test('closes with its close button and returns focus to the thumbnail that opened it', async ({ page }) => {
    await open(page, '/galerija')
    const trigger = page.getByRole('button', { name: /Povećaj sliku/ }).nth(1)
    await trigger.click()
    const dialog = page.getByRole('dialog', { name: 'Pregled slika' })
    await dialog.getByRole('button', { name: 'Zatvori pregled slike' }).click()
    await expect(dialog).toBeHidden()
    await expect(trigger).toBeFocused()
  })
})

test('the FAQ opens its answers and publishes FAQPage data', async ({ page }) => {
  await open(page, '/stanovi')
  const question = page.getByText('Kako se plaća stan?')
  const answer = page.getByText(/Nakon potpisa ugovora plaća se 15 %/)
  await expect(answer).toBeHidden()
  await question.click()
  await expect(answer).toBeVisible()
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  const faq = jsonLd.map((text) => JSON.parse(text) as { '@type': string; mainEntity?: unknown[] }).find((data) => data['@type'] === 'FAQPage')
  expect(faq?.mainEntity?.length).toBe(5)
})

test('the video facade loads the YouTube frame only after a click', async ({ page }) => {
  const youtubeRequests: string[] = []
  page.on('request', (request) => {
    if (/youtube/.test(request.url())) youtubeRequests.push(request.url())
  })
  await open(page, '/galerija')
  const video = page.locator('[data-section="video"]')
  await expect(video.locator('iframe')).toHaveCount(0)
  expect(youtubeRequests).toEqual([])
  await page.route(/youtube-nocookie\.com/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>video</p>' }))
  await video.getByRole('button', { name: /Pokreni video: Virtualna šetnja Vrtovima Save/ }).click()
  const frame = video.locator('iframe')
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?/)
  await expect(frame).toHaveAttribute('title', 'Virtualna šetnja Vrtovima Save')
})

test('the apartment list is a table on desktop and cards at 360 px, with a status legend', async ({ page }) => {
  await open(page, '/stanovi')
  const units = page.locator('[data-section="units"]')
  await expect(units.getByRole('table')).toBeVisible()
  await expect(units.locator('.units__cards')).toBeHidden()
  await expect(units.getByRole('group', { name: 'Značenje oznaka' })).toContainText('Slobodan')
  await page.setViewportSize({ width: 360, height: 740 })
  await expect(units.getByRole('table')).toBeHidden()
  const cards = units.getByRole('listitem')
  await expect(cards.first()).toBeVisible()
  await expect(cards).toHaveCount(40)
  await expect(cards.first()).toContainText('A0.1')
  await expect(units.getByRole('group', { name: 'Značenje oznaka' })).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})

test('the location links to OpenStreetMap and lists nearby places with distances', async ({ page }) => {
  await open(page, '/lokacija')
  const link = page.getByRole('link', { name: /Otvori u kartama/ })
  await expect(link).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/\?mlat=45\.\d+&mlon=15\.\d+#map=16\//)
  const tram = page.getByRole('listitem').filter({ hasText: 'Tramvajska stanica Savski most' })
  await expect(tram).toContainText('180 m')
  await expect(tram).toContainText('3 min pješice')
})

const demoPages = ['/', '/o-projektu', '/lokacija', '/stanovi', '/galerija', '/kontakt', '/pravila-privatnosti']

for (const width of [1280, 360]) {
  test(`demo pages have no axe violations at ${width} px`, { tag: '@one-database' }, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: 900 })
    for (const path of demoPages) {
      await open(page, path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expectAccessible(page, { label: `${path} at ${width}px` })
    }
  })
}

test('English and German pages use translated slugs and labels', async ({ page }) => {
  await open(page, '/en/about-the-project')
  await expect(page.getByRole('heading', { level: 1, name: 'Four buildings, one park and plenty of light' })).toBeVisible()
  await open(page, '/de/wohnungen')
  await expect(page.getByRole('columnheader', { name: 'Wohnung' })).toBeVisible()
  await expect(page.getByRole('group', { name: 'Legende' })).toContainText('Verkauft')
})

test('a page preloads the chunk of each section type it shows, and only those', async ({ request }) => {
  const html = await (await request.get('/stanovi')).text()
  const shown = new Set([...html.matchAll(/data-section="([\w-]+)"/g)].map((match) => match[1]))
  const preloaded = [...html.matchAll(/<link rel="modulepreload" fetchpriority="low" href="\/assets\/([\w-]+)-[\w-]{8}\.js"/g)].map((match) => match[1])
  expect(shown.size).toBeGreaterThan(1)
  // Every module preload waits for the stylesheet and the images (ADR 034); the framework and the
  // route modules are not preloaded at all, the page's module script loads them (ADR 037).
  expect(html.match(/<link rel="modulepreload"(?! fetchpriority="low")/g)).toBeNull()
  expect(html).not.toMatch(/<link rel="modulepreload"[^>]*(framework|entry\.client|shell)-/)
  expect(html).toMatch(/<script[^>]*type="module"[^>]*>[^<]*import\("\/assets\/entry\.client-/)
  for (const handler of shown) expect(preloaded, handler).toContain(handler)
  expect(preloaded).not.toContain('gallery')
  expect(shown.has('gallery')).toBe(false)
})
