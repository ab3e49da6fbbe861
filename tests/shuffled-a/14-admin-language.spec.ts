import { expect, test, type APIRequestContext } from '@playwright/test'
import { ownerAt, origin } from './admin-session'
import { createProduct, type OwnProduct } from './test-data'

/**
 * The admin's own language (a cookie, not the URL): an order's page opened in English is rendered
 * and hydrated in English. The browser once took the language from the /admin path (Croatian) and
 * hydrated the English server HTML with Croatian messages: React error #418.
 */
test.describe.configure({ timeout: 180_000 })

let product: OwnProduct
test.beforeAll(async ({ browser }) => {
  product = await createProduct(browser, { name: `Polica za jezik ${Date.now().toString(36)}`, price: '59,00', stock: 20 })
})

test.afterAll(async ({ request }) => {
  expect((await request.post('/api/_e2e/reset-rate-limits', { headers: { origin } })).status()).toBe(200)
})

/** A bank-transfer order of the spec's own product, placed by a guest through the checkout API. */
async function placeOrder(request: APIRequestContext, email: string): Promise<void> {
  const call = async <T>(method: 'post' | 'put', url: string, data: Record<string, unknown> = {}) => {
    const response = await request[method](`/api/v1/ecommerce/${url}`, { data, headers: { origin } })
    expect(response.status(), `${url}: ${await response.text()}`).toBe(200)
    return ((await response.json()) as { data: T }).data
  }
  const session = ((await (await request.get('/api/v1/ecommerce/cart/getNewCartSession')).json()) as { data: { cartId: number; protectCode: string } }).data
  await call('post', 'cart/addItem', { ...session, productId: product.id, qty: 1 })
  const consents = await request.post('/api/v1/gdpr/web/consent/filter', { data: { assignedTo: 'checkout', forWeb: true }, headers: { origin } })
  const acceptedConsents = ((await consents.json()) as { data: { records: { id: number }[] } }).data.records.map((consent) => consent.id)
  const delivery = { firstName: 'Ana', lastName: 'Jezik', contactEmail: email, contactPhone: '091 123 4567', street: 'Ilica', houseNumber: '1', zipCode: '10000', city: 'Zagreb', country: 'HR' }
  await call('post', 'checkout/saveAddress', { ...session, delivery, acceptedConsents })
  const methods = await call<{ id: number; code: string }[]>('post', 'delivery/getApplicableDeliveryMethods', { ...session, countryId: 'HR' })
  await call('put', 'delivery/saveDeliveryMethod', { ...session, deliveryMethodId: methods.find((method) => method.code === 'gls')?.id })
  const payments = await call<{ id: number; paymentType: string }[]>('post', 'payment/getApplicablePaymentMethods', session)
  await call('put', 'payment/savePaymentMethod', { ...session, paymentMethodId: payments.find((payment) => payment.paymentType === 'bank_transfer')?.id, acceptedConsents })
  await call('post', 'order/create', { ...session, acceptedConsents })
}

test('the owner in English opens an order: the page is English and hydrates without an error', async ({ browser, request }) => {
  const buyer = `jezik-${Date.now()}@example.com`
  await placeOrder(request, buyer)

  const page = await ownerAt(browser, '/admin/orders')
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))

  await page.getByLabel('Jezik sučelja').selectOption('en')
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.getByLabel('Order number or e-mail').fill(buyer)
  await page.getByRole('button', { name: 'Apply' }).click()
  const link = page.getByRole('main').getByRole('link', { name: /^\d{4}-\d{6}$/ })
  await expect(link).toHaveCount(1)
  const number = (await link.textContent())!.trim()
  await link.click()
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible()
  const orderUrl = page.url()
  expect(new URL(orderUrl).pathname).toMatch(/^\/admin\/orders\/\d+$/)

  // The order's page loaded as a whole (a link opened in a new tab): server HTML and hydration.
  await page.goto(orderUrl)
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible()
  await expect(page.getByRole('link', { name: '← All orders' })).toBeVisible()
  await expect(page.getByLabel('Interface language')).toHaveValue('en')
  // Hydrated with the English messages: the next client render says English too.
  await page.getByRole('link', { name: '← All orders' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible()
  expect(problems).toEqual([])

  // The owner's language is a cookie of this context only; back to Croatian all the same.
  await page.getByLabel('Interface language').selectOption('hr')
  await expect(page.getByRole('heading', { level: 1, name: 'Narudžbe' })).toBeVisible()
  await page.context().close()
})
