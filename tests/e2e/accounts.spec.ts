import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { expectAccessible } from './axe'

// The e2e server writes its DATA_DIR here (tests/e2e/start-test-server.mjs); mails land in DATA_DIR/mail.
const port = process.env.E2E_PORT ?? '3210'
const dataDir = () => fs.readFileSync(path.join(os.tmpdir(), `izlog-e2e-${port}.datadir`), 'utf8').trim()

const ADMIN = { email: 'admin@izlog.local', password: 'izlog-admin-demo' }
const EDITOR = { email: 'urednik@izlog.local', password: 'izlog-urednik-demo' }

/** The newest outbox mail to an address, with quoted-printable soft breaks undone. */
async function mailTo(address: string, containing = ''): Promise<string> {
  const dir = path.join(dataDir(), 'mail')
  let found = ''
  await expect
    .poll(() => {
      const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')).sort().reverse() : []
      for (const file of files) {
        const text = fs.readFileSync(path.join(dir, file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=')
        if (text.includes(`To: ${address}`) && text.includes(containing)) {
          found = text
          return true
        }
      }
      return false
    })
    .toBe(true)
  return found
}

function linkIn(mail: string, pathPrefix: string): string {
  const match = new RegExp(`https?://[^\\s"<]*${pathPrefix.replace('?', '\\?')}[A-Za-z0-9_=?-]+`).exec(mail)
  if (!match) throw new Error(`no ${pathPrefix} link in mail`)
  const url = new URL(match[0])
  return url.pathname + url.search
}

async function acceptCookies(context: BrowserContext) {
  await context.addCookies([{ name: 'izlog_consent', value: 'necessary', url: `http://localhost:${port}` }])
}

async function open(page: Page, url: string) {
  const response = await page.goto(url)
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
  return response
}

async function login(page: Page, email: string, password: string) {
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Prijavi se' }) })
  await form.getByLabel('E-pošta').fill(email)
  await form.getByLabel('Lozinka').fill(password)
  await form.getByRole('button', { name: 'Prijavi se' }).click()
}

test.beforeEach(async ({ context }) => acceptCookies(context))

test('register → e-mail link → login → edit profile → change password → logout', async ({ page }) => {
  const email = `kupac-${Date.now()}@example.hr`
  await open(page, '/registracija')
  await page.getByRole('button', { name: 'Registriraj se' }).click()
  await expect(page.getByText('Unos ovog polja je obavezan').first()).toBeVisible()

  await page.getByLabel(/^Ime/).fill('Ana')
  await page.getByLabel('Prezime').fill('Horvat')
  await page.getByLabel('E-pošta').fill(email)
  await page.getByLabel(/^Lozinka/).fill('Proljece-na-Savi-2026')
  await page.getByLabel('Ponovite lozinku').fill('Nešto-drugo-2026')
  await page.getByLabel(/Prihvaćam pravila privatnosti/).check()
  await page.getByRole('button', { name: 'Registriraj se' }).click()
  await expect(page.getByText('Unesene lozinke se ne podudaraju')).toBeVisible()
  await page.getByLabel(/^Lozinka/).fill('Proljece-na-Savi-2026')
  await page.getByLabel('Ponovite lozinku').fill('Proljece-na-Savi-2026')
  await page.getByRole('button', { name: 'Registriraj se' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Registracija je uspjela.' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /Potvrdite adresu e-pošte putem poveznice/ })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Obavijesti' })).toContainText('Potvrdite adresu e-pošte')

  // Not verified yet: login is refused.
  await open(page, '/prijava')
  await login(page, email, 'Proljece-na-Savi-2026')
  await expect(page.getByRole('alert')).toContainText('još nije potvrđena')

  const verifyLink = linkIn(await mailTo(email), '/prijava?verificationToken=')
  await open(page, verifyLink)
  await expect(page.getByRole('status').filter({ hasText: 'Adresa e-pošte je potvrđena' })).toBeVisible()

  await login(page, email, 'Proljece-na-Savi-2026')
  // §4: from the login page the visitor goes home, with the success toast.
  await expect(page).toHaveURL(new RegExp(`^http://localhost:${port}/$`))
  await expect(page.getByRole('region', { name: 'Obavijesti' })).toContainText('Uspješno ste prijavljeni.')
  await open(page, '/profil')
  await expect(page.getByText('Pozdrav, Ana Horvat')).toBeVisible()

  const profile = page.locator('form').filter({ has: page.getByRole('button', { name: 'Spremi promjene' }) })
  await profile.getByLabel(/^Ime/).fill('Iva')
  await profile.getByRole('button', { name: 'Spremi promjene' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Podaci su spremljeni.' })).toBeVisible()
  await expect(page.getByText('Pozdrav, Iva Horvat')).toBeVisible()
  await expect(page.getByText('Broj narudžbi: 0')).toBeVisible()

  const password = page.locator('form').filter({ has: page.getByRole('button', { name: 'Promijeni lozinku' }) })
  await password.getByLabel('Stara lozinka').fill('Kriva-lozinka-1')
  await password.getByLabel(/^Nova lozinka/).fill('Jesen-na-Savi-2027')
  await password.getByLabel('Ponovite novu lozinku').fill('Jesen-na-Savi-2027')
  await password.getByRole('button', { name: 'Promijeni lozinku' }).click()
  await expect(page.getByRole('alert')).toContainText('Stara lozinka nije ispravna')
  await password.getByLabel('Stara lozinka').fill('Proljece-na-Savi-2026')
  await password.getByRole('button', { name: 'Promijeni lozinku' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Lozinka je promijenjena' })).toBeVisible()

  await page.getByRole('button', { name: 'Odjava' }).click()
  await expect(page).toHaveURL(/\/prijava\?loggedOut=1/)
  await expect(page.getByRole('status').filter({ hasText: 'Odjavljeni ste.' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Obavijesti' })).toContainText('Odjavljeni ste.')
  await open(page, '/profil')
  await expect(page.getByRole('heading', { name: 'Registracija' })).toBeVisible()

  // Logging in on the profile page stays on the profile.
  await login(page, email, 'Jesen-na-Savi-2027')
  await expect(page).toHaveURL(/\/profil$/)
  await expect(page.getByText('Pozdrav, Iva Horvat')).toBeVisible()
})

test('the login toast waits for the next page: on a slow connection it is still there when home arrives', async ({ page }) => {
  await open(page, '/prijava')
  // The home page's data takes longer than a toast's 3 s to arrive, as on a slow phone connection.
  await page.route(/\.data(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4_000))
    await route.continue()
  })
  await login(page, 'kupac@izlog.local', 'izlog-kupac-demo')
  await expect(page).toHaveURL(new RegExp(`^http://localhost:${port}/$`), { timeout: 15_000 })
  await expect(page.getByRole('region', { name: 'Obavijesti' })).toContainText('Uspješno ste prijavljeni.', { timeout: 1_000 })
})

test('forgot password: the outbox link sets a new password once', async ({ page, request }) => {
  const email = `zaboravni-${Date.now()}@example.hr`
  // Registration asks for its assigned consents (ADR 020): accept every one offered.
  const offered = await request.post('/api/v1/gdpr/web/consent/filter', { data: { assignedTo: 'registration', forWeb: true } })
  const acceptedConsents = ((await offered.json()) as { data: { records: { id: number }[] } }).data.records.map((consent) => consent.id)
  const registered = await request.post('/api/v1/user/web/register', {
    data: { details: { firstName: 'Marko', lastName: 'Babić' }, email, password: 'Stara-lozinka-2026', acceptedConsents },
  })
  expect(registered.status()).toBe(201)
  const verifyToken = new URL(`http://x${linkIn(await mailTo(email), '/prijava?verificationToken=')}`).searchParams.get('verificationToken')
  expect((await request.get(`/api/v1/user/web/verify/${verifyToken}`)).status()).toBe(200)

  await open(page, '/zaboravljena-lozinka')
  await page.getByLabel('E-pošta').fill(email)
  await page.getByRole('button', { name: 'Pošalji poveznicu' }).click()
  await expect(page.getByRole('status')).toContainText('poslali smo poveznicu')

  const resetLink = linkIn(await mailTo(email, 'zaboravljena-lozinka?token='), '/zaboravljena-lozinka?token=')
  await open(page, resetLink)
  await page.getByLabel(/^Nova lozinka/).fill('Nova-lozinka-2027')
  await page.getByLabel('Ponovite novu lozinku').fill('Nova-lozinka-2027')
  await page.getByRole('button', { name: 'Spremi novu lozinku' }).click()
  await expect(page).toHaveURL(/passwordSet=1/)
  await expect(page.getByText('Lozinka je promijenjena. Sada se možete prijaviti.')).toBeVisible()
  await login(page, email, 'Nova-lozinka-2027')
  await expect(page).toHaveURL(new RegExp(`^http://localhost:${port}/$`))

  // The link works once.
  await open(page, resetLink)
  await page.getByLabel(/^Nova lozinka/).fill('Treca-lozinka-2028')
  await page.getByLabel('Ponovite novu lozinku').fill('Treca-lozinka-2028')
  await page.getByRole('button', { name: 'Spremi novu lozinku' }).click()
  await expect(page.getByRole('alert')).toContainText('Poveznica nije valjana ili je istekla.')
})

test('login link: e-mailed from the login page, logs in once with a POST', async ({ page }) => {
  await open(page, '/prijava')
  await page.getByText('Prijava bez lozinke: poveznica e-poštom').click()
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Pošalji poveznicu za prijavu' }) })
  await form.getByLabel('E-pošta').fill(EDITOR.email)
  await form.getByRole('button', { name: 'Pošalji poveznicu za prijavu' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'poslali smo poveznicu za prijavu' })).toBeVisible()

  const link = linkIn(await mailTo(EDITOR.email, 'loginToken='), '/prijava?loginToken=')
  // Opening the link alone logs nobody in (a mail scanner may open it); the button does.
  await open(page, link)
  await expect(page.getByRole('heading', { name: 'Prijava poveznicom iz e-pošte' })).toBeVisible()
  await page.getByRole('button', { name: 'Prijavi me' }).click()
  await expect(page).toHaveURL(new RegExp(`^http://localhost:${port}/$`))
  await expect(page.getByRole('region', { name: 'Obavijesti' })).toContainText('Uspješno ste prijavljeni.')

  // Single use.
  await page.context().clearCookies()
  await acceptCookies(page.context())
  await open(page, link)
  await page.getByRole('button', { name: 'Prijavi me' }).click()
  await expect(page.getByRole('alert')).toContainText('Poveznica nije valjana ili je istekla.')
})

test('admin login: an editor sees only the pages of his scopes and gets 403 elsewhere, the administrator gets in', async ({ page }) => {
  await open(page, '/admin')
  await expect(page).toHaveURL(/\/adminLogin\?redirect=%2Fadmin|\/adminLogin\?redirect=\/admin/)
  await login(page, EDITOR.email, EDITOR.password)
  await expect(page).toHaveURL(/\/admin$/)
  const navigation = page.getByRole('navigation', { name: 'Navigacija administracije' })
  await expect(navigation.getByRole('link', { name: 'Recenzije i komentari' }).last()).toBeAttached()
  await expect(navigation.getByRole('link', { name: 'Narudžbe' })).toHaveCount(0)
  expect((await page.goto('/admin/orders'))?.status()).toBe(403)
  await expect(page.getByRole('alert')).toContainText('Za ovu stranicu nemate ovlasti.')
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
  await page.getByRole('button', { name: 'Odjava' }).click()
  await expect(page).toHaveURL(/loggedOut=1/)

  await open(page, '/adminLogin')
  await login(page, ADMIN.email, ADMIN.password)
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByText(`Prijavljeni ste kao ${ADMIN.email}`)).toBeVisible()
})

test('maintenance mode: visitors get 503, the backoffice user still sees the site', async ({ page, browser }) => {
  await open(page, '/adminLogin')
  await login(page, ADMIN.email, ADMIN.password)
  await expect(page).toHaveURL(/\/admin$/)
  const origin = `http://localhost:${port}`
  const on = await page.request.put('/api/v1/cms/option/update', {
    data: { key: 'MaintenanceMode', value: true },
    headers: { origin },
  })
  expect(on.status()).toBe(200)
  try {
    const visitor = await browser.newContext()
    await acceptCookies(visitor)
    const anonymous = await visitor.newPage()
    const response = await anonymous.goto('/')
    expect(response?.status()).toBe(503)
    await expect(anonymous.getByText('Stranica je trenutno u održavanju. Vratite se uskoro.')).toBeVisible()
    // A cross-site page cannot flip the switch with the admin's cookies.
    const forged = await page.request.put('/api/v1/cms/option/update', {
      data: { key: 'MaintenanceMode', value: false },
      headers: { origin: 'https://evil.example' },
    })
    expect(forged.status()).toBe(403)
    const own = await page.goto('/')
    expect(own?.status()).toBe(200)
    await visitor.close()
  } finally {
    const off = await page.request.put('/api/v1/cms/option/update', { data: { key: 'MaintenanceMode', value: false }, headers: { origin } })
    expect(off.status()).toBe(200)
  }
  const after = await browser.newContext()
  expect((await (await after.newPage()).goto('/'))?.status()).toBe(200)
  await after.close()
})

test('open redirects are refused after login', async ({ page }) => {
  await open(page, `/prijava?redirect=${encodeURIComponent('//evil.example/steal')}`)
  await login(page, ADMIN.email, ADMIN.password)
  await expect(page).toHaveURL(new RegExp(`^http://localhost:${port}/$`))
})

test('account screens are accessible, with field errors tied to their inputs @mobile', async ({ page }) => {
  await open(page, '/prijava')
  // No social provider is configured in the test server: no social buttons.
  await expect(page.getByText('Ili se prijavite putem')).toHaveCount(0)
  await page.getByRole('button', { name: 'Prijavi se' }).click()
  const loginForm = page.locator('form').filter({ has: page.getByRole('button', { name: 'Prijavi se' }) })
  await expect(loginForm.getByLabel('E-pošta')).toHaveAccessibleDescription('Unos ovog polja je obavezan')
  await page.getByText('Prijava bez lozinke: poveznica e-poštom').click()
  await expect(page.getByRole('button', { name: 'Pošalji poveznicu za prijavu' })).toBeVisible()
  await expectAccessible(page)

  await open(page, '/registracija')
  await page.getByText('S adresom').click()
  await page.getByLabel('Koristi drugu adresu za račun').check()
  await page.getByRole('button', { name: 'Registriraj se' }).click()
  await expect(page.getByText('Za registraciju morate prihvatiti pravila privatnosti')).toBeVisible()
  await expectAccessible(page)

  await open(page, '/zaboravljena-lozinka')
  await expectAccessible(page)

  await open(page, '/profil')
  await login(page, ADMIN.email, ADMIN.password)
  await expect(page.getByRole('heading', { name: 'Osobni podaci' })).toBeVisible()
  await expectAccessible(page)
})
