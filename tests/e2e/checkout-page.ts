import { expect, test, type Locator, type Page } from '@playwright/test'

export const port = Number(process.env.E2E_PORT ?? 3210)
export const PRODUCT = { path: '/product/sofa-drava-trosjed', name: 'Sofa Drava trosjed' }
/** A product with stock to spare, for specs whose orders must not use up the sofa the order specs buy. */
export const SPARE_PRODUCT = { path: '/product/komoda-glina', name: 'Komoda Glina' }

export async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
}

/** Nothing wider than the window; a failure names the elements that stick out, so the fix needs no rerun. */
export async function expectFitsWindow(page: Page) {
  const offenders = await page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth) return []
    return [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1 && !element.closest('[role="region"][tabindex="0"], .visually-hidden'))
      .slice(-5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}: ${(element.textContent ?? '').trim().slice(0, 60)}`)
  })
  expect(offenders).toEqual([])
}

/** A form field by its label; required ones end in a star. */
export const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${label}( \\*)?$`))

export const toasts = (page: Page) => page.getByRole('region', { name: 'Obavijesti' })

/** The checkout as a buyer sees it (STYLE: page objects keep the specs short). */
export class CheckoutPage {
  constructor(readonly page: Page) {}

  async addProductAndOpen(product = PRODUCT) {
    await open(this.page, product.path)
    await this.page.getByRole('button', { name: `Dodaj u košaricu: ${product.name}` }).click()
    await expect(this.page.getByRole('banner').getByRole('link', { name: /Košarica, proizvoda: [1-9]/ })).toBeVisible()
    await open(this.page, '/naplata')
    await expect(this.stepHeading('Adresa')).toBeVisible()
  }

  stepHeading(name: string) {
    return this.page.getByRole('heading', { level: 2, name, exact: true })
  }

  async fillAddress() {
    const form = this.page.locator('form.checkout-step')
    const values: [string, string][] = [
      ['Ime', 'Ana Marija'],
      ['Prezime', 'Kovačević'],
      ['E-pošta za kontakt', 'ana.kupac@example.com'],
      ['Telefon', '0911234567'],
      ['Ulica', 'Ilica'],
      ['Kućni broj', '12a'],
      ['Poštanski broj', '10000'],
      ['Grad', 'Zagreb'],
    ]
    for (const [label, value] of values) await field(form, label).fill(value)
    const consents = form.getByRole('group', { name: 'Privole' }).getByRole('checkbox')
    for (const consent of await consents.all()) await consent.check()
  }

  async next() {
    await this.page.getByRole('button', { name: 'Dalje' }).click()
  }

  async chooseFirstShipping() {
    await expect(this.stepHeading('Dostava')).toBeVisible()
    await expect(this.page).toHaveURL(/korak=dostava/)
    const methods = this.page.getByRole('group', { name: 'Način dostave' })
    await methods.getByRole('radio').first().check()
    const branches = this.page.getByRole('group', { name: 'Poslovnica za preuzimanje' })
    if (await branches.isVisible()) await branches.getByRole('radio').first().check()
  }

  async choosePayment(name: RegExp) {
    await expect(this.stepHeading('Plaćanje')).toBeVisible()
    await this.page.getByRole('group', { name: 'Način plaćanja' }).getByRole('radio', { name }).check()
    for (const consent of await this.page.getByRole('group', { name: 'Privole' }).getByRole('checkbox').all()) await consent.check()
  }

  async placeOrder() {
    await this.page.getByRole('button', { name: 'Naruči s obvezom plaćanja' }).click()
  }

  async expectSuccess() {
    await expect(this.page).toHaveURL(/\/naplata\/uspjesna\?orderSlug=/)
    await expect(this.page.getByRole('heading', { level: 1, name: 'Hvala na narudžbi!' })).toBeVisible()
    await expect(this.page.getByText(/^Broj narudžbe: /)).toBeVisible()
    // The cart session ended with the order: the header shows an empty cart.
    await expect(this.page.getByRole('banner').getByRole('link', { name: /Košarica, proizvoda: [1-9]/ })).toHaveCount(0)
  }

  async shoot(name: string) {
    await this.page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true })
  }
}

