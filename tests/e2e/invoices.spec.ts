import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { pdfImages, pdfTextLines, readQrCode } from '../../server/documents/pdf-inspect.test-helpers'
import { emlAttachments, emlHeaders } from '../../server/mail/eml-reading.test-helpers'
import { ownerAt } from './admin-session'
import { CheckoutPage, open, port } from './checkout-page'
import { createProduct, type OwnProduct } from './test-data'
import { expectAccessible } from './axe'

/** Issue 21: a card sale yields a fiscalised invoice the buyer gets by e-mail, finds in the profile, and the desk shows. */
const origin = `http://localhost:${port}`
const MEMBER = { email: 'kupac@izlog.local', password: 'izlog-kupac-demo' }
const mailDir = () => path.join(fs.readFileSync(path.join(os.tmpdir(), `izlog-e2e-${port}.datadir`), 'utf8').trim(), 'mail')

test.describe.configure({ timeout: 120_000 })

let product: OwnProduct
test.beforeAll(async ({ browser }) => {
  product = await createProduct(browser, { name: `Svjetiljka za račune ${Date.now().toString(36)}`, price: '89,90', stock: 50 })
})

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'izlog_consent', value: 'necessary', url: origin }])
})

/** The member, signed in on the page's context, buys the spec's product by card and the test gateway approves. */
async function buyByCard(page: Page): Promise<string> {
  expect((await page.request.post(`${origin}/api/_e2e/reset-rate-limits`, { headers: { origin } })).status()).toBe(200)
  expect((await page.request.post(`${origin}/api/auth/login`, { data: { username: MEMBER.email, password: MEMBER.password }, headers: { origin } })).status()).toBe(200)
  const checkout = new CheckoutPage(page)
  await checkout.addProductAndOpen(product)
  const saved = page.getByRole('group', { name: 'Spremljene adrese' })
  if (await saved.isVisible()) await saved.getByRole('radio').first().check()
  else await checkout.fillAddress()
  for (const consent of await page.getByRole('group', { name: 'Privole' }).getByRole('checkbox').all()) await consent.check()
  await checkout.next()
  await checkout.chooseFirstShipping()
  await checkout.next()
  await checkout.choosePayment(/kartič/i)
  await checkout.placeOrder()
  await expect(page).toHaveURL(/\/_gateway\/hpf$/)
  await page.getByRole('button', { name: 'Odobri' }).click()
  await checkout.expectSuccess()
  return (await page.getByText(/^Broj narudžbe: /).textContent())!.replace('Broj narudžbe: ', '')
}

/** The invoice e-mail the outbox wrote for the order, once it is there. */
async function invoiceMail(orderNumber: string) {
  let found: { subject: string; pdf: Buffer } | null = null
  await expect
    .poll(
      () => {
        for (const file of fs.existsSync(mailDir()) ? fs.readdirSync(mailDir()).filter((name) => name.endsWith('.eml')) : []) {
          const raw = fs.readFileSync(path.join(mailDir(), file), 'latin1')
          const subject = emlHeaders(raw).get('subject') ?? ''
          const pdf = emlAttachments(raw).find((attachment) => attachment.contentType === 'application/pdf')
          if (subject.endsWith(`za narudžbu ${orderNumber}`) && pdf) found = { subject, pdf: pdf.content }
        }
        return found !== null
      },
      { timeout: 30_000 },
    )
    .toBe(true)
  return found!
}

test('a card order yields the invoice: e-mailed as a PDF whose QR code is the verification link, in the profile, and with its JIR at the desk', async ({ page, browser }) => {
  const orderNumber = await buyByCard(page)

  // The e-mail: the invoice PDF attached, fiscalised against the built-in fake CIS.
  const mail = await invoiceMail(orderNumber)
  const invoiceNumber = /^Račun (\S+) za narudžbu/.exec(mail.subject)?.[1] ?? ''
  expect(invoiceNumber).toMatch(/^\d+\/[A-Za-z0-9]+\/\d+$/)
  const pdf = new Uint8Array(mail.pdf)
  const lines = await pdfTextLines(pdf)
  const jir = lines.map((line) => /^JIR: ([0-9a-f-]{36})$/.exec(line)?.[1]).find(Boolean) ?? ''
  expect(jir, 'the e-mailed invoice carries its JIR').not.toBe('')
  expect(lines).toEqual(expect.arrayContaining([`Račun ${invoiceNumber}`, `Narudžba: ${orderNumber}`, 'Način plaćanja: Kartica (K)']))
  const total = lines.map((line) => /^Ukupno (.+) €$/.exec(line.replace(/\u00a0/g, ' '))?.[1]).find(Boolean) ?? ''
  const cents = total.replace(/\./g, '').replace(',', '')
  expect(readQrCode((await pdfImages(pdf))[0]!)).toMatch(new RegExp(`^https://porezna\\.gov\\.hr/rn\\?jir=${jir}&datv=\\d{8}_\\d{4}&izn=${cents}$`))

  // The profile: the order lists its invoice, which downloads as the same invoice.
  await open(page, '/profil')
  await page.getByRole('link', { name: orderNumber, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Narudžba ${orderNumber}` })).toBeVisible()
  const link = page.getByRole('link', { name: `Račun ${invoiceNumber} (PDF)` })
  await expect(link).toBeVisible()
  await expect(page.getByRole('link', { name: `Potvrda narudžbe ${orderNumber} (PDF)` })).toBeVisible()
  await expectAccessible(page)
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  expect(download.suggestedFilename()).toBe(`racun-${invoiceNumber.replaceAll('/', '-')}.pdf`)
  expect(await pdfTextLines(new Uint8Array(fs.readFileSync(await download.path())))).toContain(`JIR: ${jir}`)

  // The order desk: the order's invoice with its JIR, and the same PDF to download.
  const desk = await ownerAt(browser, '/admin/orders')
  await desk.getByLabel('Broj narudžbe ili e-mail').fill(orderNumber)
  await desk.getByRole('button', { name: 'Primijeni' }).click()
  await desk.getByRole('link', { name: orderNumber }).click()
  await expect(desk.getByRole('heading', { level: 1, name: `Narudžba ${orderNumber}` })).toBeVisible()
  await expect(desk.getByText(jir)).toBeVisible()
  await expect(desk.getByRole('link', { name: `Račun ${invoiceNumber} (PDF)` })).toBeVisible()
  await expectAccessible(desk)
  await desk.context().close()
})
