import { expect, test, type Page } from '@playwright/test'
import { CheckoutPage, open, SPARE_PRODUCT } from './checkout-page'
import { desktop, origin, ownerAt, phone } from './admin-session'
import { expectAccessible } from './axe'

test.describe.configure({ timeout: 180_000 })

// The owner logs in here; the specs after it get a fresh login budget.
test.afterAll(async ({ request }) => {
  expect((await request.post('/api/_e2e/reset-rate-limits', { headers: { origin } })).status()).toBe(200)
})

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'izlog_consent', value: 'necessary', url: origin }])
})

/** axe at 1280 px and at 360 px, with a screenshot of each to look at. */
async function checkBothWidths(page: Page, name: string) {
  for (const [label, size] of [['desktop', desktop], ['phone', phone]] as const) {
    await page.setViewportSize(size)
    await expectAccessible(page)
    await page.screenshot({ path: test.info().outputPath(`${name}-${label}.png`), fullPage: true })
  }
  await page.setViewportSize(desktop)
}

async function setExpressPrice(admin: Page, euros: string) {
  await open(admin, '/admin/delivery')
  await admin.getByRole('row', { name: /Brza dostava/ }).getByRole('link', { name: 'Brza dostava' }).click()
  await expect(admin.getByRole('heading', { level: 1, name: 'Uređivanje: Brza dostava' })).toBeVisible()
  await admin.getByLabel('Cijena (€)').fill(euros)
  await admin.getByRole('button', { name: 'Spremi' }).click()
  await expect(admin.getByText('Spremljeno: Brza dostava.')).toBeVisible()
}

test('the owner changes a delivery price in the admin and the checkout shows it', async ({ browser, page }) => {
  const admin = await ownerAt(browser, '/admin/delivery')
  await expect(admin.getByRole('heading', { level: 1, name: 'Načini dostave' })).toBeVisible()
  await expect(admin.getByRole('row', { name: /Brza dostava/ })).toContainText('9,90 €')
  await checkBothWidths(admin, 'delivery-list')
  await admin.getByRole('row', { name: /Osobno preuzimanje/ }).getByRole('link', { name: 'Osobno preuzimanje' }).click()
  await expect(admin.getByRole('heading', { level: 1, name: 'Uređivanje: Osobno preuzimanje' })).toBeVisible()
  await expect(admin.getByLabel('Naziv poslovnice').first()).toHaveValue(/Zagreb/)
  await checkBothWidths(admin, 'delivery-edit')

  await setExpressPrice(admin, '7,45')
  await expect(admin.getByRole('row', { name: /Brza dostava/ })).toContainText('7,45 €')

  const checkout = new CheckoutPage(page)
  await checkout.addProductAndOpen(SPARE_PRODUCT)
  await checkout.fillAddress()
  await checkout.next()
  await expect(checkout.stepHeading('Dostava')).toBeVisible()
  const methods = page.getByRole('group', { name: 'Način dostave' })
  await expect(methods.getByText('Brza dostava')).toBeVisible()
  await expect(methods.locator('.checkout-choice', { hasText: 'Brza dostava' })).toContainText('7,45 €')

  // Back to the seeded price for the specs that follow.
  await setExpressPrice(admin, '9,90')
  await admin.context().close()
})

test('the owner edits a payment method and sees the provider settings live in the environment', async ({ browser }) => {
  const admin = await ownerAt(browser, '/admin/payment-methods')
  await expect(admin.getByRole('heading', { level: 1, name: 'Načini plaćanja' })).toBeVisible()
  await expect(admin.getByRole('row', { name: /Plaćanje pouzećem/ })).toContainText('Pouzeće')
  await expect(admin.getByText('Nije postavljeno: radi lokalni testni pristupnik').first()).toBeVisible()
  await checkBothWidths(admin, 'payment-list')
  await admin.getByRole('link', { name: 'Novi način plaćanja' }).click()
  await expect(admin.getByRole('heading', { level: 1, name: 'Novi način plaćanja' })).toBeVisible()
  await admin.getByLabel('Šifra').fill('X Y')
  await admin.getByRole('button', { name: 'Spremi' }).click()
  await expect(admin.getByText('Šifra smije imati 2–40 malih slova, brojki, - i _.')).toBeVisible()
  await checkBothWidths(admin, 'payment-new')
  await admin.getByRole('link', { name: 'Natrag na načine plaćanja' }).click()
  const bank = admin.getByRole('row', { name: /Uplata na račun/ })
  await bank.getByRole('button', { name: 'Isključi: Uplata na račun (virman)' }).click()
  await expect(bank).toContainText('Isključen')
  await bank.getByRole('button', { name: 'Uključi: Uplata na račun (virman)' }).click()
  await expect(bank).toContainText('Uključen')
  await admin.context().close()
})
