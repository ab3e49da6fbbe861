import { expect, test } from '@playwright/test'
import { ownerAt, phone } from './admin-session'
import { CheckoutPage, open, port } from './checkout-page'
import { expectAccessible } from './axe'

// Issue 20 points 5 and 7: a bundle's part is named by its variant from the picker to the desk,
// and the desk records the parcel (carrier, number, https tracking link) before marking it sent.
const origin = `http://localhost:${port}`

test.describe.configure({ timeout: 240_000 })

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'izlog_consent', value: 'necessary', url: origin }])
})

test.afterAll(async ({ request }) => {
  expect((await request.post('/api/_e2e/reset-rate-limits', { headers: { origin } })).status()).toBe(200)
})

test('a bundle bought with a named variant shows its parts on the desk, which records the shipment', async ({ browser, page }) => {
  await open(page, '/product/paket-dnevni-boravak')
  await page.getByRole('button', { name: 'Dodaj u košaricu: Paket dnevni boravak' }).click()
  const bundle = page.getByRole('dialog', { name: /Prilagodite paket/ })
  const select = bundle.getByLabel(/Odaberite izvedbu: Modularna sofa Sava/)
  await expect(select).toBeVisible()
  const choices = await select.locator('option:not([disabled])').allTextContents()
  expect(choices.length).toBeGreaterThan(1)
  // "Modularna sofa Sava — siva, trosjed — 1.339,00 €", never "Modularna sofa Sava (6)".
  for (const choice of choices) expect(choice).toMatch(/^Modularna sofa Sava — [^()—]+, [^()—]+ — .+€$/)
  const variant = choices[0]!.split(' — ').slice(0, 2).join(' — ')
  await select.selectOption({ label: choices[0]! })
  await bundle.getByRole('button', { name: 'Dodaj u košaricu' }).click()
  const cart = page.getByRole('dialog', { name: 'Vaša košarica' })
  await expect(cart.getByText(`1 × ${variant}`)).toBeVisible()

  const buyer = `parts-${Date.now()}@example.com`
  await open(page, '/naplata')
  const checkout = new CheckoutPage(page)
  await checkout.fillAddress()
  await page.getByLabel(/^E-pošta za kontakt/).fill(buyer)
  await checkout.next()
  await checkout.chooseFirstShipping()
  await checkout.next()
  await checkout.choosePayment(/virman/i)
  await checkout.placeOrder()
  await checkout.expectSuccess()
  const number = (await page.getByText(/^Broj narudžbe: /).textContent())!.replace('Broj narudžbe: ', '')

  const desk = await ownerAt(browser, '/admin/orders')
  await desk.getByLabel('Broj narudžbe ili e-mail').fill(buyer)
  await desk.getByRole('button', { name: 'Primijeni' }).click()
  await desk.getByRole('link', { name: number }).click()
  await expect(desk.getByRole('heading', { level: 1, name: `Narudžba ${number}` })).toBeVisible()
  const parts = desk.getByRole('list', { name: 'Dijelovi paketa Paket dnevni boravak' })
  await expect(parts.getByRole('listitem').filter({ hasText: `1 × ${variant}` })).toBeVisible()
  await expect(parts.getByRole('listitem')).toHaveCount(3)

  const shipment = desk.getByRole('region', { name: 'Pošiljka' })
  await shipment.getByLabel('Dostavna služba', { exact: true }).fill('GLS')
  await shipment.getByLabel('Broj pošiljke', { exact: true }).fill('4711 0815')
  await shipment.getByLabel('Poveznica za praćenje (https://…)').fill('http://gls-group.eu/track/47110815')
  await shipment.getByRole('button', { name: 'Spremi pošiljku' }).click()
  await expect(desk.getByText('Poveznica za praćenje mora biti adresa koja počinje s https://.')).toBeVisible()
  await shipment.getByLabel('Poveznica za praćenje (https://…)').fill('https://gls-group.eu/track/47110815')
  await shipment.getByRole('button', { name: 'Spremi pošiljku' }).click()
  await expect(desk.getByText('Pošiljka je spremljena.')).toBeVisible()
  await expect(desk.getByText(/Pošiljka \(admin@izlog\.local\): GLS · 4711 0815 · https:\/\/gls-group\.eu\/track\/47110815/)).toBeVisible()
  await desk.getByRole('button', { name: 'Poslano', exact: true }).click()
  await expect(desk.getByText('Status je promijenjen, kupcu je poslan e-mail.')).toBeVisible()
  await expect(shipment.getByLabel('Broj pošiljke', { exact: true })).toHaveValue('4711 0815')
  await expectAccessible(desk)
  await desk.screenshot({ path: test.info().outputPath('desk-shipment-desktop.png'), fullPage: true })
  await desk.setViewportSize(phone)
  await desk.screenshot({ path: test.info().outputPath('desk-shipment-360.png'), fullPage: true })
  expect(await desk.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  await desk.context().close()
})
