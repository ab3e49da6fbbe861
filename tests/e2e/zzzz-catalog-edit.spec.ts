// Runs after every other spec (files run in name order, one worker): it edits a demo product and a
// demo category in place and puts both back when it is done.
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Cookie, type Page } from '@playwright/test'
import type { EditableCategory, EditableProduct, ProductEditRow, ProductUpdate } from '../../common/catalog/product-edit'
import type { Envelope, ListResult } from '../../common/http/envelope'

const EDITOR = { email: 'urednik@izlog.local', password: 'izlog-urednik-demo' }
const PHONE = { width: 360, height: 740 }
const DESKTOP = { width: 1280, height: 900 }
const PRODUCT_PATH = '/product/polica-za-knjige-cetina'
const PRODUCT_NAME = 'Polica za knjige Cetina'
const CATEGORY_PATH = '/shop/spavaca-soba'
const CATEGORY_NAME = 'Spavaća soba'

let editorCookies: Cookie[] | null = null

/** Logs in once for the file (the login throttle) and hands the session to each test's context. */
async function loginAsEditor(page: Page) {
  const origin = test.info().project.use.baseURL!
  await page.context().addCookies([{ name: 'izlog_consent', value: 'necessary', url: origin }])
  if (editorCookies) return page.context().addCookies(editorCookies)
  const response = await page.request.post('/api/auth/login', { data: { username: EDITOR.email, password: EDITOR.password }, headers: { origin } })
  expect(response.status()).toBe(200)
  editorCookies = await page.context().cookies()
}

async function openInEditMode(page: Page, path: string) {
  await page.goto(`${path}?editPage=true`)
  await page.locator('html[data-hydrated="true"]').waitFor()
  await page.locator('html[data-editor-ready]').waitFor()
  await expect(page.getByRole('toolbar', { name: 'Alatna traka uređivanja' })).toBeVisible()
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
}

/** Axe with the open modal at desktop and phone width. */
async function expectAccessibleAtBothWidths(page: Page) {
  await page.setViewportSize(DESKTOP)
  await expectNoAxeViolations(page)
  await page.setViewportSize(PHONE)
  await expectNoAxeViolations(page)
  await page.setViewportSize(DESKTOP)
}

async function api<T>(page: Page, method: 'GET' | 'PUT', path: string, data?: unknown): Promise<T> {
  const origin = test.info().project.use.baseURL!
  const response = await page.request.fetch(path, { method, data, headers: { origin } })
  const envelope = (await response.json()) as Envelope<T>
  if (envelope.errored) throw new Error(`${method} ${path}: ${envelope.message}`)
  return envelope.data
}

/** Puts a product back as it was (a new version, the old texts and prices). */
async function restoreProduct(page: Page, original: EditableProduct) {
  const { product: current } = await api<{ product: EditableProduct }>(page, 'GET', `/api/v1/backoffice/products/${original.id}`)
  const text = (locale: 'hr' | 'en' | 'de') => {
    const t = original.translations[locale]
    return t ? { name: t.name, description: t.description } : undefined
  }
  const change: ProductUpdate = {
    version: current.version,
    translations: { hr: text('hr')!, en: text('en'), de: text('de') },
    price: original.price,
    retailPrice: original.retailPrice,
    membershipPrice: original.membershipPrice,
    stockQuantity: original.stockQuantity,
    infiniteQuantity: original.infiniteQuantity,
    featured: original.featured,
    mediaIds: original.mediaIds,
    categoryIds: original.categoryIds,
  }
  await api(page, 'PUT', `/api/v1/backoffice/products/${original.id}`, change)
}

test.describe.configure({ mode: 'serial' })

test('an editor renames and reprices a product on its page; a visitor sees it at once', async ({ page, browser }) => {
  await loginAsEditor(page)
  await openInEditMode(page, PRODUCT_PATH)
  const found = await api<ListResult<ProductEditRow>>(page, 'GET', '/api/v1/backoffice/products?search=cetina')
  const id = found.records.find((row) => row.name === PRODUCT_NAME)!.id
  const { product: original } = await api<{ product: EditableProduct }>(page, 'GET', `/api/v1/backoffice/products/${id}`)
  try {
    await page.getByRole('button', { name: `Uredi proizvod: ${PRODUCT_NAME}` }).first().click()
    const editor = page.getByRole('dialog', { name: 'Uredi proizvod' })
    await expect(editor.getByLabel('Naziv (Hrvatski)')).toHaveValue(PRODUCT_NAME)
    await expectAccessibleAtBothWidths(page)

    // A bad price is refused in the form with the catalogue's message.
    await editor.getByLabel('Cijena (€)', { exact: true }).fill('12.5x')
    await editor.getByRole('button', { name: 'Spremi proizvod' }).click()
    await expect(editor.getByText('Unesite cijenu u eurima, npr. 12,50 (najviše 1.000.000,00).')).toBeVisible()

    // A picture from the media library joins the gallery (the picker opens on top of the editor).
    const images = original.mediaIds.length
    await editor.getByRole('button', { name: '+ Dodaj sliku iz medija' }).click()
    const library = page.getByRole('dialog', { name: 'Medijska knjižnica' })
    // The kitchen picture is not among the bookshelf's (living room, building).
    await library.getByLabel('Pretraži medije').fill('Kuhinja paket')
    await library.getByRole('button', { name: 'Odaberi: Kuhinja paket' }).click()
    await expect(library).toBeHidden()
    await expect(editor.getByRole('button', { name: `Ukloni sliku ${images + 1}` })).toBeVisible()

    await editor.getByLabel('Naziv (Hrvatski)').fill('Polica Cetina Lux')
    await editor.getByLabel('Cijena (€)', { exact: true }).fill('123,45')
    await editor.getByRole('button', { name: 'Spremi proizvod' }).click()
    await expect(page.getByText('Proizvod „Polica Cetina Lux” je spremljen.')).toBeVisible()
    await expect(editor).toBeHidden()
    await expect(page.getByRole('heading', { level: 1, name: 'Polica Cetina Lux' })).toBeVisible()

    const context = await browser.newContext()
    const visitor = await context.newPage()
    await visitor.goto(PRODUCT_PATH)
    await visitor.locator('html[data-hydrated="true"]').waitFor()
    await expect(visitor.getByRole('heading', { level: 1, name: 'Polica Cetina Lux' })).toBeVisible()
    await expect(visitor.locator('.product-info').getByText(/123,45\s€/).first()).toBeVisible()
    await expect(visitor.getByRole('button', { name: /Uredi proizvod/ })).toHaveCount(0)
    const saved = await api<{ product: EditableProduct }>(page, 'GET', `/api/v1/backoffice/products/${id}`)
    expect(saved.product.mediaIds).toHaveLength(images + 1)
    await context.close()
  } finally {
    await restoreProduct(page, original)
  }
})

test('the product-list modal finds a product and opens it in the editor', async ({ page }) => {
  await loginAsEditor(page)
  await openInEditMode(page, '/shop/dnevni-boravak')
  await page.getByRole('toolbar', { name: 'Alatna traka uređivanja' }).getByRole('button', { name: 'Proizvodi' }).click()
  const list = page.getByRole('dialog', { name: 'Proizvodi' })
  await list.getByLabel('Pretraži po nazivu ili šifri').fill('cetina')
  await expect(list.getByText(PRODUCT_NAME)).toBeVisible()
  await expect(list.getByText('Pronađeno proizvoda: 1')).toBeVisible()
  await expectAccessibleAtBothWidths(page)
  await list.getByRole('button', { name: `Uredi proizvod: ${PRODUCT_NAME}` }).click()
  const editor = page.getByRole('dialog', { name: 'Uredi proizvod' })
  await expect(editor.getByLabel('Naziv (Hrvatski)')).toHaveValue(PRODUCT_NAME)
  await expect(editor.getByRole('group', { name: 'Kategorije proizvoda' }).getByRole('checkbox', { name: 'Dnevni boravak' })).toBeChecked()
  // Cancel goes back to the list it came from.
  await editor.getByRole('button', { name: 'Odustani' }).click()
  await expect(list).toBeVisible()
})

test('the product-categories modal renames a category in place', async ({ page, browser }) => {
  await loginAsEditor(page)
  await openInEditMode(page, CATEGORY_PATH)
  const { records } = await api<{ records: EditableCategory[] }>(page, 'GET', '/api/v1/backoffice/product-categories')
  const original = records.find((category) => category.names.hr === CATEGORY_NAME)!
  try {
    await page.getByRole('toolbar', { name: 'Alatna traka uređivanja' }).getByRole('button', { name: 'Kategorije proizvoda' }).click()
    const dialog = page.getByRole('dialog', { name: 'Kategorije proizvoda' })
    await dialog.getByRole('button', { name: `Uredi kategoriju ${CATEGORY_NAME}` }).click()
    const form = dialog.getByRole('form', { name: `Uredi kategoriju ${CATEGORY_NAME}` })
    await expectAccessibleAtBothWidths(page)
    await form.getByLabel('Naziv (Hrvatski)').fill('Spavaonica')
    await form.getByRole('button', { name: 'Spremi kategoriju' }).click()
    await expect(page.getByText('Kategorija „Spavaonica” je spremljena.')).toBeVisible()
    await expect(dialog.getByText('Spavaonica', { exact: true })).toBeVisible()

    const context = await browser.newContext()
    const visitor = await context.newPage()
    await visitor.goto(CATEGORY_PATH)
    await expect(visitor.getByRole('heading', { level: 1, name: 'Spavaonica' })).toBeVisible()
    await context.close()
  } finally {
    await api(page, 'PUT', `/api/v1/backoffice/product-categories/${original.id}`, {
      names: { ...original.names, hr: CATEGORY_NAME },
      parentId: original.parentId,
      position: records.filter((c) => c.parentId === original.parentId).sort((a, b) => a.position - b.position || a.id - b.id).indexOf(original),
    })
  }
})
