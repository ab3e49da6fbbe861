import { expect, test, type Browser, type Page } from '@playwright/test'
import { expectAccessible } from './axe'

/** Issue 13: reviews with moderation, the newsletter double opt-in, 404s turned into redirects. */
const port = Number(process.env.E2E_PORT ?? 3210)
const origin = `http://localhost:${port}`
const CUSTOMER = { email: 'kupac@izlog.local', password: 'izlog-kupac-demo' }
const EDITOR = { email: 'urednik@izlog.local', password: 'izlog-urednik-demo' }

async function open(page: Page, path: string) {
  const response = await page.goto(path)
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
  return response
}

async function loggedIn(browser: Browser, account: { email: string; password: string }, loginPath: string, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport, locale: 'hr-HR' })
  await context.addCookies([{ name: 'izlog_consent', value: 'necessary', url: origin }])
  const page = await context.newPage()
  await open(page, loginPath)
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Prijavi se' }) })
  await form.getByLabel('E-pošta').fill(account.email)
  await form.getByLabel('Lozinka').fill(account.password)
  await form.getByRole('button', { name: 'Prijavi se' }).click()
  await expect(page).not.toHaveURL(/prijava|adminLogin/)
  return page
}

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'izlog_consent', value: 'necessary', url: origin }])
})

test.describe.configure({ timeout: 90_000 })

test('a review stays invisible until an editor approves it, then counts in the rating', async ({ page, browser }) => {
  const productPath = '/product/fotelja-una'
  await open(page, productPath)
  const reviews = page.getByRole('region', { name: /^Recenzije/ })
  await expect(reviews.getByRole('heading', { name: 'Recenzije (0)' })).toBeVisible()
  // A visitor is asked to log in; the server HTML has no form (it is the same for everyone).
  await expect(reviews.getByText('Prijavite se kako biste ostavili recenziju ili komentar.')).toBeVisible()
  const serverHtml = await (await page.request.get(productPath)).text()
  expect(serverHtml).not.toContain('Pošalji recenziju')
  expect(serverHtml).not.toContain('Prijavite se kako biste')

  const customer = await loggedIn(browser, CUSTOMER, '/prijava')
  await open(customer, productPath)
  const form = customer.getByRole('region', { name: /^Recenzije/ })
  // The form's code loads when the reviews come near the viewport (ADR 034).
  await form.scrollIntoViewIfNeeded()
  // Stars and text both required: sending without stars names the rule.
  await form.getByLabel('Vaša recenzija').fill('Udobna fotelja, odlična za čitanje.')
  await form.getByRole('button', { name: 'Pošalji recenziju' }).click()
  await expect(form.getByText('Odaberite ocjenu od 1 do 5 zvjezdica').first()).toBeVisible()
  // Keyboard: focus the first star and move with the arrow keys to four.
  await form.getByRole('radio', { name: '1 od 5 zvjezdica' }).focus()
  for (let i = 0; i < 3; i++) await customer.keyboard.press('ArrowRight')
  await expect(form.getByRole('radio', { name: '4 od 5 zvjezdica' })).toBeChecked()
  await form.getByRole('button', { name: 'Pošalji recenziju' }).click()
  await expect(form.getByRole('status')).toHaveText('Hvala! Vaša poruka bit će objavljena nakon odobrenja.')
  // Invisible to everyone else; the author sees it waiting (asked after hydration) and may edit it.
  await open(page, productPath)
  await expect(page.getByRole('heading', { name: 'Recenzije (0)' })).toBeVisible()
  await expect(page.getByText('Udobna fotelja, odlična za čitanje.')).toHaveCount(0)
  await open(customer, productPath)
  await expect(customer.getByRole('heading', { name: 'Recenzije (0)' })).toBeVisible()
  await customer.getByRole('region', { name: /^Recenzije/ }).scrollIntoViewIfNeeded()
  await expect(customer.getByText('Vaša poruka čeka odobrenje.')).toBeVisible()
  await customer.getByRole('button', { name: 'Uredi' }).click()
  await customer.getByLabel('Vaša recenzija').fill('Udobna fotelja, odlična za čitanje.')
  await customer.getByRole('button', { name: 'Spremi izmjene' }).click()
  await expect(customer.getByText('Vaša poruka čeka odobrenje.')).toBeVisible()

  const editor = await loggedIn(browser, EDITOR, '/adminLogin?redirect=/admin/comments')
  await open(editor, '/admin/comments')
  await expect(editor.getByRole('heading', { level: 1, name: 'Moderiranje komentara' })).toBeVisible()
  const item = editor.getByRole('article').filter({ hasText: 'Udobna fotelja, odlična za čitanje.' })
  await expect(item.getByRole('img', { name: '4 od 5 zvjezdica' })).toBeVisible()
  await expectAccessible(editor)
  await editor.screenshot({ path: test.info().outputPath('admin-comments.png'), fullPage: true })
  await item.getByRole('button', { name: 'Odobri' }).click()
  await expect(editor.getByRole('status')).toContainText('Komentar je odobren.')
  await expect(editor.getByText('Udobna fotelja, odlična za čitanje.')).toHaveCount(0)

  await open(page, productPath)
  await expect(page.getByRole('heading', { name: 'Recenzije (1)' })).toBeVisible()
  await expect(page.getByText('Udobna fotelja, odlična za čitanje.')).toBeVisible()
  await expect(page.getByRole('img', { name: 'Prosječna ocjena 4 od 5 (1 recenzija)' })).toBeVisible()
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  const product = jsonLd.map((text) => JSON.parse(text) as { '@type': string; aggregateRating?: unknown }).find((d) => d['@type'] === 'Product')
  expect(product?.aggregateRating).toMatchObject({ ratingValue: 4, ratingCount: 1 })
  await expectAccessible(page)
  await page.screenshot({ path: test.info().outputPath('product-reviews-desktop.png'), fullPage: true })

  // The same product, now reviewed, shows its stars on the shop's cards.
  const narrow = await browser.newContext({ viewport: { width: 360, height: 780 }, locale: 'hr-HR' })
  await narrow.addCookies([{ name: 'izlog_consent', value: 'necessary', url: origin }])
  const phone = await narrow.newPage()
  await open(phone, productPath)
  await expect(phone.getByRole('heading', { name: 'Recenzije (1)' })).toBeVisible()
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await expectAccessible(phone)
  await phone.screenshot({ path: test.info().outputPath('product-reviews-360.png'), fullPage: true })
  await narrow.close()
  await customer.context().close()
  await editor.context().close()
})

test('newsletter: subscribe in the footer, confirm through the e-mail link', async ({ page }) => {
  const email = `pretplatnik-${Date.now()}@example.hr`
  await open(page, '/objave')
  const footer = page.getByRole('contentinfo')
  await footer.getByLabel('Vaša adresa e-pošte').fill('nije-adresa')
  await footer.getByRole('button', { name: 'Pretplati se' }).click()
  await expect(footer.getByRole('alert')).toHaveText('Unesite uzorak adrese elektroničke pošte')
  await footer.getByLabel('Vaša adresa e-pošte').fill(email)
  // The newsletter's assigned consent (demo seed) is required: without it nothing is subscribed.
  await footer.getByRole('button', { name: 'Pretplati se' }).click()
  await expect(footer.getByRole('alert')).toHaveText('Za nastavak morate prihvatiti sve obavezne privole.')
  await footer.getByLabel(/Pristajem primati newsletter/).check()
  await footer.getByRole('button', { name: 'Pretplati se' }).click()
  await expect(footer.getByRole('status')).toHaveText('Provjerite e-poštu i potvrdite prijavu putem poveznice koju smo vam poslali.')

  // The confirmation e-mail waits in the outbox; the e2e server lets the spec read it.
  const mails = (await (await page.request.get(`/api/_e2e/outbox?to=${encodeURIComponent(email)}`)).json()) as {
    data: { template: string; vars: { confirmUrl: string; unsubscribeUrl: string } }[]
  }
  expect(mails.data).toHaveLength(1)
  expect(mails.data[0]?.template).toBe('newsletter.confirm')
  const confirmUrl = new URL(mails.data[0]!.vars.confirmUrl)
  await open(page, `${confirmUrl.pathname}${confirmUrl.search}`)
  await expect(page).toHaveURL(/\/potvrdi-email\?goalType=message&goal=newsletter.confirmed/)
  await expect(page.getByText('Prijava na newsletter je potvrđena. Hvala!')).toBeVisible()
  await expect(page.getByText(`Potvrđena adresa: ${email}`)).toBeVisible()
  await expectAccessible(page)

  // Subscribing again does not send a second confirmation for a confirmed address.
  const consents = (await (await page.request.post('/api/v1/gdpr/web/consent/filter', { data: { assignedTo: 'newsletter' } })).json()) as { data: { records: { id: number }[] } }
  const acceptedConsents = consents.data.records.map((consent) => consent.id)
  const again = await page.request.post('/api/v1/marketing/newsletter/subscribe', { data: { email, acceptedConsents }, headers: { origin } })
  expect(again.status()).toBe(200)
  const after = (await (await page.request.get(`/api/_e2e/outbox?to=${encodeURIComponent(email)}`)).json()) as { data: unknown[] }
  expect(after.data).toHaveLength(1)

  // The unsubscribe link works too; without parameters the page is the §8 404.
  const unsubscribe = new URL(mails.data[0]!.vars.unsubscribeUrl)
  await open(page, `${unsubscribe.pathname}${unsubscribe.search}`)
  await expect(page.getByText('Odjavljeni ste s newslettera.')).toBeVisible()
  const bare = await open(page, '/potvrdi-email')
  expect(bare?.status()).toBe(404)
  await expect(page.getByText('Cilj ili vrsta cilja (goal, goalType) nisu definirani.')).toBeVisible()
})

test('an editor turns a recorded 404 into a redirect and visitors follow it', async ({ page, browser }) => {
  const missing = `/stara-akcija-${Date.now()}`
  expect((await page.goto(missing))?.status()).toBe(404)

  const editor = await loggedIn(browser, EDITOR, '/adminLogin?redirect=/admin/redirects', { width: 360, height: 780 })
  await open(editor, '/admin/redirects')
  await expect(editor.getByRole('heading', { level: 1, name: 'Preusmjeravanja i nepronađene stranice' })).toBeVisible()
  const row = editor.getByRole('row').filter({ has: editor.getByRole('rowheader', { name: missing }) })
  await expect(row.getByRole('cell').first()).toHaveText('1')
  await expectAccessible(editor)
  await editor.screenshot({ path: test.info().outputPath('admin-redirects-360.png'), fullPage: true })
  await row.getByLabel(`Na adresu: ${missing}`).fill('/objave')
  await row.getByRole('button', { name: 'Preusmjeri' }).click()
  await expect(editor.getByRole('status')).toContainText('Preusmjeravanje je spremljeno.')
  await expect(editor.getByRole('rowheader', { name: missing })).toHaveCount(1) // now in the redirect list only

  // An open redirect is refused with the rule in Croatian.
  await editor.getByLabel('S putanje').fill('/van')
  await editor.getByLabel('Na adresu', { exact: true }).fill('https://evil.example/')
  await editor.getByRole('button', { name: 'Dodaj preusmjeravanje' }).click()
  await expect(editor.getByRole('alert')).toContainText('Odredište mora biti putanja ove stranice ili adresa na njezinoj domeni.')
  await editor.context().close()

  const response = await open(page, `${missing}?izvor=letak`)
  await expect(page).toHaveURL(/\/objave\?izvor=letak$/)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Objave' })).toBeVisible()
})

test('a post shows its published comments and asks visitors to log in @mobile', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await open(page, '/objave/zavrsena-krovista-zgrade-b')
  const comments = page.getByRole('region', { name: /^Komentari/ })
  await expect(comments.getByRole('heading', { name: 'Komentari (1)' })).toBeVisible()
  await expect(comments.getByText('Jedva čekamo useljenje!')).toBeVisible()
  await expect(comments.getByRole('link', { name: 'Prijava' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await expectAccessible(page)
  await page.screenshot({ path: test.info().outputPath('post-comments-360.png'), fullPage: true })
})
