import { expect, test, type Browser, type Page } from '@playwright/test'
import { CheckoutPage, open, port } from './checkout-page'
import { createProduct, type OwnProduct } from './test-data'
import { expectAccessible } from './axe'

const origin = `http://localhost:${port}`

test.describe.configure({ timeout: 120_000 })

// This spec logs in twice; the specs after it get a fresh login budget.
test.afterAll(async ({ request }) => {
  expect((await request.post('/api/_e2e/reset-rate-limits', { headers: { origin } })).status()).toBe(200)
})

// The spec's own product with stock to spare: its orders never use up what another spec buys.
let product: OwnProduct
test.beforeAll(async ({ browser }) => {
  product = await createProduct(browser, { name: `Sofa za narudzbe ${Date.now().toString(36)}`, price: '349,00', stock: 100 })
})

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'izlog_consent', value: 'necessary', url: origin }])
})

/** A guest at the payment step with one product in the cart. */
async function atPayment(page: Page, email: string): Promise<CheckoutPage> {
  const checkout = new CheckoutPage(page)
  await checkout.addProductAndOpen(product)
  await checkout.fillAddress()
  await page.getByLabel(/^E-pošta za kontakt/).fill(email)
  await checkout.next()
  await checkout.chooseFirstShipping()
  await checkout.next()
  return checkout
}

async function cartCount(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: /Košarica, proizvoda: [1-9]/ })
}

/** `restoresCart`: a member's login on the site brings back their last cart; wait for it, so a test can empty it after. */
async function loggedIn(browser: Browser, email: string, password: string, loginPath: string, viewport = { width: 1280, height: 900 }, options: { restoresCart?: boolean } = {}) {
  const context = await browser.newContext({ viewport, locale: 'hr-HR' })
  await context.addCookies([{ name: 'izlog_consent', value: 'necessary', url: origin }])
  const page = await context.newPage()
  await open(page, loginPath)
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Prijavi se' }) })
  await form.getByLabel('E-pošta').fill(email)
  await form.getByLabel('Lozinka').fill(password)
  const restored = options.restoresCart ? page.waitForResponse((response) => response.url().includes('/cart/getAbandoned')) : null
  await form.getByRole('button', { name: 'Prijavi se' }).click()
  await expect(page).not.toHaveURL(/prijava|adminLogin/)
  await restored
  return page
}

test('card through the test gateway: approve pays the order', async ({ page }) => {
  const checkout = await atPayment(page, 'kartica@example.com')
  await checkout.choosePayment(/kartič/i)
  await checkout.placeOrder()
  await expect(page).toHaveURL(/\/_gateway\/hpf$/)
  await expect(page.getByRole('heading', { name: 'Testni naplatni servis' })).toBeVisible()
  await expectAccessible(page)
  await checkout.shoot('gateway-hpf')
  await page.getByRole('button', { name: 'Odobri' }).click()
  await checkout.expectSuccess()
  // Issue 20 point 8: a paid order says so, and not "to pay".
  await expect(page.getByText('Plaćanje je primljeno: narudžba je plaćena.')).toBeVisible()
  await expect(page.getByText('Ukupno plaćeno')).toBeVisible()
  await expect(page.getByText('Ukupno za platiti')).toHaveCount(0)
})

for (const [decision, reason] of [
  ['Odbij', 'Plaćanje je odbijeno. Košarica je sačuvana, možete pokušati ponovno.'],
  ['Odustani', 'Plaćanje je otkazano. Košarica je sačuvana, možete pokušati ponovno.'],
] as const) {
  test(`card through the test gateway: "${decision}" leaves the cart to try again`, async ({ page }) => {
    const checkout = await atPayment(page, 'odbijena@example.com')
    await checkout.choosePayment(/kartič/i)
    await checkout.placeOrder()
    await expect(page).toHaveURL(/\/_gateway\/hpf$/)
    // A repeated provider callback changes nothing more.
    await page.getByLabel('ponovi povratni poziv').check()
    await page.getByRole('button', { name: decision, exact: true }).click()
    await expect(page).toHaveURL(/\/checkout\/failure\?reason=/)
    await expect(page.getByText(reason)).toBeVisible()
    await expect(await cartCount(page)).toBeVisible()
    // Try again, this time approving.
    await page.getByRole('link', { name: 'Natrag na naplatu' }).click()
    await expect(checkout.stepHeading('Adresa')).toBeVisible()
  })
}

test('PayPal through the test gateway: approve pays, cancel keeps the cart', async ({ page }) => {
  let checkout = await atPayment(page, 'paypal@example.com')
  await checkout.choosePayment(/paypal/i)
  await checkout.placeOrder()
  await page.getByRole('button', { name: 'Plati PayPalom' }).click()
  await page.getByRole('button', { name: 'Otkaži' }).click()
  await expect(await cartCount(page)).toBeVisible()

  checkout = await atPayment(page, 'paypal@example.com')
  await checkout.choosePayment(/paypal/i)
  await checkout.placeOrder()
  await page.getByRole('button', { name: 'Plati PayPalom' }).click()
  await page.getByRole('button', { name: 'Odobri plaćanje' }).click()
  await checkout.expectSuccess()
})

test('the owner marks an order paid and sent; the buyer is e-mailed; the desk works at 360 px', async ({ browser, page }) => {
  const buyer = `desk-${Date.now()}@example.com`
  const checkout = await atPayment(page, buyer)
  await checkout.choosePayment(/virman/i)
  await checkout.placeOrder()
  await checkout.expectSuccess()
  const number = (await page.getByText(/^Broj narudžbe: /).textContent())!.replace('Broj narudžbe: ', '')

  const desk = await loggedIn(browser, 'admin@izlog.local', 'izlog-admin-demo', '/adminLogin?redirect=/admin/orders')
  await expect(desk).toHaveURL(/\/admin\/orders$/)
  await expect(desk.locator('html[data-hydrated="true"]')).toBeAttached()
  await desk.getByLabel('Broj narudžbe ili e-mail').fill(buyer)
  await desk.getByRole('button', { name: 'Primijeni' }).click()
  await expect(desk).toHaveURL(/q=desk-/)
  await expect(desk.getByText('Pronađeno: 1')).toBeVisible()
  await expectAccessible(desk)
  await desk.getByRole('link', { name: number }).click()
  await expect(desk.getByRole('heading', { level: 1, name: `Narudžba ${number}` })).toBeVisible()
  await desk.getByRole('button', { name: 'Plaćeno', exact: true }).click()
  await expect(desk.getByText('Status je promijenjen, kupcu je poslan e-mail.')).toBeVisible()
  await desk.getByLabel('Napomena uz promjenu (npr. broj pošiljke)').fill('GLS 4711')
  await desk.getByRole('button', { name: 'Poslano', exact: true }).click()
  await expect(desk.getByText(/Poslano \(admin@izlog\.local\): GLS 4711/)).toBeVisible()
  await expectAccessible(desk)
  await desk.screenshot({ path: test.info().outputPath('desk-detail-desktop.png'), fullPage: true })
  await desk.setViewportSize({ width: 360, height: 800 })
  await expectAccessible(desk)
  await desk.screenshot({ path: test.info().outputPath('desk-detail-360.png'), fullPage: true })
  expect(await desk.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)

  const mails = await desk.request.get(`/api/_e2e/outbox?to=${encodeURIComponent(buyer)}`)
  const templates = ((await mails.json()) as { data: { template: string; vars?: { status?: string } }[] }).data.map((m) => `${m.template}${m.vars?.status ? `:${m.vars.status}` : ''}`)
  // A bank transfer's invoice is issued when it is marked paid (issue 21), and goes to the buyer in its own e-mail.
  expect(templates.sort()).toEqual(['order.created.buyer', 'order.invoice.buyer', 'order.status.buyer:paid', 'order.status.buyer:sent'])
  await desk.context().close()
})

test('a member with a saved address and a coupon buys, and finds the order in the profile', async ({ browser }) => {
  const page = await loggedIn(browser, 'kupac@izlog.local', 'izlog-kupac-demo', '/prijava', undefined, { restoresCart: true })
  // The demo member's last cart came back at login with whatever another spec left in it: this order holds this spec's product alone.
  expect([200, 409]).toContain((await page.request.post('/api/v1/ecommerce/cart/clearCart', { headers: { origin }, data: {} })).status())
  await open(page, product.path)
  await page.getByRole('button', { name: `Dodaj u košaricu: ${product.name}` }).click()
  await expect(await cartCount(page)).toBeVisible()
  await open(page, '/kosarica')
  await page.getByLabel('Kod kupona').fill('POPUST10')
  await page.getByRole('button', { name: 'Primijeni kupon' }).click()
  await expect(page.getByText('Kupon POPUST10 je primijenjen.')).toBeVisible()
  await open(page, '/naplata')
  const checkout = new CheckoutPage(page)
  const saved = page.getByRole('group', { name: 'Spremljene adrese' })
  if (await saved.isVisible()) await saved.getByRole('radio').first().check()
  else await checkout.fillAddress()
  for (const consent of await page.getByRole('group', { name: 'Privole' }).getByRole('checkbox').all()) await consent.check()
  await checkout.next()
  await checkout.chooseFirstShipping()
  await checkout.next()
  await checkout.choosePayment(/virman/i)
  await checkout.placeOrder()
  await checkout.expectSuccess()
  const number = (await page.getByText(/^Broj narudžbe: /).textContent())!.replace('Broj narudžbe: ', '')

  await open(page, '/profil')
  const history = page.getByRole('region', { name: 'Povijest narudžbi' }).or(page.locator('section[aria-labelledby="orders-heading"]'))
  await history.getByRole('link', { name: number, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Narudžba ${number}` })).toBeVisible()
  await expectAccessible(page)
  await page.context().close()
})
