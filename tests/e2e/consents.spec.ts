import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { open, port, toasts } from './checkout-page'
import { expectAccessible } from './axe'

// The e2e server writes its DATA_DIR here (tests/e2e/start-test-server.mjs); account mails land in DATA_DIR/mail.
const dataDir = () => fs.readFileSync(path.join(os.tmpdir(), `izlog-e2e-${port}.datadir`), 'utf8').trim()

async function verificationLink(address: string): Promise<string> {
  const dir = path.join(dataDir(), 'mail')
  let link = ''
  await expect
    .poll(() => {
      for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')) : []) {
        const text = fs.readFileSync(path.join(dir, file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=')
        const match = /https?:\/\/[^\s"<]*\/prijava\?verificationToken=[A-Za-z0-9_-]+/.exec(text)
        if (text.includes(`To: ${address}`) && match) {
          const url = new URL(match[0])
          link = url.pathname + url.search
          return true
        }
      }
      return false
    })
    .toBe(true)
  return link
}

async function login(page: Page, email: string, password: string) {
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Prijavi se' }) })
  await form.getByLabel('E-pošta').fill(email)
  await form.getByLabel('Lozinka').fill(password)
  await form.getByRole('button', { name: 'Prijavi se' }).click()
}

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'izlog_consent', value: 'necessary', url: `http://localhost:${port}` }])
})

test('a member sees the consent given at registration in the profile, withdraws it, downloads their data and deletes the account', async ({ page }) => {
  const email = `privole-${Date.now()}@example.hr`
  const password = 'Privole-na-Savi-2026'
  await open(page, '/registracija')
  await page.getByLabel(/^Ime/).fill('Vesna')
  await page.getByLabel('Prezime').fill('Privola')
  await page.getByLabel('E-pošta').fill(email)
  await page.getByLabel(/^Lozinka/).fill(password)
  await page.getByLabel('Ponovite lozinku').fill(password)
  // The registration asks for its assigned consent; without it nothing is registered.
  await page.getByRole('button', { name: 'Registriraj se' }).click()
  await expect(page.getByText('Za registraciju morate prihvatiti pravila privatnosti')).toBeVisible()
  await page.getByLabel('Prihvaćam pravila privatnosti i uvjete korištenja.').check()
  await page.getByRole('button', { name: 'Registriraj se' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Registracija je uspjela.' })).toBeVisible()

  await open(page, await verificationLink(email))
  await login(page, email, password)
  await expect(page).not.toHaveURL(/prijava/)
  await open(page, '/profil')
  const consents = page.getByRole('region', { name: 'Privole' })
  const given = consents.getByRole('listitem').filter({ hasText: 'Pravila privatnosti i uvjeti korištenja' })
  await expect(given).toContainText(/Prihvaćeno \d{1,2}\. \p{L}+ \d{4}\. · verzija 1/u)
  await given.getByText('Tekst privole').click()
  await expect(given.getByText('Prihvaćam pravila privatnosti i uvjete korištenja.')).toBeVisible()
  await expectAccessible(page)

  // Withdraw: a confirmation first; cancelling changes nothing.
  await given.getByRole('button', { name: 'Povuci: Pravila privatnosti i uvjeti korištenja' }).click()
  const dialog = page.getByRole('dialog', { name: 'Povući privolu „Pravila privatnosti i uvjeti korištenja”?' })
  await expect(dialog).toBeVisible()
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Odustani' }).click()
  await expect(dialog).toBeHidden()
  await given.getByRole('button', { name: /^Povuci/ }).click()
  await dialog.getByRole('button', { name: 'Da, povuci privolu' }).click()
  await expect(toasts(page)).toContainText('Privola je povučena.')
  await expect(given).toContainText(/Povučeno .* · verzija 1/)
  await expect(given.getByRole('button', { name: /^Povuci/ })).toHaveCount(0)

  // Art. 15: the download is a JSON file of the member's own data.
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Preuzmi moje podatke' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^moji-podaci-\d{4}-\d{2}-\d{2}\.json$/)
  const exported = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as { account: { email: string }; consents: { status: string; uniqueNumber: string }[] }
  expect(exported.account.email).toBe(email)
  expect(exported.consents.map((consent) => [consent.uniqueNumber, consent.status])).toEqual([
    ['uvjeti-koristenja', 'accepted'],
    ['uvjeti-koristenja', 'withdrawn'],
  ])

  // The profile at 360 px: no horizontal scrolling, still accessible.
  await page.setViewportSize({ width: 360, height: 800 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await expectAccessible(page)

  // Art. 17: the confirmation word is required; then the account is gone and the visitor logged out.
  await page.getByRole('button', { name: 'Zatraži brisanje računa' }).click()
  const erase = page.getByRole('dialog', { name: 'Brisanje računa' })
  await erase.getByRole('button', { name: 'Trajno obriši račun' }).click()
  await expect(erase.getByLabel('Upišite OBRIŠI za potvrdu')).toHaveAccessibleDescription('Za potvrdu upišite točno riječ OBRIŠI.')
  await expectAccessible(page)
  await erase.getByLabel('Upišite OBRIŠI za potvrdu').fill('OBRIŠI')
  await erase.getByRole('button', { name: 'Trajno obriši račun' }).click()
  await expect(page).toHaveURL(/\?accountDeleted=1$/)
  await open(page, '/prijava')
  await login(page, email, password)
  await expect(page.getByRole('alert')).toBeVisible()
})

test('analytics and marketing scripts load only after their cookie category is allowed', async ({ page, context, request }) => {
  const login = await request.post('/api/v1/login', { data: { username: 'admin@izlog.local', password: 'izlog-admin-demo' } })
  const admin = { authorization: `Bearer ${((await login.json()) as { data: { tokens: { accessToken: string } } }).data.tokens.accessToken}` }
  const setScripts = (value: unknown) => request.put('/api/v1/cms/option/update', { data: { key: 'ConsentScripts', value }, headers: admin })
  expect((await setScripts([{ category: 'analytics', src: '/e2e-analytics.js' }, { category: 'marketing', src: '/e2e-marketing.js' }])).status()).toBe(200)
  try {
    const loaded: string[] = []
    await page.route(/\/e2e-(analytics|marketing)\.js$/, async (route) => {
      const category = /e2e-(\w+)\.js/.exec(route.request().url())?.[1] ?? ''
      loaded.push(category)
      await route.fulfill({ contentType: 'text/javascript', body: `document.documentElement.dataset.probe${category} = 'ran'` })
    })
    await context.clearCookies()
    const banner = page.getByRole('region', { name: 'Poštujemo vašu privatnost' })

    // Only the necessary category: nothing is fetched, before or after the choice.
    await open(page, '/')
    await expect(banner).toBeVisible()
    await expect(page.locator('script[data-consent-category]')).toHaveCount(0)
    await banner.getByRole('button', { name: 'Samo nužni' }).click()
    await expect(banner).toBeHidden()
    await open(page, '/')
    await expect(page.locator('script[data-consent-category]')).toHaveCount(0)
    expect(loaded).toEqual([])

    // Accepting all loads both, and they run (the nonce lets them past the CSP).
    await context.clearCookies()
    await open(page, '/')
    await banner.getByRole('button', { name: 'Prihvaćam sve' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-probeanalytics', 'ran')
    await expect(page.locator('html')).toHaveAttribute('data-probemarketing', 'ran')
    expect(loaded.sort()).toEqual(['analytics', 'marketing'])
  } finally {
    await setScripts(null)
  }
})
