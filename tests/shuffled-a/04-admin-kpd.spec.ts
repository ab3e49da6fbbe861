// The KPD code an eRačun needs per item (issue 21 point 6): set on a product in edit mode and on a
// category at /admin/categories, each the test's own.
import { expect, test, type Page } from '@playwright/test'
import type { EditableCategory, EditableProduct } from '../../common/catalog/product-edit'
import { checkAdminPage, loginAsOwner } from './admin-session'
import { api, createCategory, createProduct, openEditor, signInAsEditor, uniqueSlug } from './test-data'

const SHOTS = process.env.E2E_SHOTS ?? 'test-results/admin-kpd'

test('an editor gives a product its KPD code in the product editor; a code of another shape is refused', async ({ page, browser }) => {
  test.setTimeout(180_000)
  await signInAsEditor(page)
  const tag = uniqueSlug('k').slice(2)
  const category = await createCategory(page, `Svjetiljke ${tag}`)
  const product = await createProduct(browser, { name: `Svjetiljka Luna ${tag}`, price: '89,00', stock: 3, categorySlug: category.slug })
  await openEditor(page, product.path)
  await page.getByRole('button', { name: `Uredi proizvod: ${product.name}` }).first().click()
  const editor = page.getByRole('dialog', { name: 'Uredi proizvod' })
  const field = editor.getByLabel('KPD šifra (eRačun)')
  await expect(field).toHaveValue('')
  await expect(field).toHaveAccessibleDescription(/KPD 2025/)

  await field.fill('27-40-21')
  await editor.getByRole('button', { name: 'Spremi proizvod' }).click()
  await expect(editor.getByText('KPD šifra ima oblik 00.00.00 (npr. 31.00.12).')).toBeVisible()
  await expect(field).toHaveAttribute('aria-invalid', 'true')

  await field.fill('27.40.21')
  await editor.getByRole('button', { name: 'Spremi proizvod' }).click()
  await expect(page.getByText(`Proizvod „${product.name}” je spremljen.`)).toBeVisible()
  const saved = await api<{ product: EditableProduct }>(page, 'GET', `/api/v1/backoffice/products/${product.id}`)
  expect(saved.product.kpdCode).toBe('27.40.21')
})

test('the owner sets a category’s KPD code at /admin/categories; a wrong one says how it looks; axe at 1280 px', async ({ page }) => {
  test.setTimeout(120_000)
  await loginAsOwner(page, '/admin/categories')
  const name = `Rasvjeta KPD ${uniqueSlug('c').slice(2)}`
  const create = page.locator('form').filter({ has: page.getByRole('button', { name: 'Dodaj kategoriju' }) })
  await create.getByLabel('Naziv (hrvatski)').fill(name)
  await create.getByLabel('KPD šifra (eRačun)').fill('27.40.21')
  await create.getByRole('button', { name: 'Dodaj kategoriju' }).click()
  await expect(page.getByText('Kategorija spremljena.')).toBeVisible()

  await page.locator('summary').getByText(name, { exact: true }).click()
  const edit = page.getByRole('form', { name: `Uredi: ${name}` })
  await expect(edit.getByLabel('KPD šifra (eRačun)')).toHaveValue('27.40.21')
  await checkAdminPage(page, 'categories-kpd', SHOTS)
  // The browser's own pattern check is what a visitor meets first; the server says it too.
  await edit.getByLabel('KPD šifra (eRačun)').fill('27.4.21')
  await edit.getByRole('button', { name: 'Spremi' }).click()
  expect(await edit.getByLabel('KPD šifra (eRačun)').evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).toBe(true)
  const refused = await page.request.post('/admin/categories', {
    form: { intent: 'update', id: String(await idOf(page, name)), nameHr: name, parentId: '', position: '0', kpdCode: '27.4.21' },
    headers: { origin: new URL(page.url()).origin },
  })
  expect(await refused.text()).toContain('KPD šifra ima oblik 00.00.00 (npr. 31.00.12).')

  await edit.getByLabel('KPD šifra (eRačun)').fill('')
  await edit.getByRole('button', { name: 'Spremi' }).click()
  await expect(page.getByText('Kategorija spremljena.')).toBeVisible()
  const categories = await api<{ records: EditableCategory[] }>(page, 'GET', '/api/v1/backoffice/product-categories')
  expect(categories.records.find((category) => category.names.hr === name)?.kpdCode).toBeNull()
  await page.getByRole('button', { name: `Obriši ${name}` }).click()
  await expect(page.getByText('Kategorija obrisana.')).toBeVisible()
})

async function idOf(page: Page, name: string): Promise<number> {
  const categories = await api<{ records: EditableCategory[] }>(page, 'GET', '/api/v1/backoffice/product-categories')
  return categories.records.find((category) => category.names.hr === name)!.id
}
