import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from './axe'

const port = Number(process.env.E2E_PORT ?? 3210)
const CUSTOMER = { email: 'kupac@izlog.local', password: 'izlog-kupac-demo', card: '3850000000019' }

async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
}

async function login(page: Page) {
  await open(page, '/prijava')
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Prijavi se' }) })
  await form.getByLabel('E-pošta').fill(CUSTOMER.email)
  await form.getByLabel('Lozinka').fill(CUSTOMER.password)
  await form.getByRole('button', { name: 'Prijavi se' }).click()
  await expect(page).toHaveURL(new RegExp(`^http://localhost:${port}/$`))
}

const header = (page: Page) => page.getByRole('banner')
const cartDialog = (page: Page) => page.getByRole('dialog', { name: 'Vaša košarica' })

test.describe.configure({ timeout: 90_000 })

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'izlog_consent', value: 'necessary', url: `http://localhost:${port}` }])
})

test('a shopper adds a simple, a configurable and a bundle product, changes quantities and uses a coupon', async ({ page }) => {
  await open(page, '/product/sofa-drava-trosjed')
  const add = page.getByRole('button', { name: 'Dodaj u košaricu: Sofa Drava trosjed' })
  await add.click()
  // Site option cart-addition 2: the cart modal opens; Escape closes it and focus returns.
  await expect(cartDialog(page)).toBeVisible()
  await expect(cartDialog(page).getByRole('link', { name: 'Sofa Drava trosjed' })).toBeVisible()
  await expectAccessible(page)
  await page.keyboard.press('Escape')
  await expect(cartDialog(page)).toBeHidden()
  await expect(add).toBeFocused()
  await expect(header(page).getByRole('link', { name: 'Košarica, proizvoda: 1' })).toBeVisible()

  await open(page, '/product/modularna-sofa-sava')
  await page.getByRole('button', { name: 'Dodaj u košaricu: Modularna sofa Sava' }).click()
  await expect(cartDialog(page)).toBeVisible()
  await cartDialog(page).getByRole('button', { name: 'Nastavi kupovinu' }).click()
  await expect(header(page).getByRole('link', { name: 'Košarica, proizvoda: 2' })).toBeVisible()

  await open(page, '/product/paket-dnevni-boravak')
  await page.getByRole('button', { name: 'Dodaj u košaricu: Paket dnevni boravak' }).click()
  const bundle = page.getByRole('dialog', { name: /Prilagodite paket/ })
  await expect(bundle).toBeVisible()
  const submit = bundle.getByRole('button', { name: 'Dodaj u košaricu' })
  await expect(submit).toBeDisabled()
  await expectAccessible(page)
  const select = bundle.getByLabel(/Odaberite izvedbu: Modularna sofa Sava/)
  await select.selectOption({ index: 1 })
  await submit.click()
  await expect(bundle).toBeHidden()
  await expect(cartDialog(page)).toBeVisible()
  await expect(cartDialog(page).getByRole('link', { name: 'Paket dnevni boravak' })).toBeVisible()
  await cartDialog(page).getByRole('link', { name: 'Idi u košaricu' }).click()

  await expect(page).toHaveURL(/\/kosarica$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Košarica' })).toBeVisible()
  const rows = page.getByRole('table', { name: 'Proizvodi u košarici' }).getByRole('row')
  await expect(rows).toHaveCount(4)
  // The sofa's cross-sells, under the cart (their cards' code loads only now).
  const crossSells = page.getByRole('region', { name: 'Možda vam se svidi' })
  await expect(crossSells.getByRole('link', { name: /Tepih Neretva/ }).first()).toBeVisible()

  // §4: one update 500 ms after the last change; the earlier change is never sent.
  const updates: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/cart/updateItem')) updates.push(request.postData() ?? '')
  })
  const quantity = page.getByLabel('Količina: Sofa Drava trosjed')
  await quantity.fill('2')
  await quantity.fill('3')
  await expect(page.getByRole('row', { name: /Sofa Drava trosjed/ }).getByRole('cell').last()).toHaveText(/\d/)
  await expect.poll(() => updates.length).toBe(1)
  expect(JSON.parse(updates[0]!)).toMatchObject({ qty: 3 })
  await expect(header(page).getByRole('link', { name: 'Košarica, proizvoda: 5' })).toBeVisible()

  const coupon = page.getByLabel('Kod kupona')
  await coupon.fill('POPUST10')
  await page.getByRole('button', { name: 'Primijeni kupon' }).click()
  await expect(page.getByText('Popust s kuponom (POPUST10)')).toBeVisible()
  await expect(coupon).toBeDisabled()
  await expect(page.getByRole('link', { name: 'Na naplatu' })).toHaveAttribute('href', '/naplata')
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Ukloni kupon' }).click()
  await expect(page.getByText(/Popust s kuponom/)).toBeHidden()
  await expect(coupon).toBeEnabled()

  await page.getByRole('button', { name: 'Ukloni Modularna sofa Sava' }).click()
  await expect(rows).toHaveCount(3)
})

test('a logged-in member sees member prices, keeps a wishlist and gets the cart back after logging in again', async ({ page }) => {
  await login(page)
  await open(page, '/product/sofa-drava-trosjed')
  const heart = page.getByRole('button', { name: 'Dodaj na listu želja: Sofa Drava trosjed' })
  await heart.click()
  await expect(page.getByRole('button', { name: 'Ukloni s liste želja: Sofa Drava trosjed' })).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('button', { name: 'Dodaj u košaricu: Sofa Drava trosjed' }).click()
  await cartDialog(page).getByRole('link', { name: 'Idi u košaricu' }).click()
  await expect(page).toHaveURL(/\/kosarica$/)
  await page.getByLabel('Broj članske iskaznice').fill(CUSTOMER.card)
  await page.getByRole('button', { name: 'Primijeni iskaznicu' }).click()
  await expect(page.getByText('Članske cijene su primijenjene.')).toBeVisible()
  await expect(page.getByRole('row', { name: /Sofa Drava trosjed/ })).toContainText('Članska cijena')

  await open(page, '/profil')
  await expect(page.getByRole('list', { name: 'Lista želja' }).getByRole('link', { name: 'Sofa Drava trosjed' })).toBeVisible()
  await page.getByRole('button', { name: 'Odjava' }).click()
  await expect(page).toHaveURL(/\/prijava\?loggedOut=1/)
  await expect(header(page).getByRole('link', { name: 'Košarica', exact: true })).toBeVisible()

  await login(page)
  await expect(header(page).getByRole('link', { name: /Košarica, proizvoda: [1-9]/ })).toBeVisible()
  await open(page, '/kosarica')
  await expect(page.getByRole('row', { name: /Sofa Drava trosjed/ })).toBeVisible()
})

test.describe('phone', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('the cart page and modal work at 360 px without axe violations', async ({ page }) => {
    await open(page, '/product/sofa-drava-trosjed')
    await page.getByRole('button', { name: 'Dodaj u košaricu: Sofa Drava trosjed' }).click()
    await expect(cartDialog(page)).toBeVisible()
    await expectAccessible(page)
    await cartDialog(page).getByRole('link', { name: 'Idi u košaricu' }).click()
    await expect(page.getByRole('table', { name: 'Proizvodi u košarici' })).toBeVisible()
    await expectAccessible(page)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
})

test('public pages stay cacheable: the same HTML with a cart and a login, cart code loaded only on first use', async ({ page, request }) => {
  // The CSP nonce is the one thing that differs per request (ADR 006).
  const strip = (html: string) => {
    const nonce = html.match(/nonce="([^"]+)"/)?.[1]
    return nonce ? html.split(nonce).join('') : html
  }
  const anonymous = strip(await (await request.get('/product/sofa-drava-trosjed')).text())
  const session = await (await request.get('/api/v1/ecommerce/cart/getNewCartSession')).json()
  const login = await (await request.post('/api/v1/login', { data: { username: CUSTOMER.email, password: CUSTOMER.password } })).json()
  const cookie = `cartId=${session.data.cartId}; protectCode=${session.data.protectCode}; accessToken=${login.data.tokens.accessToken}`
  expect((await request.post('/api/v1/ecommerce/cart/addItem', { data: { ...session.data, productId: 1 }, headers: { cookie, origin: `http://localhost:${port}` } })).status()).toBe(200)
  const withCart = strip(await (await request.get('/product/sofa-drava-trosjed', { headers: { cookie } })).text())
  expect(withCart).toBe(anonymous)

  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url())
  })
  await open(page, '/product/sofa-drava-trosjed')
  expect(scripts.filter((url) => /cart-api|cart-modal|use-cart-view|bundle-modal/.test(url))).toEqual([])
  await page.getByRole('button', { name: 'Dodaj u košaricu: Sofa Drava trosjed' }).click()
  await expect(cartDialog(page)).toBeVisible()
  expect(scripts.some((url) => /cart-modal/.test(url))).toBe(true)
})
