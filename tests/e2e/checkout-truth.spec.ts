import { expect, test, type Page } from '@playwright/test'
import { CheckoutPage, open, port, SPARE_PRODUCT } from './checkout-page'
import { expectAccessible } from './axe'

test.describe.configure({ timeout: 120_000 })

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'izlog_consent', value: 'necessary', url: `http://localhost:${port}` }])
})

const summary = (page: Page) => page.getByRole('region', { name: 'Sažetak narudžbe' })

async function widestElement(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(...[...document.querySelectorAll('body *')].map((element) => element.getBoundingClientRect().right)))
}

// Issue 20 point 8: the checkout tells the truth about delivery and terms, in a focused frame.
test('the cart leaves delivery to the checkout; a charged delivery never claims free shipping; the terms are one click away', async ({ page }) => {
  await open(page, SPARE_PRODUCT.path)
  await page.getByRole('button', { name: `Dodaj u košaricu: ${SPARE_PRODUCT.name}` }).click()
  const popup = page.getByRole('dialog')
  await expect(popup.getByText('Obračunava se na naplati')).toBeVisible()
  await popup.getByRole('link', { name: 'Idi u košaricu' }).click()
  await expect(page).toHaveURL(/\/kosarica$/)
  await expect(summary(page).getByText('Obračunava se na naplati')).toBeVisible()
  await expect(summary(page).getByText('Ukupno bez dostave')).toBeVisible()
  await expect(summary(page).getByText(/Besplatn/)).toHaveCount(0)

  await summary(page).getByRole('link', { name: 'Na naplatu' }).click()
  const checkout = new CheckoutPage(page)
  await expect(checkout.stepHeading('Adresa')).toBeVisible()
  // The focused frame: logo, secure note, back to the cart; no menu, newsletter or full footer.
  const banner = page.getByRole('banner')
  await expect(banner.getByRole('link', { name: 'Vrtovi Save' })).toBeVisible()
  await expect(banner.getByText('Sigurna naplata', { exact: true })).toBeVisible()
  await expect(banner.getByRole('link', { name: 'Natrag u košaricu' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Koraci naplate' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Newsletter' })).toHaveCount(0)
  await expect(page.getByRole('searchbox')).toHaveCount(0)
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Uvjeti kupnje' })).toHaveAttribute('href', '/uvjeti-kupnje')
  const terms = page.getByRole('group', { name: 'Privole' }).getByRole('link', { name: /^Uvjeti kupnje: dostava, plaćanje/ })
  await expect(terms).toHaveAttribute('href', '/uvjeti-kupnje')
  await expectAccessible(page)
  await page.screenshot({ path: test.info().outputPath('checkout-focused-1280.png'), fullPage: true })

  await checkout.fillAddress()
  await checkout.next()
  await expect(checkout.stepHeading('Dostava')).toBeVisible()
  await page.getByRole('group', { name: 'Način dostave' }).getByRole('radio', { name: /Brza dostava/ }).check()
  await expect(summary(page).getByText('9,90 €')).toBeVisible()
  await expect(summary(page).getByText(/Besplatn/)).toHaveCount(0)

  await page.setViewportSize({ width: 360, height: 800 })
  await expect(banner.getByText('Sigurna naplata', { exact: true })).toBeVisible()
  expect(await widestElement(page)).toBeLessThanOrEqual(360)
  await page.screenshot({ path: test.info().outputPath('checkout-focused-360.png'), fullPage: true })
})

for (const [path, title, text] of [
  ['/uvjeti-kupnje', 'Uvjeti kupnje', 'Jednostrani raskid ugovora u 14 dana'],
  ['/en/terms-of-sale', 'Terms of sale', '14-day right of withdrawal'],
  ['/de/agb', 'Allgemeine Geschäftsbedingungen', '14-tägiges Widerrufsrecht'],
] as const) {
  test(`the terms of sale answer at ${path}: delivery, payment, withdrawal, complaints`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: text })).toBeVisible()
  })
}
