import { expect, test, type Locator } from '@playwright/test'
import { ownerAt, origin } from './admin-session'
import { CheckoutPage } from './checkout-page'
import { createProduct, type OwnProduct } from './test-data'
import { expectAccessible } from './axe'

test.describe.configure({ timeout: 120_000 })

let product: OwnProduct
test.beforeAll(async ({ browser }) => {
  product = await createProduct(browser, { name: `Lampa za racune ${Date.now().toString(36)}`, price: '89,00', stock: 50 })
})
test.afterAll(async ({ request }) => {
  expect((await request.post('/api/_e2e/reset-rate-limits', { headers: { origin } })).status()).toBe(200)
})

/** Fiscalised; on a busy machine the fake CIS may miss the 2 s the demo waits, and the desk sends it again. */
async function expectFiscalised(invoice: Locator): Promise<void> {
  if (await invoice.getByText('čeka JIR').isVisible()) await invoice.getByRole('button', { name: 'Pošalji ponovno' }).click()
  await expect(invoice.getByText('fiskaliziran')).toBeVisible()
}

test('a card order’s invoice is fiscalised at the approval; the desk shows its JIR and issues a storno after a confirmation', async ({ page, browser }) => {
  await page.context().addCookies([{ name: 'izlog_consent', value: 'necessary', url: origin }])
  const email = `racun-${Date.now().toString(36)}@example.com`
  const checkout = new CheckoutPage(page)
  await checkout.addProductAndOpen(product)
  await checkout.fillAddress()
  await page.getByLabel(/^E-pošta za kontakt/).fill(email)
  await checkout.next()
  await checkout.chooseFirstShipping()
  await checkout.next()
  await checkout.choosePayment(/kartič/i)
  await checkout.placeOrder()
  await page.getByRole('button', { name: 'Odobri' }).click()
  await checkout.expectSuccess()

  // The owner finds the order by the buyer's e-mail, from the order list.
  const desk = await ownerAt(browser, `/admin/orders?q=${encodeURIComponent(email)}`)
  await desk.getByRole('table').getByRole('link').first().click()
  const invoices = desk.getByRole('region', { name: 'Računi' })
  const invoice = invoices.getByRole('article').first()
  await expect(invoice.getByRole('heading', { name: /^Račun \d+\/WEB1\/1$/ })).toBeVisible()
  await expectFiscalised(invoice)
  await expect(invoice.getByText(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)).toBeVisible() // the JIR
  await expect(invoice.getByText(/^[0-9a-f]{32}$/)).toBeVisible() // the ZKI
  await expectAccessible(desk)

  // A storno needs the confirmation: dismissed, nothing is issued; accepted, the storno is there.
  await invoice.getByText('Storniraj', { exact: true }).click()
  desk.once('dialog', (dialog) => void dialog.dismiss())
  await invoice.getByRole('button', { name: 'Storniraj cijeli račun' }).click()
  await expect(invoices.getByRole('article')).toHaveCount(1)
  desk.once('dialog', (dialog) => void dialog.accept())
  await invoice.getByRole('button', { name: 'Storniraj cijeli račun' }).click()
  await expect(desk.getByText(/^Storno račun \d+\/WEB1\/1 je izdan\.$/)).toBeVisible()
  const storno = invoices.getByRole('article').nth(1)
  await expect(storno.getByRole('heading', { name: /^Storno računa \d+\/WEB1\/1 \d+\/WEB1\/1$/ })).toBeVisible()
  await expectFiscalised(storno)
  await expect(storno.getByText(/^-\s?89,00\s€$|^−89,00\s€$/)).toBeVisible()
  await desk.context().close()
})

test('the invoice settings show the demo seller and certificate, and refuse a wrong OIB with a message beside the field', async ({ browser }) => {
  const page = await ownerAt(browser, '/admin/invoicing')
  await expect(page.getByRole('heading', { name: 'Računi i fiskalizacija' })).toBeVisible()
  await expect(page.getByLabel('Naziv', { exact: true })).toHaveValue('Gradnja Sava d.o.o.')
  const certificate = page.getByRole('region', { name: 'Fiskalni certifikat' })
  await expect(certificate.getByText(/demo certifikat/)).toBeVisible()
  await expect(certificate.getByText('Vrijedi do')).toBeVisible()
  await expectAccessible(page)

  await page.getByLabel('OIB operatera (web trgovina)').fill('12345678901')
  await page.getByRole('button', { name: 'Spremi postavke računa' }).click()
  await expect(page.getByText('Provjerite označena polja.')).toBeVisible()
  await expect(page.getByText('OIB nije ispravan.')).toBeVisible()
  await expect(page.getByLabel('OIB operatera (web trgovina)')).toHaveAttribute('aria-invalid', 'true')
  await page.context().close()
})
