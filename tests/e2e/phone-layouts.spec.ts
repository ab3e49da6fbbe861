import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { ownerAt, phone } from './admin-session'
import { open, port } from './checkout-page'
import { createMemberCard, createProduct, uniqueSlug } from './test-data'

/**
 * Issue 20 §10 and §11: the screens that broke on a phone, each at 360 px, asserting that nothing
 * is wider than the window and that what the screen is for is there; each test makes its own
 * member, cart and order. Screenshots go to the test's output folder.
 */
const origin = `http://localhost:${port}`

test.use({ viewport: phone })
test.describe.configure({ timeout: 120_000 })

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'izlog_consent', value: 'necessary', url: origin }])
})

/** Elements whose right edge passes the window (a 1 px rounding allowed), by tag and class. */
async function expectNothingWider(page: Page) {
  const wide = await page.evaluate(() => {
    const width = document.documentElement.clientWidth
    return [...document.querySelectorAll('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect()
        return box.width > 0 && box.height > 0 && box.right > width + 1
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} → ${Math.round(element.getBoundingClientRect().right)} px`)
      .slice(0, 6)
  })
  expect(wide).toEqual([])
}

const shoot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}-360.png`), fullPage: true })

function dataDir(): string {
  return fs.readFileSync(path.join(os.tmpdir(), `izlog-e2e-${port}.datadir`), 'utf8').trim()
}

/** The e-mail sent to `address` that contains `containing`, read from the server's outbox folder. */
async function mailTo(address: string, containing: string): Promise<string> {
  const dir = path.join(dataDir(), 'mail')
  let found = ''
  await expect
    .poll(() => {
      const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((file) => file.endsWith('.eml')) : []
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

/** A new, verified member, signed in on the page's browser context. */
async function newMember(page: Page, name: string): Promise<string> {
  const email = `${name}-${Date.now()}@example.hr`
  const password = 'Telefon-2026-lozinka'
  const request = page.request
  const offered = await request.post('/api/v1/gdpr/web/consent/filter', { data: { assignedTo: 'registration', forWeb: true }, headers: { origin } })
  const acceptedConsents = ((await offered.json()) as { data: { records: { id: number }[] } }).data.records.map((consent) => consent.id)
  const registered = await request.post('/api/v1/user/web/register', { data: { details: { firstName: 'Ana', lastName: 'Mobitel' }, email, password, acceptedConsents }, headers: { origin } })
  expect(registered.status()).toBe(201)
  const token = /verificationToken=([A-Za-z0-9_-]+)/.exec(await mailTo(email, 'verificationToken='))?.[1]
  expect((await request.get(`/api/v1/user/web/verify/${token}`)).status()).toBe(200)
  const login = await request.post('/api/auth/login', { data: { username: email, password }, headers: { origin } })
  expect(login.status()).toBe(200)
  return email
}

/** A bank-transfer order placed through the checkout API by whoever the request's cookies name. */
async function placeOrder(request: APIRequestContext, email: string): Promise<string> {
  const call = async <T>(method: 'post' | 'put', url: string, data: Record<string, unknown> = {}) => {
    const response = await request[method](`/api/v1/ecommerce/${url}`, { data, headers: { origin } })
    expect(response.status(), `${url}: ${await response.text()}`).toBe(200)
    return ((await response.json()) as { data: T }).data
  }
  const session = ((await (await request.get('/api/v1/ecommerce/cart/getNewCartSession')).json()) as { data: { cartId: number; protectCode: string } }).data
  const products = await request.post('/api/v1/product/web/filter', { data: { page: 1, limit: 50 }, headers: { origin } })
  const names = ((await products.json()) as { data: { records: { id: number; slug: string }[] } }).data.records
  const productId = names.find((product) => product.slug === 'komoda-glina')?.id
  await call('post', 'cart/addItem', { ...session, productId, qty: 1 })
  const consents = await request.post('/api/v1/gdpr/web/consent/filter', { data: { assignedTo: 'checkout', forWeb: true }, headers: { origin } })
  const acceptedConsents = ((await consents.json()) as { data: { records: { id: number }[] } }).data.records.map((consent) => consent.id)
  const delivery = { firstName: 'Ana', lastName: 'Mobitel', contactEmail: email, contactPhone: '091 123 4567', street: 'Ilica', houseNumber: '1', zipCode: '10000', city: 'Zagreb', country: 'HR' }
  await call('post', 'checkout/saveAddress', { ...session, delivery, acceptedConsents })
  const methods = await call<{ id: number; code: string }[]>('post', 'delivery/getApplicableDeliveryMethods', { ...session, countryId: 'HR' })
  await call('put', 'delivery/saveDeliveryMethod', { ...session, deliveryMethodId: methods.find((method) => method.code === 'gls')?.id })
  const payments = await call<{ id: number; paymentType: string }[]>('post', 'payment/getApplicablePaymentMethods', session)
  await call('put', 'payment/savePaymentMethod', { ...session, paymentMethodId: payments.find((payment) => payment.paymentType === 'bank_transfer')?.id, acceptedConsents })
  return (await call<{ orderSlug: string }>('post', 'order/create', { ...session, acceptedConsents })).orderSlug
}

test('a member’s cart with a member price fits 360 px', async ({ browser, page }) => {
  const card = await createMemberCard(browser)
  await newMember(page, 'kosarica-mobitel')
  await open(page, '/product/sofa-drava-trosjed')
  await page.getByRole('button', { name: 'Dodaj u košaricu: Sofa Drava trosjed' }).click()
  await page.getByRole('dialog', { name: 'Vaša košarica' }).getByRole('link', { name: 'Idi u košaricu' }).click()
  await expect(page).toHaveURL(/\/kosarica$/)
  await page.getByLabel('Broj članske iskaznice').fill(card)
  await page.getByRole('button', { name: 'Primijeni iskaznicu' }).click()
  await expect(page.getByText('Članske cijene su primijenjene.')).toBeVisible()
  const row = page.getByRole('row', { name: /Sofa Drava trosjed/ })
  await expect(row).toContainText('Članska cijena')
  await expect(row.getByText('Članska cijena')).toBeInViewport()
  await expectNothingWider(page)
  await shoot(page, 'member-cart')
})

// The defect was a narrow name column that broke names one word per line (issue 20 §10). Since
// issue 23 the product hits are the category page's cards in its two-column phone grid: each card
// shows its whole name and its price, and nothing sticks out of the window, even for a long name.
test('search hits are product cards with the whole name and the price', async ({ page, browser }) => {
  const long = await createProduct(browser, { name: `Sofa s vrlo dugim nazivom za pretragu ${uniqueSlug('t')}`, price: '349,00', stock: 5 })
  await open(page, '/')
  await page.getByRole('button', { name: 'Otvori pretragu' }).click()
  await page.getByRole('searchbox', { name: 'Pojam za pretragu' }).fill('sofa')
  await page.getByRole('searchbox', { name: 'Pojam za pretragu' }).press('Enter')
  await expect(page).toHaveURL(/\/pretraga\?search=sofa/)
  const cards = page.getByRole('list', { name: 'Proizvodi' }).getByRole('article')
  await expect(cards.filter({ hasText: long.name })).toBeVisible()
  for (const card of await cards.all()) {
    const name = card.getByRole('heading')
    await expect(name).toBeVisible()
    // The whole name shows: the heading is not cut off by the card.
    expect(await name.evaluate((heading) => heading.scrollWidth <= heading.clientWidth + 1), await name.innerText()).toBe(true)
    await expect(card.getByText(/\d\s€$/).first()).toBeVisible()
  }
  await expectNothingWider(page)
  await shoot(page, 'search')
})

test('a past-the-end search page shows the last page', async ({ page }) => {
  await open(page, '/pretraga?search=sofa&category=products&page=40')
  await expect(page.getByRole('main').getByRole('link', { name: 'Sofa Drava trosjed' })).toBeVisible()
})

test('an order’s lines fit 360 px in the member’s profile and on the desk', async ({ page, browser }) => {
  const email = await newMember(page, 'narudzba-mobitel')
  const slug = await placeOrder(page.request, email)
  await open(page, '/profil')
  await page.getByRole('link', { name: /^[A-Z0-9-]+$/ }).first().click()
  await expect(page).toHaveURL(new RegExp(`/profil/narudzbe/${slug}$`))
  const line = page.getByRole('row', { name: /Komoda Glina/ })
  await expect(line).toBeVisible()
  for (const cell of await line.getByRole('cell').all()) {
    await cell.scrollIntoViewIfNeeded()
    await expect(cell).toBeInViewport({ ratio: 1 })
  }
  await expectNothingWider(page)
  await shoot(page, 'profile-order')

  const desk = await ownerAt(browser, `/admin/orders?q=${encodeURIComponent(email)}`, phone)
  await desk.getByRole('link', { name: /^[A-Z0-9-]+$/ }).first().click()
  await expect(desk.getByRole('heading', { level: 1, name: /^Narudžba / })).toBeVisible()
  const deskLine = desk.getByRole('row', { name: /Komoda Glina/ })
  for (const cell of await deskLine.getByRole('cell').all()) {
    await cell.scrollIntoViewIfNeeded()
    await expect(cell).toBeInViewport({ ratio: 1 })
  }
  await expectNothingWider(desk)
  await shoot(desk, 'desk-order')
  await desk.context().close()
})

test('the blog filter fields neither overlap nor leave the window, on a phone and a wide screen', async ({ page }) => {
  const overlaps = () =>
    page.getByRole('form', { name: 'Filtriraj objave' }).evaluate((form) => {
      const boxes = [...form.querySelectorAll('select, input')].map((field) => field.getBoundingClientRect())
      return boxes.flatMap((a, i) => boxes.slice(i + 1).filter((b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1).map(() => i))
    })
  await open(page, '/objave')
  expect(await overlaps()).toEqual([])
  await expectNothingWider(page)
  await shoot(page, 'blog')
  for (const width of [700, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    expect(await overlaps(), `${width} px`).toEqual([])
  }
})

test('category filters open in a drawer: modal, Escape closes it, "Prikaži N proizvoda" applies them', async ({ page }) => {
  await open(page, '/shop/namjestaj')
  const toggle = page.getByRole('button', { name: 'Filtri', exact: true })
  const drawer = page.getByRole('dialog', { name: 'Filtri' })
  await expect(page.getByRole('group', { name: 'Boja' })).toBeHidden()
  await toggle.click()
  await expect(drawer).toBeVisible()
  // A modal dialog: the page behind it is inert and focus stays inside.
  expect(await drawer.evaluate((dialog) => dialog.matches(':modal') && dialog.contains(document.activeElement))).toBe(true)
  await expectNothingWider(page)
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(toggle).toBeFocused()

  await toggle.click()
  const total = page.getByRole('heading', { name: /^Ukupno proizvoda: / })
  const all = Number((await total.textContent())?.replace(/\D/g, ''))
  await expect(drawer.getByRole('button', { name: `Prikaži ${all} proizvoda` })).toBeVisible()
  const white = drawer.getByRole('group', { name: 'Boja' }).getByRole('checkbox', { name: /Bijela/ })
  const count = Number((await white.locator('xpath=..').textContent())?.match(/\((\d+)\)/)?.[1])
  expect(count).toBeLessThan(all)
  await white.check()
  const show = drawer.getByRole('button', { name: new RegExp(`^Prikaži ${count} proizvod(a)?$`) })
  await expect(show).toBeVisible()
  await shoot(page, 'filter-drawer')
  await show.click()
  await expect(drawer).toBeHidden()
  await expect(page).toHaveURL(/boja=\d+/)
  await expect(total).toHaveText(`Ukupno proizvoda: ${count}`)
  await expectNothingWider(page)
})

test('the drawer’s button reads in English and German too', async ({ page }) => {
  for (const [path, button, label] of [
    ['/en/shop/furniture', 'Filters', /^Show \d+ products?$/],
    ['/de/shop/moebel', 'Filter', /^\d+ Produkte? anzeigen$/],
  ] as const) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
    await page.getByRole('button', { name: button, exact: true }).click()
    await expect(page.getByRole('dialog', { name: button }).getByRole('button', { name: label })).toBeVisible()
  }
})

test('the featured strip shows on a category’s first page only, not on page 2 or under a filter', async ({ page }) => {
  await open(page, '/shop/namjestaj')
  const featured = page.getByRole('heading', { name: 'Izdvojeno' })
  await expect(featured).toBeVisible()
  await page.getByRole('navigation', { name: 'Stranice' }).getByRole('link', { name: 'Stranica 2' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(page.getByRole('navigation', { name: 'Stranice' }).getByRole('link', { name: 'Stranica 2' })).toHaveAttribute('aria-current', 'page')
  await expect(featured).toHaveCount(0)
  await open(page, '/shop/namjestaj?discount=1')
  await expect(featured).toHaveCount(0)
  await expectNothingWider(page)
})

test('typed text in the home page’s header search is readable over the hero', async ({ page }) => {
  await open(page, '/')
  await page.getByRole('button', { name: 'Otvori pretragu' }).click()
  const field = page.getByRole('searchbox', { name: 'Pojam za pretragu' })
  await field.fill('sofa')
  const contrast = await field.evaluate((input) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number)
    let background = rgb(getComputedStyle(input).backgroundColor)
    for (let element: Element | null = input; element && (background[3] ?? 1) === 0; element = element.parentElement) {
      background = rgb(getComputedStyle(element).backgroundColor)
    }
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const [lr, lg, lb] = [r, g, b].map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4))
      return 0.2126 * (lr ?? 0) + 0.7152 * (lg ?? 0) + 0.0722 * (lb ?? 0)
    }
    const [a, b] = [luminance(rgb(getComputedStyle(input).color)), luminance(background)]
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
  })
  expect(contrast).toBeGreaterThanOrEqual(4.5)
  await expectNothingWider(page)
  await shoot(page, 'home-search')
})

test('/favicon.ico is served, and an e-mail confirmation with a file goal downloads the file', async ({ page, request }) => {
  const icon = await request.get('/favicon.ico')
  expect(icon.status()).toBe(200)
  expect(icon.headers()['content-type']).toMatch(/icon/)
  const download = page.waitForEvent('download')
  await page.goto('/potvrdi-email?goalType=file&goal=%2Ffavicon.svg&confirmedEmail=ana%40example.hr')
  expect((await download).suggestedFilename()).toBe('favicon.svg')
  await expect(page.getByText('Potvrđena adresa: ana@example.hr')).toBeVisible()
})
