import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from './axe'

/** Blog and events: reading, load more, filters, the .ics download; desktop and 360 px. */
async function open(page: Page, path: string) {
  await page.context().addCookies([{ name: 'izlog_consent', value: 'necessary', url: 'http://localhost/' }])
  const response = await page.goto(path)
  await page.locator('html[data-hydrated]').waitFor()
  return response
}

async function firstEvent(page: Page, when: 'upcoming' | 'past'): Promise<{ id: number; startsAt: string; endsAt: string }> {
  const response = await page.request.post('/api/v1/calendar/event/public/filter', { data: { when } })
  const body = (await response.json()) as { data: { records: { id: number; startsAt: string; endsAt: string }[] } }
  return body.data.records[0]!
}

const zagrebTime = (iso: string) => new Intl.DateTimeFormat('hr-HR', { timeStyle: 'short', timeZone: 'Europe/Zagreb' }).format(new Date(iso))

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: '360 px', width: 360, height: 780 },
]) {
  test.describe(viewport.name, { tag: viewport.width === 360 ? ['@one-database'] : [] }, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('the blog lists categories, loads more posts in place and keeps keyboard focus sensible', async ({ page }) => {
      await open(page, '/objave')
      await expect(page.getByRole('heading', { level: 1, name: 'Objave' })).toBeVisible()
      const novosti = page.getByRole('region', { name: 'Novosti' })
      await expect(novosti.getByRole('listitem')).toHaveCount(5 + 2) // 5 posts (§9) and 2 subcategories
      await expectAccessible(page)

      const list = page.getByRole('region', { name: 'Sve objave' })
      const postLinks = list.locator('a[data-post-link]')
      await expect(postLinks).toHaveCount(6)
      const loadMore = list.getByRole('button', { name: 'Učitaj još objava' })
      await loadMore.focus()
      const scrollBefore = await page.evaluate(() => window.scrollY)
      await page.keyboard.press('Enter')
      // The demo's 8 posts, and any a post-editing spec added before this one: more than the first 6.
      await expect.poll(() => postLinks.count()).toBeGreaterThan(6)
      // Focus moves to the first new post; the page did not jump back to the top.
      await expect(postLinks.nth(6)).toBeFocused()
      if (scrollBefore > 0) expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
      const firstNew = (await postLinks.nth(6).getAttribute('href')) ?? ''
      const firstNewTitle = ((await postLinks.nth(6).textContent()) ?? '').trim()
      expect(firstNew).toMatch(/^\/objave\/[a-z0-9-]+$/)

      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`${firstNew}$`))
      await expect(page.getByRole('heading', { level: 1, name: firstNewTitle })).toBeVisible()
    })

    test('a post shows its body, cover, terms, related posts and Article data', async ({ page }) => {
      await open(page, '/objave/otvoren-ogledni-stan')
      await expect(page.getByRole('heading', { level: 1, name: 'Otvoren ogledni stan' })).toBeVisible()
      await expect(page.getByText('Autor: Ana Kovačić')).toBeVisible()
      await expect(page.getByText(/Od ove subote možete razgledati/)).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Kategorije i oznake' }).getByRole('link', { name: '#obitelj' })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Povezane objave' })).toBeVisible()
      const article = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as Record<string, unknown>
      expect(article).toMatchObject({ '@type': 'Article', headline: 'Otvoren ogledni stan' })
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en\/blog\/show-flat-now-open$/)
      await expectAccessible(page)
    })

    test('filtering by a tag narrows the list and survives in the URL', async ({ page }) => {
      await open(page, '/objave')
      const filters = page.getByRole('form', { name: 'Filtriraj objave' })
      await filters.getByLabel('Oznaka').selectOption({ label: 'zelenilo' })
      await filters.getByRole('button', { name: 'Primijeni' }).click()
      await expect(page).toHaveURL(/term=zelenilo/)
      const list = page.getByRole('region', { name: 'Sve objave' })
      await expect(list.getByText('2 objava')).toBeVisible()
      await expect(list.locator('a[data-post-link]')).toHaveText(['Park uz Savu dobiva 300 stabala', 'Zeleni krovovi na zgradi A'])
      await expect(filters.getByLabel('Oznaka')).toHaveValue('zelenilo')
      await expectAccessible(page)
    })

    test('an event shows Zagreb time, a map link and downloads a valid .ics', async ({ page }) => {
      const { id, startsAt, endsAt } = await firstEvent(page, 'upcoming')
      await open(page, `/dogadjaj/${id}`)
      await expect(page.getByRole('heading', { level: 1, name: 'Dan otvorenih vrata oglednog stana' })).toBeVisible()
      // Seeded at 16:00–19:00 UTC: shown in Zagreb time (17:00 – 20:00 in winter), whatever the server's zone.
      await expect(page.getByText(`${zagrebTime(startsAt)} – ${zagrebTime(endsAt)}`)).toBeVisible()
      expect(zagrebTime(startsAt)).not.toBe(new Date(startsAt).toISOString().slice(11, 16))
      await expect(page.getByRole('link', { name: 'Prikaži na karti (OpenStreetMap)' })).toHaveAttribute('href', /openstreetmap\.org/)
      await expectAccessible(page)
      const downloadPromise = page.waitForEvent('download')
      await page.getByRole('link', { name: 'Dodaj u kalendar (.ics)' }).click()
      const download = await downloadPromise
      expect(download.suggestedFilename()).toBe(`dogadjaj-${id}.ics`)
      const stream = await download.createReadStream()
      const chunks: Buffer[] = []
      for await (const chunk of stream) chunks.push(chunk as Buffer)
      const ics = Buffer.concat(chunks).toString('utf8').replace(/\r\n /g, '')
      expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/)
      expect(ics).toContain('SUMMARY:Dan otvorenih vrata oglednog stana')
      expect(ics).toMatch(/DTSTART:\d{8}T160000Z/)
      expect(ics).toContain(`/dogadjaj/${id}`)
    })

    test('the upcoming-events section on a CMS page links to the next events', async ({ page }) => {
      await open(page, '/o-projektu')
      const section = page.getByRole('heading', { level: 2, name: 'Nadolazeći događaji' }).locator('xpath=ancestor::section[1]')
      const links = section.getByRole('link')
      await expect(links).toHaveText(['Dan otvorenih vrata oglednog stana', 'Sadnja drveća u parku uz Savu'])
      await links.first().click()
      await expect(page).toHaveURL(/\/dogadjaj\/\d+$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Dan otvorenih vrata oglednog stana' })).toBeVisible()
    })

    test('site search finds posts in their own group', async ({ page }) => {
      await open(page, '/pretraga?search=garaza&category=posts')
      await page.getByRole('link', { name: 'Garaža pod zgradama je gotova' }).click()
      await expect(page).toHaveURL(/\/objave\/garaza-pod-zgradama-je-gotova$/)
    })

    test('a past event stays readable and is marked as past', async ({ page }) => {
      const { id } = await firstEvent(page, 'past')
      await open(page, `/en/event/${id}`)
      await expect(page.getByRole('heading', { level: 1, name: 'Laying of the foundation stone' })).toBeVisible()
      await expect(page.getByText('This event has ended')).toBeVisible()
      await expectAccessible(page)
    })
  })
}
