// The catalogue in edit mode: each test edits a product and a category of its own (imported and
// added through the API first), never the demo's that other specs read.
import { expect, test, type Browser, type Page } from '@playwright/test'
import type { EditableProduct } from '../../common/catalog/product-edit'
import { api, createCategory, createProduct, openEditor, signInAsEditor, TOOLBAR, uniqueSlug } from './test-data'
import { expectAccessible } from './axe'

const PHONE = { width: 360, height: 740 }
const DESKTOP = { width: 1280, height: 900 }

/** A category and a bookshelf in it, both the test's own; the editor signed in. */
async function ownProduct(page: Page, browser: Browser) {
  await signInAsEditor(page)
  const tag = uniqueSlug('x').slice(2)
  const category = await createCategory(page, `Police ${tag}`)
  const product = await createProduct(browser, { name: `Polica Cetina ${tag}`, price: '249,00', stock: 5, categorySlug: category.slug })
  return { category, product }
}

/** Axe with the open modal at desktop and phone width. */
async function expectAccessibleAtBothWidths(page: Page) {
  await page.setViewportSize(DESKTOP)
  await expectAccessible(page)
  await page.setViewportSize(PHONE)
  await expectAccessible(page)
  await page.setViewportSize(DESKTOP)
}

test('an editor renames and reprices a product on its page; a visitor sees it at once', async ({ page, browser }) => {
  test.setTimeout(180_000)
  const { product } = await ownProduct(page, browser)
  await openEditor(page, product.path)
  const id = product.id
  const { product: original } = await api<{ product: EditableProduct }>(page, 'GET', `/api/v1/backoffice/products/${id}`)
  await page.getByRole('button', { name: `Uredi proizvod: ${product.name}` }).first().click()
  const editor = page.getByRole('dialog', { name: 'Uredi proizvod' })
  await expect(editor.getByLabel('Naziv (Hrvatski)')).toHaveValue(product.name)
  await expectAccessibleAtBothWidths(page)

  // A bad price is refused in the form with the catalogue's message.
  await editor.getByLabel('Cijena (€)', { exact: true }).fill('12.5x')
  await editor.getByRole('button', { name: 'Spremi proizvod' }).click()
  await expect(editor.getByText('Unesite cijenu u eurima, npr. 12,50 (najviše 1.000.000,00).')).toBeVisible()

  // A picture from the media library joins the gallery (the picker opens on top of the editor).
  const images = original.mediaIds.length
  await editor.getByRole('button', { name: '+ Dodaj sliku iz medija' }).click()
  const library = page.getByRole('dialog', { name: 'Medijska knjižnica' })
  // The kitchen picture is not among the new bookshelf's (it has none).
  await library.getByLabel('Pretraži medije').fill('Kuhinja Medvednica')
  await library.getByRole('button', { name: 'Odaberi: Kuhinja Medvednica 240' }).first().click()
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
  await visitor.goto(product.path)
  await visitor.locator('html[data-hydrated="true"]').waitFor()
  await expect(visitor.getByRole('heading', { level: 1, name: 'Polica Cetina Lux' })).toBeVisible()
  await expect(visitor.locator('.product-info').getByText(/123,45\s€/).first()).toBeVisible()
  await expect(visitor.getByRole('button', { name: /Uredi proizvod/ })).toHaveCount(0)
  const saved = await api<{ product: EditableProduct }>(page, 'GET', `/api/v1/backoffice/products/${id}`)
  expect(saved.product.mediaIds).toHaveLength(images + 1)
  await context.close()
})

test('the product-list modal finds a product and opens it in the editor', async ({ page, browser }) => {
  test.setTimeout(180_000)
  const { category, product } = await ownProduct(page, browser)
  await openEditor(page, `/shop/${category.slug}`)
  await page.getByRole('toolbar', { name: TOOLBAR }).getByRole('button', { name: 'Proizvodi' }).click()
  const list = page.getByRole('dialog', { name: 'Proizvodi' })
  await list.getByLabel('Pretraži po nazivu ili šifri').fill(product.name.toLowerCase())
  await expect(list.getByText(product.name)).toBeVisible()
  await expect(list.getByText('Pronađeno proizvoda: 1')).toBeVisible()
  await expectAccessibleAtBothWidths(page)
  await list.getByRole('button', { name: `Uredi proizvod: ${product.name}` }).click()
  const editor = page.getByRole('dialog', { name: 'Uredi proizvod' })
  await expect(editor.getByLabel('Naziv (Hrvatski)')).toHaveValue(product.name)
  await expect(editor.getByRole('group', { name: 'Kategorije proizvoda' }).getByRole('checkbox', { name: category.names.hr })).toBeChecked()
  // Cancel goes back to the list it came from.
  await editor.getByRole('button', { name: 'Odustani' }).click()
  await expect(list).toBeVisible()
})

test('the product-categories modal renames a category in place', async ({ page, browser }) => {
  // Axe at two widths with a modal open, on a 2-core machine shared by both groups.
  test.setTimeout(180_000)
  await signInAsEditor(page)
  const name = `Spavaća soba ${uniqueSlug('x').slice(2)}`
  const category = await createCategory(page, name)
  await openEditor(page, `/shop/${category.slug}`)
  await page.getByRole('toolbar', { name: TOOLBAR }).getByRole('button', { name: 'Kategorije proizvoda' }).click()
  const dialog = page.getByRole('dialog', { name: 'Kategorije proizvoda' })
  await dialog.getByRole('button', { name: `Uredi kategoriju ${name}` }).click()
  const form = dialog.getByRole('form', { name: `Uredi kategoriju ${name}` })
  await expectAccessibleAtBothWidths(page)
  const renamed = name.replace('Spavaća soba', 'Spavaonica')
  await form.getByLabel('Naziv (Hrvatski)').fill(renamed)
  await form.getByRole('button', { name: 'Spremi kategoriju' }).click()
  await expect(page.getByText(`Kategorija „${renamed}” je spremljena.`)).toBeVisible()
  await expect(dialog.getByText(renamed, { exact: true })).toBeVisible()

  const context = await browser.newContext()
  const visitor = await context.newPage()
  await visitor.goto(`/shop/${category.slug}`)
  await expect(visitor.getByRole('heading', { level: 1, name: renamed })).toBeVisible()
  await context.close()
})
