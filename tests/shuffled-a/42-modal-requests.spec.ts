import { expect, test, type Page } from '@playwright/test'

// Issue 20 point 4: a modal that loads data when it opens asks once, however long it stays open.
const port = Number(process.env.E2E_PORT ?? 3210)

async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
}

/** Counts the page's requests whose path contains `fragment`. */
function countRequests(page: Page, fragment: string): { value: () => number } {
  let count = 0
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.includes(fragment)) count++
  })
  return { value: () => count }
}

/**
 * A round trip the page itself makes: the browser reports its requests in the order they start,
 * so once this one has answered, every request the page started before it has been counted.
 */
async function settle(page: Page) {
  await page.evaluate(() => fetch('/api/v2/ecommerce/getCurrencyConfig').then((response) => response.text()))
}

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'izlog_consent', value: 'necessary', url: `http://localhost:${port}` }])
})

test('the bundle modal loads the bundle and its configurable part once while it stays open', async ({ page }) => {
  await open(page, '/product/paket-dnevni-boravak')
  const productReads = countRequests(page, '/product/web/get')
  await page.getByRole('button', { name: 'Dodaj u košaricu: Paket dnevni boravak' }).click()
  const bundle = page.getByRole('dialog', { name: /Prilagodite paket/ })
  const select = bundle.getByLabel(/Odaberite izvedbu: Modularna sofa Sava/)
  await expect(select).toBeVisible()
  await settle(page)
  // The add looks the bundle up once (it has a configurable part), the modal reads it and that part.
  expect(productReads.value()).toBe(3)

  // Kept open and used: choosing, typing and re-rendering read nothing again.
  await select.selectOption({ index: 1 })
  await bundle.getByLabel('Broj paketa').fill('2')
  await expect(bundle.getByRole('button', { name: 'Dodaj u košaricu' })).toBeEnabled()
  await settle(page)
  await settle(page)
  expect(productReads.value()).toBe(3)

  await page.keyboard.press('Escape')
  await expect(bundle).toBeHidden()
})

test('the cart modal reads the cart once while it stays open', async ({ page }) => {
  await open(page, '/product/sofa-drava-trosjed')
  const cartReads = countRequests(page, '/cart/getCart')
  await page.getByRole('button', { name: 'Dodaj u košaricu: Sofa Drava trosjed' }).click()
  const cart = page.getByRole('dialog', { name: 'Vaša košarica' })
  await expect(cart.getByRole('link', { name: 'Sofa Drava trosjed' })).toBeVisible()
  await settle(page)
  expect(cartReads.value()).toBe(1)

  await cart.getByRole('link', { name: 'Sofa Drava trosjed' }).hover()
  await settle(page)
  await settle(page)
  expect(cartReads.value()).toBe(1)
})
