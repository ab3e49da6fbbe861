import { expect, test, type Locator, type Page } from '@playwright/test'
import { CheckoutPage, expectFitsWindow, open, SPARE_PRODUCT } from './checkout-page'
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

test('the owner creates a coupon in the admin and a shopper gets its discount in the cart', async ({ browser, page }) => {
  const code = `JESEN${Date.now() % 100_000}`
  const admin = await ownerAt(browser, '/admin/coupons')
  await expect(admin.getByRole('heading', { level: 1, name: 'Kuponi' })).toBeVisible()
  await checkBothWidths(admin, 'coupons')
  await admin.getByRole('link', { name: 'Novi kupon' }).click()
  await expect(admin.getByRole('heading', { level: 1, name: 'Novi kupon' })).toBeVisible()
  await checkBothWidths(admin, 'coupon-new')
  await admin.getByLabel('Kod', { exact: true }).fill('x')
  await admin.getByRole('button', { name: 'Spremi kupon' }).click()
  await expect(admin.getByText('Kod ima 3–40 znakova: slova, brojke, - i _.')).toBeVisible()
  await admin.getByLabel('Kod', { exact: true }).fill(code.toLowerCase())
  await admin.getByLabel('Vrsta popusta').selectOption('percentage')
  await admin.getByLabel('Popust', { exact: true }).fill('15')
  await admin.getByRole('button', { name: 'Spremi kupon' }).click()
  await expect(admin.getByText(`Kupon ${code} je spremljen.`)).toBeVisible()
  await admin.getByLabel('Pretraži').fill(code)
  await admin.getByRole('button', { name: 'Primijeni' }).click()
  const row = admin.getByRole('row', { name: new RegExp(code) })
  await expect(row).toContainText('15 %')
  await expect(row).toContainText('Aktivan')
  await row.getByRole('link', { name: code }).click()
  await expect(admin.getByRole('heading', { level: 1, name: `Uredi kupon ${code}` })).toBeVisible()
  await checkBothWidths(admin, 'coupon-edit')

  await open(page, SPARE_PRODUCT.path)
  await page.getByRole('button', { name: `Dodaj u košaricu: ${SPARE_PRODUCT.name}` }).click()
  await expect(page.getByRole('banner').getByRole('link', { name: /Košarica, proizvoda: 1/ })).toBeVisible()
  await open(page, '/kosarica')
  await page.getByLabel('Kod kupona').fill(code.toLowerCase())
  await page.getByRole('button', { name: 'Primijeni kupon' }).click()
  await expect(page.getByText(`Popust s kuponom (${code})`)).toBeVisible()
  await admin.context().close()
})

test("the dashboard shows today's order after a shopper places it; customers open at both widths", async ({ browser, page }) => {
  const admin = await ownerAt(browser, '/admin')
  const todayOrders = admin.getByTestId('today-orders')
  const before = Number(await todayOrders.locator('.admin-stat__value').textContent())
  await expect(admin.getByRole('img', { name: /Prodaja u zadnjih 30 dana/ })).toBeVisible()
  await checkBothWidths(admin, 'dashboard')

  const checkout = new CheckoutPage(page)
  await checkout.addProductAndOpen(SPARE_PRODUCT)
  await checkout.fillAddress()
  await page.getByLabel(/^E-pošta za kontakt/).fill(`dashboard-${Date.now()}@example.com`)
  await checkout.next()
  await checkout.chooseFirstShipping()
  await checkout.next()
  await checkout.choosePayment(/virman/i)
  await checkout.placeOrder()
  await checkout.expectSuccess()

  await open(admin, '/admin')
  await expect(todayOrders.locator('.admin-stat__value')).toHaveText(String(before + 1))
  await admin.getByText('Prodaja po danima').click()
  await expect(admin.getByRole('table').first()).toBeVisible()

  await open(admin, '/admin/customers')
  await expect(admin.getByRole('heading', { level: 1, name: 'Kupci' })).toBeVisible()
  await checkBothWidths(admin, 'customers')
  await admin.getByLabel('E-mail ili ime').fill('kupac@izlog.local')
  await admin.getByRole('button', { name: 'Pretraži' }).click()
  await admin.getByRole('link', { name: 'kupac@izlog.local' }).click()
  await expect(admin.getByRole('heading', { level: 2, name: 'Narudžbe' })).toBeVisible()
  await checkBothWidths(admin, 'customer')
  await admin.context().close()
})

test('the owner adds a backoffice user with a one-time password, changes their scopes and removes them', async ({ browser }) => {
  const email = `prodaja-${Date.now()}@example.com`
  const admin = await ownerAt(browser, '/admin/users')
  await expect(admin.getByRole('heading', { level: 1, name: 'Korisnici administracije' })).toBeVisible()
  await admin.getByLabel('E-mail', { exact: true }).fill(email)
  await admin.getByRole('group', { name: 'Ovlasti', exact: true }).getByLabel('Narudžbe').check()
  await admin.getByRole('button', { name: 'Dodaj korisnika' }).click()
  await expect(admin.getByRole('status')).toContainText(`Korisnik ${email} je dodan. Lozinka (prikazuje se samo sada):`)
  await checkBothWidths(admin, 'users')
  const card = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: email }) })
  await card.getByLabel('Katalog').check()
  await card.getByRole('button', { name: 'Spremi ovlasti' }).click()
  await expect(admin.getByText('Ovlasti su spremljene.')).toBeVisible()
  await expect(card.getByLabel('Katalog')).toBeChecked()
  await card.getByRole('button', { name: 'Ukloni iz administracije' }).click()
  await expect(admin.getByText('Korisnik više nema pristup administraciji.')).toBeVisible()
  await expect(admin.getByRole('heading', { name: email })).toHaveCount(0)
  await admin.context().close()
})

test('the owner checks a member-card CSV (row errors listed), then imports a clean one', async ({ browser }) => {
  const admin = await ownerAt(browser, '/admin/member-cards')
  await expect(admin.getByRole('heading', { level: 1, name: 'Članske kartice' })).toBeVisible()
  const stamp = String(Date.now()).slice(-8)
  const file = (text: string) => ({ name: 'kartice.csv', mimeType: 'text/csv', buffer: Buffer.from(text) })
  await admin.getByLabel('CSV datoteka').setInputFiles(file(`barcode,name\n99${stamp}01,Ana\nabc,Ivo\n`))
  await admin.getByRole('button', { name: 'Provjeri (bez uvoza)' }).click()
  await expect(admin.getByRole('alert')).toContainText('Broj kartice mora imati 8–20 znamenki.')
  await checkBothWidths(admin, 'member-cards-errors')
  await admin.getByLabel('CSV datoteka').setInputFiles(file(`99${stamp}01;Ana Horvat;2099-12-31\n`))
  await admin.getByRole('button', { name: 'Uvezi' }).click()
  await expect(admin.getByRole('status')).toContainText('Uvoz je gotov.')
  await admin.getByLabel('Broj kartice').fill(`99${stamp}01`)
  await admin.getByRole('button', { name: 'Pretraži' }).click()
  await expect(admin.getByRole('row', { name: new RegExp(`99${stamp}01`) })).toContainText('Ana Horvat')
  await checkBothWidths(admin, 'member-cards')
  await admin.context().close()
})

/** A box's height is one line of its text (two lines would be at least twice the font size). */
async function expectOneLine(locator: Locator) {
  const { height, fontSize } = await locator.evaluate((element) => ({
    height: element.getBoundingClientRect().height,
    fontSize: Number.parseFloat(getComputedStyle(element).fontSize),
  }))
  expect(height).toBeLessThan(fontSize * 1.9)
}

/** The table's body rows (the header row has no cells). */
const bodyRows = (page: Page, table: Locator) => table.getByRole('row').filter({ has: page.getByRole('cell') })

/**
 * At 360 px an admin list is cards: each row narrower than the window, one under the other; Chromium itself (not only Playwright's reading of the tags) still sees
 * rows and cells, the page is no wider than the window and axe finds nothing.
 */
async function expectCards(page: Page, table: Locator, name: string) {
  const rows = bodyRows(page, table)
  expect(await rows.count()).toBeGreaterThan(1)
  const [first, second] = [await rows.nth(0).boundingBox(), await rows.nth(1).boundingBox()]
  if (!first || !second) throw new Error('the first two rows are not shown')
  expect(first.width).toBeLessThan(phone.width)
  expect(second.y).toBeGreaterThan(first.y + first.height)
  const cdp = await page.context().newCDPSession(page)
  const { nodes } = await cdp.send('Accessibility.getFullAXTree')
  const roles = nodes.map((node) => String(node.role?.value))
  expect(roles.filter((role) => role === 'row').length).toBe(await table.getByRole('row').count())
  expect(roles).toContain('cell')
  expect(roles).toContain('columnheader')
  await cdp.detach()
  await expectFitsWindow(page)
  await expectAccessible(page)
  await page.screenshot({ path: test.info().outputPath(`${name}-cards.png`), fullPage: true })
}

test('admin lists are cards on a phone, with order numbers and statuses on one line at both widths', async ({ browser }) => {
  const admin = await ownerAt(browser, '/admin/orders', phone)
  const orders = admin.getByRole('table')
  await expectCards(admin, orders, 'orders')
  const firstOrder = bodyRows(admin, orders).first()
  await expectOneLine(firstOrder.getByRole('rowheader').getByRole('link'))
  const total = firstOrder.getByRole('cell').last()
  await expect(total).toHaveAttribute('data-label', 'Ukupno')
  expect(await total.evaluate((cell) => getComputedStyle(cell, '::before').content)).toContain('Ukupno')

  await admin.setViewportSize(desktop)
  for (const row of (await bodyRows(admin, orders).all()).slice(0, 5)) {
    await expectOneLine(row.getByRole('rowheader').getByRole('link'))
    await expectOneLine(row.getByRole('cell').nth(0).locator('time'))
    await expectOneLine(row.getByRole('cell').nth(2).locator('span'))
  }
  await admin.screenshot({ path: test.info().outputPath('orders-desktop.png'), fullPage: true })

  await open(admin, '/admin/delivery')
  await admin.setViewportSize(phone)
  await expectCards(admin, admin.getByRole('table'), 'delivery')
  await admin.setViewportSize(desktop)
  await admin.screenshot({ path: test.info().outputPath('delivery-desktop.png'), fullPage: true })
  await admin.context().close()
})
