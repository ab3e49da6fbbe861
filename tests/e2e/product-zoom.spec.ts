import { expect, test, type Page } from '@playwright/test'
import { open, port } from './checkout-page'
import { expectAccessible } from './axe'

/**
 * Issue 23 point 3 (ADR 063): the gallery's zoom view opens by click and by keyboard, moves with
 * the arrow keys, closes with Escape and gives focus back; its code is fetched only when opened.
 * The armchair's category gives it two pictures, so there is a next one to move to.
 */
const PRODUCT = { path: '/product/fotelja-una', name: 'Fotelja Una' }

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'izlog_consent', value: 'necessary', url: `http://localhost:${port}` }])
})

/** Scripts and styles of the zoom view the page has asked for so far. */
function zoomRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    if (/zoom-view[^/]*\.(js|css)$/.test(new URL(request.url()).pathname)) seen.push(request.url())
  })
  return seen
}

test('the zoom view opens on click and on Enter, moves with the arrows, closes with Escape, and loads only when opened', async ({ page }) => {
  const requested = zoomRequests(page)
  await open(page, PRODUCT.path)
  const zoom = page.getByRole('button', { name: `Povećaj sliku: ${PRODUCT.name}` })
  const dialog = page.getByRole('dialog', { name: `Galerija: ${PRODUCT.name}` })
  await expect(zoom).toBeVisible()
  expect(requested, 'the zoom view is not fetched before it is opened').toEqual([])

  await zoom.click()
  await expect(dialog).toBeVisible()
  expect(requested.some((url) => url.endsWith('.js'))).toBe(true)
  await expect(dialog.getByRole('button', { name: 'Približi' })).toBeVisible()
  await expectAccessible(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(zoom).toBeFocused()

  // By keyboard: Enter opens it at the shown picture, the right arrow moves to the next one.
  await expect(page.getByRole('button', { name: 'Prikaži sliku 1' })).toHaveAttribute('aria-pressed', 'true')
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(zoom).toBeFocused()
  // The gallery shows the picture the shopper last looked at.
  await expect(page.getByRole('button', { name: 'Prikaži sliku 2' })).toHaveAttribute('aria-pressed', 'true')
})

test('a colour is a swatch and a size a button, both radio groups that arrow keys move through', async ({ page }) => {
  await open(page, '/product/modularna-sofa-sava')
  const sizes = page.getByRole('group', { name: 'Veličina' })
  const checked = sizes.getByRole('radio', { checked: true })
  const first = await checked.getAttribute('value')
  await checked.focus()
  await page.keyboard.press('ArrowRight')
  await expect(sizes.getByRole('radio', { checked: true })).not.toHaveAttribute('value', first ?? '')
  const anthracite = page.getByRole('group', { name: 'Boja' }).getByRole('radio', { name: 'Antracit' })
  await anthracite.check()
  await expect(anthracite).toBeChecked()
  // A plain product carries no "Proizvod" label under its SKU (issue 23).
  await open(page, PRODUCT.path)
  await expect(page.getByText(/^Šifra:/)).toBeVisible()
  await expect(page.getByText('Proizvod', { exact: true })).toHaveCount(0)
})

test('search lists products as the category page’s cards with prices, and an empty result says what to do next', async ({ page }) => {
  await open(page, '/pretraga?search=sofa&category=products')
  const grid = page.getByRole('list', { name: 'Proizvodi' })
  await expect(grid.getByRole('article').first()).toBeVisible()
  for (const card of await grid.getByRole('article').all()) await expect(card.getByText(/\d\s€/).first()).toBeVisible()
  await open(page, '/pretraga?search=zzqxv&category=products')
  await expect(page.getByText(/Nema rezultata\. Probajte kraći/)).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Sve kategorije' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Kategorije' })).toBeVisible()
})
