import { expect, test, type Page } from '@playwright/test'
import { checkAdminPage, loginAsOwner } from './admin-session'

const SHOTS = process.env.E2E_SHOTS ?? 'test-results/admin-attributes'

async function open(page: Page, url: string) {
  const response = await page.goto(url)
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
  return response
}

async function login(page: Page) {
  await loginAsOwner(page, '/admin/attributes')
  await expect(page.getByRole('heading', { level: 1, name: 'Atributi' })).toBeVisible()
}

const checkPage = (page: Page, name: string) => checkAdminPage(page, name, SHOTS)

/** The "Stil" group of the shop's filter panel on /shop/namjestaj, as a visitor sees it. */
async function styleFilter(page: Page) {
  await page.context().addCookies([{ name: 'izlog_consent', value: 'necessary', url: page.url() }])
  await open(page, '/shop/namjestaj')
  return page.getByRole('group', { name: 'Stil' })
}

async function renameValue(page: Page, from: string, to: string) {
  await open(page, '/admin/attributes?q=stil')
  await page.getByRole('link', { name: 'Uredi atribut Stil' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Atributi: Stil' })).toBeVisible()
  await page.getByRole('textbox', { name: `Naziv (hrvatski) · ${from}` }).fill(to)
  await page.getByRole('button', { name: `Spremi vrijednost ${from}` }).click()
  await expect(page.getByText('Vrijednost spremljena.')).toBeVisible()
}

test('the owner renames an attribute value and sees it in the category filter panel', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await login(page)
  await expect(page.getByRole('row').filter({ hasText: 'boja' })).toBeVisible()
  await checkPage(page, 'attributes')
  const before = await styleFilter(page)
  // "Stil" is a drop-down attribute: one choice, offered as radios named "label (count)".
  const label = await before.getByRole('radio', { name: /^Industrijski \(\d+\)$/ }).locator('xpath=..').textContent()
  const products = Number(label?.match(/\((\d+)\)/)?.[1])
  expect(products).toBeGreaterThan(0)

  await renameValue(page, 'Industrijski', 'Industrijski loft')
  await checkPage(page, 'attribute')
  const after = await styleFilter(page)
  // Same products, same count: a rename moves no facet.
  await expect(after.getByRole('radio', { name: `Industrijski loft (${products})` })).toBeVisible()
  await expect(after.getByRole('radio', { name: /^Industrijski \(/ })).toHaveCount(0)

  // A value products have is not deleted; the page says why.
  await open(page, '/admin/attributes?q=stil')
  await page.getByRole('link', { name: 'Uredi atribut Stil' }).click()
  await page.getByRole('button', { name: 'Obriši vrijednost Moderni' }).click()
  await expect(page.getByText('Vrijednost imaju proizvodi; briše se tek kad je nijedan proizvod nema.')).toBeVisible()
  await renameValue(page, 'Industrijski loft', 'Industrijski')
})

test('the owner creates an attribute with a value, offers it in a category, and deletes it', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await login(page)
  await checkPage(page, 'attributes')
  const create = page.locator('form').filter({ has: page.getByRole('button', { name: 'Dodaj atribut' }) })
  await create.getByLabel('Kod (u adresi filtra)').fill('oblik')
  await create.getByLabel('Vrsta').selectOption('multiSelect')
  await create.getByLabel('Naziv (hrvatski)').fill('Oblik')
  await create.getByLabel('Naziv (engleski)').fill('Shape')
  await create.getByRole('button', { name: 'Dodaj atribut' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Atributi: Oblik' })).toBeVisible()

  const value = page.locator('form').filter({ has: page.getByRole('button', { name: 'Dodaj vrijednost' }) })
  await value.getByLabel('Naziv (hrvatski)').fill('Okrugli')
  await value.getByRole('button', { name: 'Dodaj vrijednost' }).click()
  await expect(page.getByText('Vrijednost spremljena.')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Naziv (hrvatski) · Okrugli' })).toHaveValue('Okrugli')
  await page.getByRole('checkbox', { name: /Namještaj$/ }).check()
  await page.getByRole('button', { name: 'Spremi kategorije' }).click()
  await expect(page.getByText('Kategorije spremljene.')).toBeVisible()
  await expect(page.getByRole('checkbox', { name: /Namještaj$/ })).toBeChecked()
  await checkPage(page, 'attribute-new')

  await page.getByRole('button', { name: 'Obriši atribut' }).click()
  await expect(page).toHaveURL(/\/admin\/attributes$/)
  await expect(page.getByRole('link', { name: 'Uredi atribut Oblik' })).toHaveCount(0)
})

test('the owner gives a unit per language; German pages show the German one (issue 20)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await login(page)
  const save = async (de: string) => {
    await open(page, '/admin/attributes?q=jamstvo')
    await page.getByRole('link', { name: 'Uredi atribut Jamstvo' }).click()
    await expect(page.getByLabel('Jedinica, hrvatski (npr. m², god.)')).toHaveValue('god.')
    await expect(page.getByLabel('Jedinica, engleski (npr. m², yrs)')).toHaveValue('yrs')
    await page.getByLabel('Jedinica, njemački (npr. m², J.)').fill(de)
    await page.getByLabel('Jedinica, njemački (npr. m², J.)').press('Enter')
    await expect(page.getByText('Atribut spremljen.')).toBeVisible()
  }
  try {
    await save('Jahre')
    await page.context().addCookies([{ name: 'izlog_consent', value: 'necessary', url: page.url() }])
    await open(page, '/de/produkt/kommode-glina')
    await expect(page.getByRole('region', { name: 'Eigenschaften' }).locator('dt:text-is("Garantie") + dd')).toHaveText(/^\d Jahre$/)
    await open(page, '/de/shop/moebel')
    await expect(page.getByRole('group', { name: 'Garantie (Jahre)' })).toBeVisible()
  } finally {
    await save('J.')
  }
})
