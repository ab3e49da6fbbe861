import fs from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from './axe'

/** Issue 13 §7: the documents section on /stanovi — public downloads, members-only after login; 1280 and 360 px. */
const MEMBER = { email: 'kupac@izlog.local', password: 'izlog-kupac-demo' }

async function open(page: Page, path: string) {
  await page.context().addCookies([{ name: 'izlog_consent', value: 'necessary', url: 'http://localhost/' }])
  await page.goto(path)
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
}

/** The section around its heading (sections are not landmarks, so not found by role). */
const documentsSection = (page: Page) => page.locator('section', { has: page.getByRole('heading', { name: 'Cjenik i tlocrti za preuzimanje' }) })

async function expectPdfDownload(page: Page, link: ReturnType<Page['getByRole']>, fileName: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  expect(download.suggestedFilename()).toBe(fileName)
  const bytes = await fs.readFile((await download.path())!)
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: '360 px', width: 360, height: 780 },
]) {
  test.describe(viewport.name, { tag: viewport.width === 360 ? ['@one-database'] : [] }, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, acceptDownloads: true })

    test('a visitor downloads the public price list; the members-only plans ask for a login, then download', async ({ page }) => {
      await open(page, '/stanovi')
      const documents = documentsSection(page)
      await expect(documents.getByRole('listitem')).toHaveCount(3)
      await expect(documents.getByText('Cjenik stanova')).toBeVisible()
      await expect(documents.getByText(/^PDF, \d+ kB$/).first()).toBeVisible()
      await expect(documents.getByText('Samo za članove')).toBeVisible()
      await expectAccessible(page)

      await expectPdfDownload(page, documents.getByRole('link', { name: 'Preuzmi: Cjenik stanova' }), 'cjenik-stanova.pdf')

      // The members-only file answers 401 without a login, whatever the page shows.
      const plans = documents.getByRole('link', { name: 'Prijavite se za preuzimanje: Tlocrti stanova zgrade B' })
      await expect(plans).toBeVisible()
      await expect(documents.getByRole('link', { name: 'Preuzmi: Tlocrti stanova zgrade B' })).toHaveCount(0)
      const listed = await page.request.post('/api/v1/document/filter/web', { data: { category: 'stanovi' } })
      const records = ((await listed.json()) as { data: { records: { id: number; title: string }[] } }).data.records
      expect(records.map((record) => record.title)).toEqual(['Cjenik stanova', 'Tlocrt stana A1.2'])

      await plans.click()
      await expect(page).toHaveURL(/\/prijava\?redirect=%2Fstanovi$/)
      await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
      const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Prijavi se' }) }).first()
      await form.getByLabel('E-pošta').fill(MEMBER.email)
      await form.getByLabel('Lozinka').fill(MEMBER.password)
      await form.getByRole('button', { name: 'Prijavi se' }).click()
      await expect(page).toHaveURL(/\/stanovi$/)
      await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()

      const unlocked = documentsSection(page).getByRole('link', { name: 'Preuzmi: Tlocrti stanova zgrade B' })
      await expect(unlocked).toBeVisible()
      await expectPdfDownload(page, unlocked, 'tlocrti-stanova-zgrade-b.pdf')
      await expectAccessible(page)
    })
  })
}

test('the documents section HTML is the same for a visitor and a member; the members-only file refuses visitors', async ({ page, request }) => {
  const sectionOf = (html: string) => /<section[^>]*data-section="documents"[\s\S]*?<\/section>/.exec(html)?.[0] ?? ''
  const anonymousSection = sectionOf(await (await request.get('/stanovi')).text())
  expect(anonymousSection).toContain('Prijavite se za preuzimanje')
  const ids = [...anonymousSection.matchAll(/\/api\/v1\/document\/get\/web\/(\d+)/g)].map((match) => Number(match[1]))
  const listed = await request.post('/api/v1/document/filter/web', { data: { category: 'stanovi' } })
  const publicIds = ((await listed.json()) as { data: { records: { id: number }[] } }).data.records.map((record) => record.id)
  expect(publicIds).toHaveLength(2)
  expect(ids.sort()).toEqual([...publicIds].sort())

  await open(page, '/prijava')
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Prijavi se' }) }).first()
  await form.getByLabel('E-pošta').fill(MEMBER.email)
  await form.getByLabel('Lozinka').fill(MEMBER.password)
  await form.getByRole('button', { name: 'Prijavi se' }).click()
  await expect(page).not.toHaveURL(/prijava/)
  const memberSection = sectionOf(await (await page.request.get('/stanovi')).text())
  expect(memberSection).toBe(anonymousSection)
  // A cookie-authenticated POST must say where it comes from (CSRF check).
  const origin = new URL(page.url()).origin
  const memberList = await page.request.post('/api/v1/document/filter/web', { headers: { origin }, data: { category: 'stanovi' } })
  const memberIds = ((await memberList.json()) as { data: { records: { id: number }[] } }).data.records.map((record) => record.id)
  const [plansId] = memberIds.filter((id) => !publicIds.includes(id))
  expect(plansId).toBeDefined()
  expect((await request.get(`/api/v1/document/get/web/${plansId}`)).status()).toBe(401)
  expect((await page.request.get(`/api/v1/document/get/web/${plansId}`)).status()).toBe(200)
})
