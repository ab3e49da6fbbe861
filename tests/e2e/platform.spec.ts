import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from './axe'

const DESKTOP = { width: 1280, height: 900 }
const PHONE = { width: 360, height: 740 }

async function open(page: Page, path: string) {
  const response = await page.goto(path)
  await page.locator('html[data-hydrated]').waitFor()
  return response
}

async function consentAlreadyGiven(page: Page) {
  await page.context().addCookies([{ name: 'izlog_consent', value: 'necessary', url: 'http://localhost/' }])
}

test('GET /api/docs is the OpenAPI 3.1 document of every call', async ({ request }) => {
  const response = await request.get('/api/docs')
  expect(response.status()).toBe(200)
  const document = (await response.json()) as { openapi: string; paths: Record<string, Record<string, { tags: string[] }>> }
  expect(document.openapi).toBe('3.1.0')
  expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/v1/ecommerce/cart/addItem', '/v1/settings/general/user', '/v1/cms/pipeline/hasRunningPipeline']))
})

for (const [name, size] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  // The test server runs without the version badge, so /docs (its "Dokumentacija") is 404 here;
  // the reference itself is public, like /api/docs.
  test(`the API reference reads by area, with parameters, body and answer fields and every status (${name})`, { tag: '@one-database' }, async ({ page }) => {
    await page.setViewportSize(size)
    await consentAlreadyGiven(page)
    expect((await open(page, '/docs/api'))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'API (OpenAPI)' })).toBeVisible()
    const cart = page.locator('section#tag-cart')
    await expect(cart.getByRole('heading', { level: 2 })).toContainText('cart')
    const addItem = cart.locator('details', { hasText: '/api/v1/ecommerce/cart/addItem' }).first()
    await addItem.locator('summary').first().click()
    const body = addItem.getByRole('table', { name: 'Tijelo zahtjeva (JSON)' })
    await expect(body).toBeVisible()
    await expect(body.getByRole('cell', { name: 'productId', exact: true })).toBeVisible()
    await expect(cart.getByText('The shopping cart: a cart session, lines, coupon, delivery quote.')).toBeVisible()
    const answer = addItem.getByRole('table', { name: 'Odgovor (polja od data)' })
    await expect(answer.getByRole('cell', { name: 'items', exact: true })).toBeVisible()
    const statuses = addItem.getByRole('list').filter({ hasText: 'OUT_OF_STOCK' })
    await expect(statuses.getByRole('listitem').filter({ hasText: /^409/ })).toContainText('CART_SESSION_MISSING')
    await expectAccessible(page)
    await page.screenshot({ path: `test-results/admin-platform-reference-${name}.png`, fullPage: false })
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
}

test('the shop prefetches the cart page’s code once the browser is idle (§9, 2000 ms)', { tag: '@one-database' }, async ({ page }) => {
  await consentAlreadyGiven(page)
  await open(page, '/')
  const cartLinks = page.locator('link[rel="modulepreload"][href*="cart"]')
  await expect(cartLinks.first()).toBeAttached({ timeout: 15_000 })
  // Code only: no page data is fetched ahead (it would cost the server two answers per page view).
  await expect(page.locator('link[rel="prefetch"][href*=".data"]')).toHaveCount(0)
})
