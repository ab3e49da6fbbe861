import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { field, open, port, PRODUCT } from './checkout-page'
import { createMemberCard } from './test-data'
import { ownerAt } from './admin-session'
import { expectAccessible } from './axe'

/** Issue 20.6: members get what they log in for — member prices after hydration, the card on the profile, an address book. */
const origin = `http://localhost:${port}`
const dataDir = () => fs.readFileSync(path.join(os.tmpdir(), `izlog-e2e-${port}.datadir`), 'utf8').trim()

async function verificationToken(email: string): Promise<string> {
  const dir = path.join(dataDir(), 'mail')
  let token = ''
  await expect
    .poll(() => {
      for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')) : []) {
        const text = fs.readFileSync(path.join(dir, file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=')
        const match = text.includes(`To: ${email}`) ? /verificationToken=([A-Za-z0-9_-]+)/.exec(text) : null
        if (match?.[1]) token = match[1]
      }
      return token
    })
    .not.toBe('')
  return token
}

/** A new verified account of this spec's own, logged in on the page's browser context. */
async function newMember(page: Page, name: string) {
  const email = `${name}-${Date.now()}@example.hr`
  const password = 'Sigurna-lozinka-20'
  // Registration asks for its assigned consents (ADR 020): accept every one offered.
  const offered = await page.request.post('/api/v1/gdpr/web/consent/filter', { headers: { origin }, data: { assignedTo: 'registration', forWeb: true } })
  const acceptedConsents = ((await offered.json()) as { data: { records: { id: number }[] } }).data.records.map((consent) => consent.id)
  const registered = await page.request.post('/api/v1/user/web/register', { headers: { origin }, data: { details: { firstName: 'Ana', lastName: 'Članica' }, email, password, acceptedConsents } })
  expect(registered.status()).toBe(201)
  expect((await page.request.get(`/api/v1/user/web/verify/${await verificationToken(email)}`)).status()).toBe(200)
  await open(page, '/prijava')
  const login = page.locator('form').filter({ has: page.getByRole('button', { name: 'Prijavi se' }) })
  await login.getByLabel('E-pošta').fill(email)
  await login.getByLabel('Lozinka').fill(password)
  await login.getByRole('button', { name: 'Prijavi se' }).click()
  await expect(page).toHaveURL(`${origin}/`)
  return email
}

/** The page's HTML with the per-response script nonce taken out. */
async function html(request: APIRequestContext, url: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await request.get(url, { headers })
  expect(response.status()).toBe(200)
  return (await response.text()).replace(/nonce="[^"]*"/g, '').replace(/\\"nonce\\",\\"[^\\]*\\"/g, '')
}

// Each test registers and verifies its own account first: more steps than the default minute allows on a busy machine.
test.describe.configure({ timeout: 240_000 })

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'izlog_consent', value: 'necessary', url: origin }])
})

test('a member sets the card on the profile and sees member prices after hydration; the HTML stays the one every visitor gets', async ({ page, browser, request }) => {
  const barcode = await createMemberCard(browser)
  const email = await newMember(page, 'clan-cijene')
  await page.getByRole('banner').getByRole('link', { name: 'Moj račun' }).click()
  await expect(page).toHaveURL(/\/profil$/)
  await field(page, 'Broj članske iskaznice').fill(barcode)
  await page.getByRole('button', { name: 'Spremi promjene' }).click()
  await expect(page.getByRole('status').getByText('Podaci su spremljeni.')).toBeVisible()

  await open(page, PRODUCT.path)
  const info = page.locator('.product-info')
  await expect(info.getByText(/^Članska cijena: /)).toBeVisible()
  // The member price came from the companion call, not from the server's HTML: it is the same for everyone.
  const anonymous = await html(request, PRODUCT.path, { cookie: 'izlog_consent=necessary' })
  expect(anonymous).not.toContain('Članska cijena')
  expect(await html(page.request, PRODUCT.path)).toBe(anonymous)

  // The category page (reached by a click on the breadcrumb) shows it on the product's card too.
  await page.getByRole('navigation', { name: 'Putanja' }).getByRole('link', { name: 'Dnevni boravak' }).click()
  await expect(page).toHaveURL(/\/shop\/dnevni-boravak$/, { timeout: 30_000 })
  // The sofa may be on the featured strip too: its first card.
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: PRODUCT.name, exact: true }) }).first()
  await expect(card.getByText(/^Članska cijena: /)).toBeVisible({ timeout: 30_000 })

  // The card applies to the cart without being typed there.
  await card.getByRole('button', { name: `Dodaj u košaricu: ${PRODUCT.name}` }).click()
  await page.getByRole('dialog').getByRole('link', { name: 'Idi u košaricu' }).click()
  await expect(page.getByRole('row', { name: new RegExp(PRODUCT.name) })).toContainText('Članska cijena')

  // The desk frees the card (say, its member lost access to this account): it leaves the profile.
  const owner = await ownerAt(browser, `/admin/member-cards?q=${barcode}`)
  const row = owner.getByRole('row', { name: new RegExp(barcode) })
  await expect(row).toContainText(email)
  await row.getByRole('button', { name: `Oslobodi karticu ${barcode}` }).click()
  await expect(owner.getByRole('status')).toContainText(`Kartica ${barcode} više ne pripada računu ${email}`)
  await expect(row).toContainText('slobodna')
  await expectAccessible(owner)
  await owner.context().close()
  await open(page, '/profil')
  await expect(field(page, 'Broj članske iskaznice')).toHaveValue('')
})

test('a member keeps an address book on the profile, and the checkout starts from its defaults', async ({ page }) => {
  await newMember(page, 'clan-adrese')
  await open(page, '/profil')
  const book = page.getByRole('region', { name: 'Adresar' })
  await expect(book.getByText('Još nemate spremljenih adresa.')).toBeVisible()

  const add = async (values: Record<string, string>, defaults: string[]) => {
    await book.getByRole('button', { name: 'Dodaj adresu' }).click()
    for (const [label, value] of Object.entries(values)) await field(book, label).fill(value)
    for (const label of defaults) await book.getByRole('checkbox', { name: label }).check()
    await book.getByRole('button', { name: 'Spremi adresu' }).click()
    await expect(book.getByRole('button', { name: 'Dodaj adresu' })).toBeVisible()
  }
  const person = { Ime: 'Ana', Prezime: 'Članica', 'E-pošta za kontakt': 'ana.clanica@example.hr', Telefon: '0911234567' }
  await add({ ...person, Ulica: 'Ilica', 'Kućni broj': '5', 'Poštanski broj': '10000', Grad: 'Zagreb' }, ['Zadana adresa za dostavu'])
  await add({ ...person, Ulica: 'Riva', 'Kućni broj': '2', 'Poštanski broj': '21000', Grad: 'Split' }, ['Zadana adresa za račun'])
  await add({ ...person, Ulica: 'Korzo', 'Kućni broj': '9', 'Poštanski broj': '51000', Grad: 'Rijeka' }, [])
  const entries = book.getByRole('listitem')
  await expect(entries).toHaveCount(3)
  await expect(entries.filter({ hasText: 'Ilica 5' })).toContainText('Zadana adresa za dostavu')
  await expect(entries.filter({ hasText: 'Riva 2' })).toContainText('Zadana adresa za račun')

  // A bad edit keeps the form open with the field's message; a good one saves.
  await book.getByRole('button', { name: 'Uredi adresu: Ana Članica, Ilica 5, 10000 Zagreb' }).click()
  await field(book, 'Kućni broj').fill('')
  await book.getByRole('button', { name: 'Spremi adresu' }).click()
  await expect(book.getByText('Unos ovog polja je obavezan')).toBeVisible()
  await field(book, 'Kućni broj').fill('7')
  await book.getByRole('button', { name: 'Spremi adresu' }).click()
  await expect(entries.filter({ hasText: 'Ilica 7' })).toContainText('Zadana adresa za dostavu')

  page.once('dialog', (dialog) => void dialog.accept())
  await book.getByRole('button', { name: 'Obriši adresu: Ana Članica, Korzo 9, 51000 Rijeka' }).click()
  await expect(entries).toHaveCount(2)
  await expectAccessible(page)

  // The checkout: the default delivery address is chosen and filled, the default billing address fills the billing part.
  await open(page, PRODUCT.path)
  await page.getByRole('button', { name: `Dodaj u košaricu: ${PRODUCT.name}` }).click()
  await page.getByRole('dialog').getByRole('link', { name: 'Idi u košaricu' }).click()
  await page.getByRole('link', { name: 'Na naplatu' }).click()
  await expect(page).toHaveURL(/\/naplata/)
  const saved = page.getByRole('group', { name: 'Spremljene adrese' })
  await expect(saved.getByRole('radio', { name: /Ilica 7, 10000 Zagreb/ })).toBeChecked()
  const delivery = page.getByRole('group', { name: 'Adresa dostave' })
  await expect(field(delivery, 'Ulica')).toHaveValue('Ilica')
  await expect(page.getByRole('checkbox', { name: 'Koristi drugu adresu za račun' })).toBeChecked()
  const billing = page.getByRole('group', { name: 'Adresa za račun' })
  await expect(field(billing, 'Ulica')).toHaveValue('Riva')
  await expect(field(billing, 'Grad')).toHaveValue('Split')
})

test.describe('phone', () => {
  test.use({ viewport: { width: 360, height: 800 } })

  test('the address book fits a phone', async ({ page }) => {
    await newMember(page, 'clan-mobitel')
    await open(page, '/profil')
    const book = page.getByRole('region', { name: 'Adresar' })
    await book.getByRole('button', { name: 'Dodaj adresu' }).click()
    for (const [label, value] of Object.entries({ Ime: 'Ana', Prezime: 'Članica', 'E-pošta za kontakt': 'ana@example.hr', Telefon: '091', Ulica: 'Vukovarska', 'Kućni broj': '100', 'Poštanski broj': '10000', Grad: 'Zagreb' })) {
      await field(book, label).fill(value)
    }
    await book.getByRole('checkbox', { name: 'Zadana adresa za dostavu' }).check()
    await book.getByRole('button', { name: 'Spremi adresu' }).click()
    await expect(book.getByRole('listitem')).toContainText('Zadana adresa za dostavu')
    const widest = await page.evaluate(() => Math.max(...[...document.querySelectorAll('body *')].map((element) => element.getBoundingClientRect().right)))
    expect(widest).toBeLessThanOrEqual(360)
    await book.screenshot({ path: test.info().outputPath('address-book-360.png') })
  })
})
