import { expect, test, type Browser, type Page } from '@playwright/test'
import { open, port } from './checkout-page'
import { expectAccessible } from './axe'

/** Issue 13 point 5: the contact form on /kontakt, stored and mailed to the owner, read in /admin/forms. */
const origin = `http://localhost:${port}`
const EDITOR = { email: 'urednik@izlog.local', password: 'izlog-urednik-demo' }
const OWNER = 'prodaja@vrtovisave.hr'

test.describe.configure({ timeout: 90_000 })

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'izlog_consent', value: 'necessary', url: origin }])
})

const INQUIRY_CONSENT = 'Pristajem da se moji podaci iz ovog upita koriste kako bi mi se odgovorilo.'
const contactForm = (page: Page) => page.getByRole('form', { name: 'Pošaljite nam upit' })

async function editorPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, locale: 'hr-HR' })
  await context.addCookies([{ name: 'izlog_consent', value: 'necessary', url: origin }])
  const page = await context.newPage()
  await open(page, '/adminLogin?redirect=/admin/forms')
  const login = page.locator('form').filter({ has: page.getByRole('button', { name: 'Prijavi se' }) })
  await login.getByLabel('E-pošta').fill(EDITOR.email)
  await login.getByLabel('Lozinka').fill(EDITOR.password)
  await login.getByRole('button', { name: 'Prijavi se' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Obrasci i poruke' })).toBeVisible()
  return page
}

async function ownerMails(page: Page): Promise<{ template: string; vars: Record<string, string> }[]> {
  const response = await page.request.get(`/api/_e2e/outbox?to=${encodeURIComponent(OWNER)}`)
  return ((await response.json()) as { data: { template: string; vars: Record<string, string> }[] }).data
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 360, height: 780 },
]) {
  test(`a visitor sends the contact form at ${viewport.width} px: field errors first, then success; the editor reads it`, { tag: viewport.width === 360 ? ['@one-database'] : [] }, async ({ page, browser }) => {
    await page.setViewportSize(viewport)
    const name = `Ana Test ${viewport.width}`
    await open(page, '/kontakt')
    const form = contactForm(page)
    await expect(form.getByRole('heading', { name: 'Pošaljite nam upit' })).toBeVisible()
    await expectAccessible(page)

    // Sending empty shows the §5 message under every required field and moves focus to the first.
    await form.getByRole('button', { name: 'Pošalji' }).click()
    await expect(form.getByRole('alert')).toHaveText('Provjerite označena polja.')
    const nameField = form.getByRole('textbox', { name: 'Ime i prezime' })
    await expect(nameField).toBeFocused()
    await expect(nameField).toHaveAttribute('aria-invalid', 'true')
    await expect(nameField).toHaveAccessibleDescription('Unos ovog polja je obavezan')
    await expect(form.getByText('Unos ovog polja je obavezan')).toHaveCount(4)
    await expect(form.getByText('Za nastavak morate prihvatiti sve obavezne privole.')).toBeVisible()
    await expectAccessible(page)

    // A wrong e-mail is named by the spec's message.
    await nameField.fill(name)
    await form.getByRole('textbox', { name: 'E-pošta' }).fill('ana@')
    await form.getByRole('button', { name: 'Pošalji' }).click()
    await expect(form.getByRole('textbox', { name: 'E-pošta' })).toHaveAccessibleDescription('Unesite uzorak adrese elektroničke pošte')

    await form.getByRole('textbox', { name: 'E-pošta' }).fill(`ana.${viewport.width}@example.hr`)
    await form.getByRole('textbox', { name: 'Telefon' }).fill('+385 91 555 0199')
    await form.getByRole('combobox', { name: 'Zanima me' }).selectOption({ label: 'Razgled oglednog stana' })
    await form.getByRole('textbox', { name: 'Poruka' }).fill('<script>alert(1)</script>Može li razgled u subotu?')
    await form.getByRole('checkbox', { name: INQUIRY_CONSENT }).check()
    const before = (await ownerMails(page)).length
    await form.getByRole('button', { name: 'Pošalji' }).click()
    const thanks = page.getByRole('status').filter({ hasText: 'Hvala! Vaša poruka je poslana' })
    await expect(thanks).toBeVisible()
    await expect(thanks).toBeFocused()

    // The owner's notification is queued once, through the outbox, with the text made inert.
    await expect.poll(async () => (await ownerMails(page)).length).toBe(before + 1)
    const [mail] = await ownerMails(page)
    expect(mail?.template).toBe('form.submission.owner')
    expect(mail?.vars.summary).toContain(`Ime i prezime: ${name}`)
    expect(mail?.vars.summary).toContain('Zanima me: Razgled oglednog stana')
    expect(mail?.vars.summary).not.toContain('<script>')

    const editor = await editorPage(browser, viewport)
    const table = editor.getByRole('table')
    const row = table.getByRole('row').filter({ hasText: name })
    await expect(row).toBeVisible()
    await expect(row).toContainText('Razgled oglednog stana')
    await expect(row).toContainText('Može li razgled u subotu?')
    await expect(editor.getByRole('link', { name: 'Preuzmi poruke (CSV)' })).toHaveAttribute('href', /\/api\/v1\/backoffice\/forms\/submissions\/export\?form=\d+/)
    const csv = await editor.request.get((await editor.getByRole('link', { name: 'Preuzmi poruke (CSV)' }).getAttribute('href')) ?? '')
    expect(csv.status()).toBe(200)
    expect(await csv.text()).toContain(name)
    await expectAccessible(editor)
    await editor.context().close()
  })
}

test('a visitor is sent to log in from /admin/forms; the submissions API answers 401', async ({ page }) => {
  const response = await page.request.get('/api/v1/backoffice/forms/submissions?form=contact')
  expect(response.status()).toBe(401)
  await page.goto('/admin/forms')
  await expect(page).toHaveURL(/\/adminLogin\?redirect=/)
})

test('a member sends the form with its consent, finds the consent in the profile and withdraws it', async ({ page }) => {
  await open(page, '/prijava')
  const login = page.locator('form').filter({ has: page.getByRole('button', { name: 'Prijavi se' }) })
  await login.getByLabel('E-pošta').fill('kupac@izlog.local')
  await login.getByLabel('Lozinka').fill('izlog-kupac-demo')
  await login.getByRole('button', { name: 'Prijavi se' }).click()
  await expect(page).toHaveURL(new RegExp(`^http://localhost:${port}/$`))

  await open(page, '/kontakt')
  const form = contactForm(page)
  await form.getByRole('textbox', { name: 'Ime i prezime' }).fill('Ana Kupac')
  await form.getByRole('textbox', { name: 'E-pošta' }).fill('kupac@izlog.local')
  await form.getByRole('combobox', { name: 'Zanima me' }).selectOption({ label: 'Razgled oglednog stana' })
  await form.getByRole('textbox', { name: 'Poruka' }).fill('Zanima me stan s balkonom.')
  await form.getByRole('checkbox', { name: INQUIRY_CONSENT }).check()
  await form.getByRole('button', { name: 'Pošalji' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Hvala! Vaša poruka je poslana' })).toBeVisible()

  await open(page, '/profil')
  const given = page.getByRole('region', { name: 'Privole' }).getByRole('listitem').filter({ hasText: 'Obrada podataka iz upita' })
  await expect(given).toContainText(/Prihvaćeno .* · verzija 1/)
  await given.getByRole('button', { name: 'Povuci: Obrada podataka iz upita' }).click()
  await page.getByRole('dialog', { name: 'Povući privolu „Obrada podataka iz upita”?' }).getByRole('button', { name: 'Da, povuci privolu' }).click()
  await expect(given).toContainText(/Povučeno .* · verzija 1/)
})
