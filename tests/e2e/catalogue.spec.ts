import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from './axe'

async function open(page: Page, path: string) {
  await page.context().addCookies([{ name: 'izlog_consent', value: 'necessary', url: 'http://localhost/' }])
  const response = await page.goto(path)
  await page.locator('html[data-hydrated]').waitFor()
  return response
}

test.describe('shop', () => {
  test('the category list is titled Kategorije and links to category pages', async ({ page }) => {
    await open(page, '/shop')
    await expect(page.getByRole('heading', { level: 1, name: 'Kategorije' })).toBeVisible()
    await page.getByRole('link', { name: /Namještaj/ }).click()
    await expect(page).toHaveURL(/\/shop\/namjestaj$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Namještaj' })).toBeVisible()
    await expectAccessible(page)
  })

  test('a filter change rewrites the URL after the debounce, resets the page, and survives a reload', async ({ page }) => {
    await open(page, '/shop/namjestaj?page=2')
    const total = page.getByRole('heading', { name: /Ukupno proizvoda/ })
    const before = await total.textContent()
    const colour = page.getByRole('group', { name: 'Boja' })
    const white = colour.getByRole('checkbox', { name: /Bijela/ })
    const count = Number((await white.locator('xpath=..').textContent())?.match(/\((\d+)\)/)?.[1])
    await white.check()
    await expect(page).toHaveURL(/boja=\d+/)
    expect(page.url()).not.toContain('page=')
    await expect(total).toHaveText(`Ukupno proizvoda: ${count}`)
    expect(before).not.toBe(`Ukupno proizvoda: ${count}`)
    await page.getByLabel('Poredaj').selectOption('priceAsc')
    await expect(page).toHaveURL(/sort=priceAsc/)
    const url = page.url()
    await page.reload()
    await page.locator('html[data-hydrated]').waitFor()
    expect(page.url()).toBe(url)
    await expect(page.getByRole('group', { name: 'Boja' }).getByRole('checkbox', { name: /Bijela/ })).toBeChecked()
    await expect(page.getByLabel('Poredaj')).toHaveValue('priceAsc')
    await expect(total).toHaveText(`Ukupno proizvoda: ${count}`)
  })

  test('the filters are open beside the list on a wide screen and behind a "Filtri" button on a phone', async ({ page }) => {
    const toggle = page.getByRole('button', { name: 'Filtri', exact: true })
    const panelTitle = page.getByRole('heading', { name: 'Filtri', exact: true })
    await open(page, '/shop/namjestaj')
    await expect(panelTitle).toBeVisible()
    await expect(toggle).toBeHidden()
    await page.setViewportSize({ width: 360, height: 740 })
    await expect(toggle).toBeVisible()
    await expect(panelTitle).toBeHidden()
    await toggle.click()
    await expect(page.getByRole('dialog', { name: 'Filtri' })).toBeVisible()
  })

  test('the pager disables first/previous on page 1 and next/last on the last page', async ({ page }) => {
    await open(page, '/shop/namjestaj')
    const pager = page.getByRole('navigation', { name: 'Stranice' })
    await expect(pager.getByRole('link', { name: 'Prva stranica' })).toHaveAttribute('aria-disabled', 'true')
    await expect(pager.getByRole('link', { name: 'Prethodna stranica' })).toHaveAttribute('aria-disabled', 'true')
    await expect(pager.getByRole('link', { name: 'Stranica 1' })).toHaveAttribute('aria-current', 'page')
    await pager.getByRole('link', { name: 'Zadnja stranica' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(pager.getByRole('link', { name: 'Sljedeća stranica' })).toHaveAttribute('aria-disabled', 'true')
    await expect(pager.getByRole('link', { name: 'Zadnja stranica' })).toHaveAttribute('aria-disabled', 'true')
    await expect(pager.getByRole('link', { name: 'Prva stranica' })).not.toHaveAttribute('aria-disabled', 'true')
    await page.getByLabel('Po stranici').selectOption('24')
    await expect(page).toHaveURL(/perPage=24/)
    await expect(page).not.toHaveURL(/page=2/)
    await expect(page.getByRole('navigation', { name: 'Stranice' })).toHaveCount(0)
  })
})

test.describe('product page', () => {
  test('a simple product shows price, VAT note, Omnibus price, stock and JSON-LD', async ({ page }) => {
    await open(page, '/product/fotelja-una')
    await expect(page.getByRole('heading', { level: 1, name: 'Fotelja Una' })).toBeVisible()
    await expect(page.getByText('25% PDV uključen')).toBeVisible()
    await expect(page.getByText(/Najniža cijena u zadnjih 30 dana: [\d.]+,\d\d\s€/)).toBeVisible()
    await expect(page.getByText(/Na zalihi: \d+/)).toBeVisible()
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
    expect(jsonLd).toMatchObject({ '@type': 'Product', name: 'Fotelja Una', offers: { '@type': 'Offer', priceCurrency: 'EUR' } })
    await expect(page.getByRole('navigation', { name: 'Putanja' }).getByRole('link', { name: 'Dnevni boravak' })).toBeVisible()
    await expectAccessible(page)
  })

  test('a configurable product resolves the chosen swatches to a variant', async ({ page }) => {
    await open(page, '/product/modularna-sofa-sava')
    const sku = page.getByText(/^Šifra:/)
    const first = await sku.textContent()
    await page.getByRole('group', { name: 'Boja' }).getByRole('radio', { name: 'Antracit' }).check()
    await expect(sku).not.toHaveText(first ?? '')
    await page.getByRole('group', { name: 'Veličina' }).getByRole('radio', { name: 'L', exact: true }).check()
    await expect(sku).toHaveText(/VS-CFG-MODULARNA-SO-6/)
    await expectAccessible(page)
  })

  test('a bundle lists its components; an eProduct shows unlimited stock', async ({ page }) => {
    await open(page, '/product/rezervacija-parkirno-mjesto-i-spremiste')
    const contents = page.getByRole('region', { name: 'Paket sadrži' })
    await expect(contents.getByRole('link', { name: 'Parkirno mjesto P-1' })).toBeVisible()
    await expect(contents.getByRole('link', { name: 'Spremište uz garažu' })).toBeVisible()
    await open(page, '/product/vodic-za-kupce-stanovi-u-vrtovima-save')
    await expect(page.getByText('Digitalni proizvod')).toBeVisible()
    await expect(page.getByText(/Dostupnost: Dostupno · Dostupno/)).toBeVisible()
    await open(page, '/en/product/fotelja-una')
    await expect(page.getByRole('heading', { level: 1, name: 'Una armchair' })).toBeVisible()
    await expect(page.getByText('25% VAT included')).toBeVisible()
  })
})

test.describe('search', () => {
  test('the header search bar opens focused, ignores an empty query and submits on Enter', async ({ page }) => {
    await open(page, '/shop')
    await page.getByRole('button', { name: 'Otvori pretragu' }).click()
    const input = page.getByPlaceholder('Pretraži proizvode...')
    await expect(input).toBeFocused()
    await input.press('Enter')
    await expect(page).toHaveURL(/\/shop$/)
    await input.fill('cevapi')
    await input.press('Enter')
    await expect(page).toHaveURL(/\/pretraga\?search=cevapi/)
    await expect(page.getByRole('link', { name: 'Terasni roštilj Ćevapi Party' })).toBeVisible()
  })

  test('tabs switch the category, reset the page, and keep everything in the query string', async ({ page }) => {
    await open(page, '/pretraga?search=parkirno&category=products&page=2')
    await expect(page.getByRole('link', { name: /Proizvodi \(\d+\)/ })).toHaveAttribute('aria-current', 'page')
    await page.getByRole('link', { name: /Kategorije proizvoda/ }).click()
    await expect(page).toHaveURL(/category=productCategories/)
    expect(page.url()).not.toContain('page=')
    await expect(page.getByRole('link', { name: 'Parkirna mjesta' })).toBeVisible()
    await page.getByRole('link', { name: /Stranice \(/ }).click()
    await expect(page).toHaveURL(/category=pages/)
    await expectAccessible(page)
  })
})
