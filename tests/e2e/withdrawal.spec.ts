import fs from 'node:fs/promises'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { desktop, origin, ownerAt, phone } from './admin-session'
import { CheckoutPage } from './checkout-page'
import { createProduct, type OwnProduct } from './test-data'
import { expectAccessible } from './axe'

test.describe.configure({ timeout: 180_000 })

const onePixelPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

let product: OwnProduct
test.beforeAll(async ({ browser }) => {
  product = await createProduct(browser, { name: `Vaza za raskid ${Date.now().toString(36)}`, price: '45,00', stock: 50 })
})
test.afterAll(async ({ request }) => {
  expect((await request.post('/api/_e2e/reset-rate-limits', { headers: { origin } })).status()).toBe(200)
})

async function expectFits(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
}

/**
 * A guest buys the product, by bank transfer or by card through the CorvusPay fake's hosted page
 * ("Plati"); the owner marks it paid (bank transfer), sent and delivered on the desk. Returns the
 * order number.
 */
async function deliveredGuestOrder(page: Page, browser: Browser, email: string, payment: 'bank' | 'corvuspay' = 'bank'): Promise<string> {
  await page.context().addCookies([{ name: 'izlog_consent', value: 'necessary', url: origin }])
  const checkout = new CheckoutPage(page)
  await checkout.addProductAndOpen(product)
  await checkout.fillAddress()
  await page.getByLabel(/^E-pošta za kontakt/).fill(email)
  await checkout.next()
  await checkout.chooseFirstShipping()
  await checkout.next()
  await checkout.choosePayment(payment === 'bank' ? /virman/i : /kartič/i)
  await checkout.placeOrder()
  if (payment === 'corvuspay') await page.getByRole('button', { name: 'Plati', exact: true }).click()
  await checkout.expectSuccess()
  const desk = await ownerAt(browser, `/admin/orders?q=${encodeURIComponent(email)}`)
  const link = desk.getByRole('table').getByRole('link').first()
  const number = (await link.textContent())?.trim() ?? ''
  await link.click()
  for (const status of payment === 'bank' ? ['Plaćeno', 'Poslano', 'Dostavljeno'] : ['Poslano', 'Dostavljeno']) {
    await desk.getByRole('button', { name: status, exact: true }).click()
    await expect(desk.getByText('Status je promijenjen, kupcu je poslan e-mail.')).toBeVisible()
    await expect(desk.getByRole('button', { name: status, exact: true })).toHaveCount(0)
  }
  await desk.context().close()
  return number
}

async function findOrder(page: Page, number: string, email: string) {
  await page.getByLabel('Broj narudžbe').fill(number)
  await page.getByLabel('E-mail adresa iz narudžbe').fill(email)
  await page.getByRole('button', { name: 'Pronađi narudžbu' }).click()
}

const switchCards = async (page: Page, processor: 'corvuspay' | 'test-gateway') =>
  expect((await page.request.post('/api/_e2e/card-processor', { data: { processor }, headers: { origin } })).status()).toBe(200)
const cardProcessorCalls = async (page: Page) => ((await (await page.request.get('/api/_e2e/card-processor/calls')).json()) as { data: Record<string, number> }).data

// Issue 22's "Done means" in one go: footer link → two-step withdrawal → acknowledgement in the outbox →
// goods received → a refund from the case through the CorvusPay fake's refund call → storno → the buyer's e-mail.
for (const viewport of [desktop, phone]) {
  test(`a guest withdraws from a delivered card order from the footer link; the owner receives the goods and refunds it through CorvusPay (${viewport.width} px)`, async ({ page, browser }) => {
    await page.setViewportSize(viewport)
    await switchCards(page, 'corvuspay')
    try {
      const email = `raskid-${viewport.width}-${Date.now().toString(36)}@example.com`
      const number = await deliveredGuestOrder(page, browser, email, 'corvuspay')

      await page.goto('/')
      await page.getByRole('contentinfo').getByRole('link', { name: 'Raskid ugovora ovdje' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Raskid ugovora' })).toBeVisible()
      await expectAccessible(page)
      await expectFits(page, viewport.width)
      await findOrder(page, number, email)
      await expect(page.getByRole('heading', { name: 'Korak 1 od 2: izjava o raskidu' })).toBeVisible()
      await page.getByLabel('Ime i prezime').fill('Ana Marija Horvat')
      await page.getByLabel('Napomena (nije obavezno)').fill('Vaza ne odgovara prostoru.')
      await expectAccessible(page)
      await expectFits(page, viewport.width)
      await page.getByRole('button', { name: 'Dalje' }).click()
      await expect(page.getByRole('heading', { name: 'Korak 2 od 2: potvrda' })).toBeVisible()
      await page.getByRole('button', { name: 'Potvrdi raskid' }).click()
      await expect(page.getByText(/^Izjava o raskidu zaprimljena je .+ u \d{1,2}:\d{2}\./)).toBeVisible()
      await expectAccessible(page)

      const mails = ((await (await page.request.get(`/api/_e2e/outbox?to=${encodeURIComponent(email)}`)).json()) as { data: { template: string; vars: Record<string, string> }[] }).data
      const ack = mails.find((mail) => mail.template === 'case.withdrawal.buyer')
      expect(ack?.vars).toMatchObject({ orderNumber: number, statement: 'Vaza ne odgovara prostoru.', buyerName: 'Ana Marija Horvat' })
      expect(ack?.vars.caseTime).toMatch(/^\d{1,2}:\d{2}$/)

      const desk = await ownerAt(browser, '/admin/cases?kind=withdrawal', viewport)
      await expect(desk.getByRole('heading', { name: 'Raskidi i reklamacije' })).toBeVisible()
      await expectAccessible(desk)
      await expectFits(desk, viewport.width)
      await desk.getByRole('link', { name: number }).first().click()
      const cases = desk.getByRole('region', { name: 'Raskidi i reklamacije' })
      await cases.getByRole('button', { name: 'Spremi primitak robe' }).first().click()
      await expect(cases.getByRole('heading', { name: /Raskid #\d+ · Roba vraćena/ })).toBeVisible()
      await expectAccessible(desk)
      await expectFits(desk, viewport.width)

      // The refund form settles the open withdrawal and fills in its line.
      const refunds = desk.getByRole('region', { name: 'Povrat novca' })
      await expect(refunds.getByLabel('Raskid ugovora koji ovaj povrat rješava')).toHaveValue(/\d+/)
      await expect(refunds.getByLabel(/: količina za povrat/)).toHaveValue('1')
      const before = await cardProcessorCalls(page)
      await refunds.getByRole('button', { name: 'Izračunaj iznos' }).click()
      await expect(refunds.getByText('Iznos povrata: 45,00 €')).toBeVisible()
      await expectAccessible(desk)
      await expectFits(desk, viewport.width)
      await refunds.getByRole('button', { name: 'Potvrdi povrat' }).click()
      await expect(desk.getByText('Povrat od 45,00 € je zabilježen.')).toBeVisible()
      const after = await cardProcessorCalls(page)
      expect((after.refund ?? 0) + (after.partial_refund ?? 0)).toBe((before.refund ?? 0) + (before.partial_refund ?? 0) + 1)
      await expect(refunds.getByRole('table').getByText(/Kroz naplatni servis: Uspješan/)).toBeVisible()
      await expect(cases.getByRole('heading', { name: /Raskid #\d+ · Novac vraćen/ })).toBeVisible()
      await expect(desk.getByRole('region', { name: 'Računi' }).getByRole('heading', { name: /^Storno računa / })).toBeVisible()
      await expectAccessible(desk)
      await expectFits(desk, viewport.width)
      const templates = ((await (await page.request.get(`/api/_e2e/outbox?to=${encodeURIComponent(email)}`)).json()) as { data: { template: string }[] }).data.map((mail) => mail.template)
      expect(templates).toEqual(expect.arrayContaining(['case.goods.buyer', 'order.refund.buyer']))
      await desk.context().close()
    } finally {
      await switchCards(page, 'test-gateway')
    }
  })
}

test('a complaint with a reply: the buyer sends it, the owner answers, the answer is e-mailed and kept', async ({ page, browser }) => {
  const email = `reklamacija-${Date.now().toString(36)}@example.com`
  const number = await deliveredGuestOrder(page, browser, email)
  await page.goto('/reklamacija')
  await findOrder(page, number, email)
  await page.getByLabel('Ime i prezime').fill('Ana Marija Horvat')
  await page.getByLabel(/^Opis nedostatka/).fill('Vaza je stigla napuknuta.')
  await page.getByLabel(/^Fotografije/).setInputFiles({ name: 'napuknuta-vaza.png', mimeType: 'image/png', buffer: onePixelPng })
  await expect(page.getByText('Priložene fotografije: napuknuta-vaza.png')).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Pošalji reklamaciju' }).click()
  await expect(page.getByText(/^Reklamacija je zaprimljena .+ Odgovorit ćemo do/)).toBeVisible()

  const desk = await ownerAt(browser, '/admin/cases?kind=complaint')
  await desk.getByRole('link', { name: number }).first().click()
  const cases = desk.getByRole('region', { name: 'Raskidi i reklamacije' })
  const download = desk.waitForEvent('download')
  await cases.getByRole('link', { name: 'napuknuta-vaza.png' }).click()
  const photo = await download
  expect(photo.suggestedFilename()).toBe('napuknuta-vaza.png')
  expect((await fs.readFile(await photo.path())).equals(onePixelPng)).toBe(true)
  await cases.getByLabel('Odgovor kupcu').fill('Šaljemo Vam novu vazu.')
  await cases.getByRole('button', { name: 'Pošalji odgovor' }).click()
  await expect(cases.getByText(/Odgovor poslan .+ Šaljemo Vam novu vazu\./)).toBeVisible()
  await expectAccessible(desk)
  const mails = ((await (await page.request.get(`/api/_e2e/outbox?to=${encodeURIComponent(email)}`)).json()) as { data: { template: string; vars: Record<string, string> }[] }).data
  expect(mails.find((mail) => mail.template === 'case.reply.buyer')?.vars).toMatchObject({ reply: 'Šaljemo Vam novu vazu.', orderNumber: number })
  await desk.context().close()
})
