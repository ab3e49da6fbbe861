import { expect, test, type Page } from '@playwright/test'
import { checkAdminPage, loginAsOwner } from './admin-session'

const SHOTS = process.env.E2E_SHOTS ?? 'test-results/admin-catalog'
const ROWS = 1000
const BAD_ROW = 501

async function open(page: Page, url: string) {
  const response = await page.goto(url)
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
  return response
}

async function login(page: Page) {
  await loginAsOwner(page, '/admin/products')
  await expect(page.getByRole('heading', { level: 1, name: 'Proizvodi' })).toBeVisible()
}

const checkPage = (page: Page, name: string) => checkAdminPage(page, name, SHOTS)

/** 1,000 lamps in "Rasvjeta", Croatian spreadsheet style (`;`, decimal comma); `bad` breaks one price. */
function lampsCsv(bad: boolean): Buffer {
  const lines = ['sku;name_hr;name_en;price;stock;categories;published']
  for (let n = 1; n <= ROWS; n++) {
    const id = String(n).padStart(4, '0')
    const price = bad && n === BAD_ROW ? 'devetnaest' : '19,90'
    lines.push(`E2E-${id};Uvozna svjetiljka ${id};Imported lamp ${id};${price};10;rasvjeta;1`)
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8')
}

async function chooseAndCheck(page: Page, name: string, csv: Buffer) {
  await page.getByLabel('CSV datoteka (najviše 20 MB)').setInputFiles({ name, mimeType: 'text/csv', buffer: csv })
  await page.getByRole('button', { name: 'Provjeri datoteku' }).click()
}

test('the owner imports 1,000 products from CSV, finds one in the shop and quick-edits its price', async ({ page }) => {
  test.setTimeout(240_000)
  await login(page)
  await checkPage(page, 'products')

  await page.getByRole('link', { name: 'Uvoz iz CSV-a' }).click()
  await expect(page.getByRole('heading', { name: 'Uvoz proizvoda iz CSV-a' })).toBeVisible()
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()

  // Dry run of a file with one bad row: the error with its spreadsheet row number, nothing imported.
  await chooseAndCheck(page, 'svjetiljke-greska.csv', lampsCsv(true))
  const errors = page.getByRole('table', { name: 'Pogreške (1)' })
  await expect(errors).toBeVisible()
  await expect(errors.getByRole('row').nth(1)).toContainText(`${BAD_ROW + 1}`)
  await expect(errors.getByRole('row').nth(1)).toContainText('Cijena nije ispravna (npr. 12,50 ili 12.50).')
  await expect(page.getByRole('button', { name: 'Uvezi' })).toBeDisabled()
  await checkPage(page, 'import-dry-run')

  // The clean file: checked, then imported with the progress bar.
  await chooseAndCheck(page, 'svjetiljke.csv', lampsCsv(false))
  await expect(page.getByText(`Redaka: ${ROWS} · novih proizvoda: ${ROWS} · izmjena: 0`)).toBeVisible()
  await expect(page.getByText('Datoteka je ispravna. Možete uvesti.')).toBeVisible()
  await page.getByRole('button', { name: 'Uvezi' }).click()
  await expect(page.getByRole('progressbar', { name: 'Napredak uvoza' })).toBeVisible()
  await expect(page.getByText(`Uvoz je gotov: novih ${ROWS}, izmijenjenih 0, promjena cijena 0.`)).toBeVisible({ timeout: 180_000 })
  await expect(page.getByRole('progressbar', { name: 'Napredak uvoza' })).toHaveAttribute('value', String(ROWS))
  await checkPage(page, 'import-done')

  // A visitor's search finds one of them.
  await open(page, '/pretraga?search=Uvozna%20svjetiljka%200777')
  await page.getByRole('link', { name: /Uvozna svjetiljka 0777/ }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Uvozna svjetiljka 0777' })).toBeVisible()
  await expect(page.getByText('Najniža cijena u zadnjih 30 dana: 19,90')).toBeVisible()
  const productUrl = page.url()

  // The list finds it by SKU; a quick edit raises its price.
  await open(page, '/admin/products?q=E2E-0777')
  await expect(page.getByRole('cell', { name: 'E2E-0777' })).toBeVisible()
  await page.getByLabel('Cijena (€) za Uvozna svjetiljka 0777').fill('24,90')
  await page.getByLabel('Zaliha za Uvozna svjetiljka 0777').fill('3')
  await page.getByRole('button', { name: 'Spremi Uvozna svjetiljka 0777' }).click()
  await expect(page.getByText('Proizvod E2E-0777 spremljen.')).toBeVisible()
  await expect(page.getByLabel('Cijena (€) za Uvozna svjetiljka 0777')).toHaveValue('24,90')
  await expect(page.locator('tbody').getByText('Niska zaliha (≤ 5)')).toBeVisible()
  await checkPage(page, 'products-quick-edit')

  // The product page shows the new price; the Omnibus line comes from the price history (the older, lower price).
  await open(page, productUrl)
  await expect(page.locator('.product-info')).toContainText('24,90')
  await expect(page.getByText('Najniža cijena u zadnjih 30 dana: 19,90')).toBeVisible()
  const api = await page.request.get(`/api/v1/product/web/get?slug=uvozna-svjetiljka-0777`)
  expect((await api.json()).data).toMatchObject({ sku: 'E2E-0777', basicPrice: 2490, lowestPrice30Days: 1990, type: 'physical', infiniteQuantity: false })

  // The low-stock filter finds it.
  await open(page, '/admin/products?stock=low&q=E2E')
  await expect(page.getByRole('cell', { name: 'E2E-0777' })).toBeVisible()
  await expect(page.getByText('Ukupno: 1')).toBeVisible()

  // 360 px: the same pages, no axe violations.
  await page.setViewportSize({ width: 360, height: 740 })
  for (const [name, url] of [
    ['products', '/admin/products?q=E2E&perPage=25'],
    ['import', '/admin/products/import'],
  ] as const) {
    await open(page, url)
    await checkPage(page, name)
  }
})

test('the owner keeps categories and tags: create, rename, delete an empty one; axe at 1280 and 360 px', async ({ page }) => {
  test.setTimeout(120_000)
  await login(page)
  await open(page, '/admin/categories')
  const create = page.locator('form').filter({ has: page.getByRole('button', { name: 'Dodaj kategoriju' }) })
  await create.getByLabel('Naziv (hrvatski)').fill('Sezonska ponuda')
  await create.getByLabel('Naziv (engleski)').fill('Seasonal offer')
  await create.getByLabel('Nadređena kategorija').selectOption({ label: 'Rasvjeta' })
  await create.getByRole('button', { name: 'Dodaj kategoriju' }).click()
  await expect(page.getByText('Kategorija spremljena.')).toBeVisible()
  await page.locator('summary').getByText('Sezonska ponuda', { exact: true }).click()
  const edit = page.getByRole('form', { name: 'Uredi: Sezonska ponuda' })
  await edit.getByLabel('Naziv (hrvatski)').fill('Zimska ponuda')
  await edit.getByRole('button', { name: 'Spremi' }).click()
  await expect(page.getByText('Kategorija spremljena.')).toBeVisible()
  await expect(page.locator('summary').getByText('Zimska ponuda', { exact: true })).toBeVisible()
  // A category with products offers no delete; the new empty one does.
  await page.locator('summary').getByText('Rasvjeta', { exact: true }).click()
  await expect(page.getByRole('form', { name: 'Uredi: Rasvjeta' }).getByRole('button', { name: /Obriši/ })).toHaveCount(0)
  await checkPage(page, 'categories')
  // Still open from the rename (a click on its summary would close it).
  await expect(page.getByRole('button', { name: 'Obriši Zimska ponuda' })).toBeVisible()
  await page.getByRole('button', { name: 'Obriši Zimska ponuda' }).click()
  await expect(page.getByText('Kategorija obrisana.')).toBeVisible()
  await expect(page.locator('summary').getByText('Zimska ponuda', { exact: true })).toHaveCount(0)

  await open(page, '/admin/tags')
  const newTag = page.locator('form').filter({ has: page.getByRole('button', { name: 'Dodaj oznaku' }) })
  await newTag.getByLabel('Adresa (slug)').fill('zimska-akcija')
  await newTag.getByLabel('Naziv (hrvatski)').fill('Zimska akcija')
  await newTag.getByRole('button', { name: 'Dodaj oznaku' }).click()
  await expect(page.getByText('Oznaka spremljena.')).toBeVisible()
  await page.getByLabel('Naziv (engleski) · zimska-akcija').fill('Winter sale')
  await page.getByRole('button', { name: 'Spremi oznaku zimska-akcija' }).click()
  await expect(page.getByText('Oznaka spremljena.')).toBeVisible()
  await expect(page.getByLabel('Naziv (engleski) · zimska-akcija')).toHaveValue('Winter sale')
  await checkPage(page, 'tags')
  await page.getByRole('button', { name: 'Obriši oznaku zimska-akcija' }).click()
  await expect(page.getByText('Oznaka obrisana.')).toBeVisible()

  await page.setViewportSize({ width: 360, height: 740 })
  for (const name of ['categories', 'tags']) {
    await open(page, `/admin/${name}`)
    await checkPage(page, name)
  }
})
