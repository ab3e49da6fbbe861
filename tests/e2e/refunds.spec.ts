import fs from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { ownerAt, origin, phone } from './admin-session'
import { CheckoutPage, expectFitsWindow } from './checkout-page'
import { createProduct, type OwnProduct } from './test-data'
import { expectAccessible } from './axe'

test.describe.configure({ timeout: 180_000 })

let product: OwnProduct
test.beforeAll(async ({ browser }) => {
  product = await createProduct(browser, { name: `Lampa za povrat ${Date.now().toString(36)}`, price: '89,00', stock: 50 })
})
test.afterAll(async ({ request }) => {
  expect((await request.post('/api/_e2e/reset-rate-limits', { headers: { origin } })).status()).toBe(200)
})

async function buy(page: Page, email: string, payment: RegExp, approve = 'Odobri'): Promise<string> {
  await page.context().addCookies([{ name: 'izlog_consent', value: 'necessary', url: origin }])
  const checkout = new CheckoutPage(page)
  await checkout.addProductAndOpen(product)
  await checkout.fillAddress()
  await page.getByLabel(/^E-pošta za kontakt/).fill(email)
  await checkout.next()
  await checkout.chooseFirstShipping()
  await checkout.next()
  await checkout.choosePayment(payment)
  await checkout.placeOrder()
  if (payment.source.includes('kartič')) await page.getByRole('button', { name: approve, exact: true }).click()
  await checkout.expectSuccess()
  return (await page.getByText(/^Broj narudžbe: /).textContent())!.replace('Broj narudžbe: ', '')
}

async function templatesFor(page: Page, email: string): Promise<string[]> {
  const mails = await page.request.get(`/api/_e2e/outbox?to=${encodeURIComponent(email)}`)
  return ((await mails.json()) as { data: { template: string }[] }).data.map((mail) => mail.template)
}

async function expectFitsAndAccessible(page: Page): Promise<void> {
  await expectAccessible(page)
  await page.setViewportSize(phone)
  await expectAccessible(page)
  await expectFitsWindow(page)
  await page.setViewportSize({ width: 1280, height: 900 })
}

async function refundOneLamp(desk: Page, iban?: string): Promise<void> {
  const refunds = desk.getByRole('region', { name: 'Povrat novca' })
  await refunds.getByLabel(/: količina za povrat/).fill('1')
  if (iban) await refunds.getByLabel('IBAN kupca za povrat').fill(iban)
  await expectFitsAndAccessible(desk)
  await refunds.getByRole('button', { name: 'Izračunaj iznos' }).click()
  await expect(refunds.getByText('Iznos povrata: 89,00 €')).toBeVisible()
  await expectFitsAndAccessible(desk)
  await refunds.getByRole('button', { name: 'Potvrdi povrat' }).click()
  await expect(desk.getByText('Povrat od 89,00 € je zabilježen.')).toBeVisible()
}

test('a card order is refunded from the desk: one line back through the provider, the storno issued, the buyer e-mailed', async ({ page, browser }) => {
  const email = `povrat-kartica-${Date.now().toString(36)}@example.com`
  const number = await buy(page, email, /kartič/i)
  const desk = await ownerAt(browser, `/admin/orders?q=${encodeURIComponent(email)}`)
  await desk.getByRole('link', { name: number }).click()
  await expect(desk.getByRole('heading', { level: 1, name: `Narudžba ${number}` })).toBeVisible()
  await refundOneLamp(desk)

  const refunds = desk.getByRole('region', { name: 'Povrat novca' })
  await expect(refunds.getByRole('table').getByText(/Kroz naplatni servis: Uspješan/)).toBeVisible()
  await expect(refunds.getByText(/^TGR[0-9A-F]{12}$/)).toBeVisible()
  const invoices = desk.getByRole('region', { name: 'Računi' })
  await expect(invoices.getByRole('heading', { name: /^Storno računa \d+\/WEB1\/1 \d+\/WEB1\/1$/ })).toBeVisible()
  await expectFitsAndAccessible(desk)
  expect(await templatesFor(desk, email)).toContain('order.refund.buyer')
  await desk.context().close()
})

test('a paid bank-transfer order is refunded to an IBAN and the payout is in the pain.001 download', async ({ page, browser }) => {
  const email = `povrat-virman-${Date.now().toString(36)}@example.com`
  const number = await buy(page, email, /virman/i)
  const desk = await ownerAt(browser, `/admin/orders?q=${encodeURIComponent(email)}`)
  await desk.getByRole('link', { name: number }).click()
  await desk.getByRole('button', { name: 'Plaćeno', exact: true }).click()
  await expect(desk.getByText('Status je promijenjen, kupcu je poslan e-mail.')).toBeVisible()

  // A wrong check digit is refused before anything is computed.
  const refunds = desk.getByRole('region', { name: 'Povrat novca' })
  await refunds.getByLabel(/: količina za povrat/).fill('1')
  await refunds.getByLabel('IBAN kupca za povrat').fill('HR17 2360 0001 1012 3456 6')
  await refunds.getByRole('button', { name: 'Izračunaj iznos' }).click()
  await expect(desk.getByText('IBAN nije ispravan', { exact: false })).toBeVisible()
  await refundOneLamp(desk, 'HR17 2360 0001 1012 3456 5')
  await expect(refunds.getByRole('table').getByText(/Na račun HR17 … 4565: U tijeku — Čeka izvoz/)).toBeVisible()

  await desk.getByRole('link', { name: 'Povrati na račun (SEPA)' }).click()
  await expect(desk.getByRole('heading', { level: 1, name: 'Povrati na račun (SEPA)' })).toBeVisible()
  await desk.getByRole('button', { name: 'Preuzmi pain.001 za povrate koji čekaju' }).click()
  const downloadLink = desk.getByRole('link', { name: /^Preuzmi datoteku IZLOG-[0-9A-Z-]+ ponovno$/ })
  await expect(downloadLink).toBeVisible()
  const [download] = await Promise.all([desk.waitForEvent('download'), downloadLink.click()])
  const xml = await fs.readFile((await download.path())!, 'utf8')
  expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001.001.03')
  expect(xml).toContain('<IBAN>HR1723600001101234565</IBAN>')
  expect(xml).toContain('<InstdAmt Ccy="EUR">89.00</InstdAmt>')
  expect(xml).toContain(number)
  await expectFitsAndAccessible(desk)

  await desk.getByRole('button', { name: /^Označi datoteku IZLOG-[0-9A-Z-]+ plaćenom$/ }).click()
  await expect(desk.getByText(/^Označeno plaćenim: \d+\. Kupci su obaviješteni e-mailom\.$/)).toBeVisible()
  expect(await templatesFor(desk, email)).toEqual(expect.arrayContaining(['order.refund.buyer', 'order.payout.buyer']))
  await desk.context().close()
})

test('issue 22: a card order paid through the CorvusPay fake is refunded through its refund call', async ({ page, browser }) => {
  const switchCards = async (processor: 'corvuspay' | 'test-gateway') => expect((await page.request.post('/api/_e2e/card-processor', { data: { processor }, headers: { origin } })).status()).toBe(200)
  const calls = async () => ((await (await page.request.get('/api/_e2e/card-processor/calls')).json()) as { data: Record<string, number> }).data
  await switchCards('corvuspay')
  try {
    const email = `povrat-corvus-${Date.now().toString(36)}@example.com`
    // CorvusPay's hosted page (the fake's): "Plati" approves; the signed return and the status API decide.
    const number = await buy(page, email, /kartič/i, 'Plati')
    const before = await calls()
    const desk = await ownerAt(browser, `/admin/orders?q=${encodeURIComponent(email)}`)
    await desk.getByRole('link', { name: number }).click()
    await refundOneLamp(desk)
    const after = await calls()
    expect((after.refund ?? 0) + (after.partial_refund ?? 0)).toBe((before.refund ?? 0) + (before.partial_refund ?? 0) + 1)
    const refunds = desk.getByRole('region', { name: 'Povrat novca' })
    await expect(refunds.getByRole('table').getByText(/Kroz naplatni servis: Uspješan/)).toBeVisible()
    await expect(desk.getByRole('region', { name: 'Računi' }).getByRole('heading', { name: /^Storno računa / })).toBeVisible()
    expect(await templatesFor(desk, email)).toContain('order.refund.buyer')
    await desk.context().close()
  } finally {
    await switchCards('test-gateway')
  }
})
