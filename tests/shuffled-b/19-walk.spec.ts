import { expect, test } from '@playwright/test'
import { localeNames, localePrefix, type Locale } from '../../common/i18n/locales'
import { pathFor } from '../../common/i18n/paths'
import { registerMember, Walk } from './walk'

/**
 * Issue 20: a person clicks through the site — menu, category tile, filter, product, language
 * switch, logo, cart, checkout, login, profile — in each language, at 1280 px and at 360 px. Only
 * the home page is opened by address; every other page is reached by a click, as client
 * navigations, which is where the language once came from the `.data` URL.
 */
const furniture: Record<Locale, { name: string; slug: string }> = {
  hr: { name: 'Namještaj', slug: 'namjestaj' },
  en: { name: 'Furniture', slug: 'furniture' },
  de: { name: 'Möbel', slug: 'moebel' },
}
const wood: Record<Locale, string> = { hr: 'Drvo', en: 'Wood', de: 'Holz' }
/** Each walk switches to the next language half-way and goes on in it. */
const next: Record<Locale, Locale> = { hr: 'en', en: 'de', de: 'hr' }

const widths = [
  { name: '1280 px', viewport: { width: 1280, height: 800 } },
  { name: '360 px', viewport: { width: 360, height: 780 } },
]

for (const { name: width, viewport } of widths) {
  test.describe(`a walk at ${width}`, () => {
    test.use({ viewport })
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'izlog_consent', value: 'necessary', url: baseURL! }])
    })

    for (const language of ['hr', 'en', 'de'] as const) {
      test(`in ${localeNames[language]}: menu, tile, filter, product, language, logo, cart, checkout, login, profile`, async ({ page }) => {
        test.setTimeout(300_000)
        const member = await registerMember(page, language)
        const walk = new Walk(page, language)
        const other = next[language]
        const home = (locale: Locale) => localePrefix(locale) || '/'
        const shop = pathFor('shop', language)

        await walk.start(home(language))

        await walk.step('menu', async () => {
          const link = await walk.reveal(page.getByRole('navigation').getByRole('link').and(page.locator(`[href="${shop}"]`)))
          await link.click()
        }, { to: shop })

        const category = pathFor('shop', language, { slug: furniture[language].slug })
        await walk.step('category tile', () => page.getByRole('main').getByRole('link', { name: new RegExp(`^${furniture[language].name}`) }).first().click(), { to: category })

        await walk.step('filter', async () => {
          const filters = page.getByRole('button', { name: walk.t('catalog.filters'), exact: true })
          const inDrawer = await filters.isVisible()
          if (inDrawer) await filters.click()
          await page.getByRole('checkbox', { name: new RegExp(`^${wood[language]} \\(`) }).first().check()
          // On a phone the filters are a drawer over the list: its button shows the products it leaves.
          if (inDrawer) {
            const show = new RegExp(`^(${[walk.t('catalog.showProducts', { count: 0 }), walk.t('catalog.showProducts.one', { count: 0 })].map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('0', '\\d+')).join('|')})$`)
            await page.getByRole('dialog', { name: walk.t('catalog.filters'), exact: true }).getByRole('button', { name: show }).click()
          }
        }, { to: new RegExp(`${category.replace(/\//g, '\\/')}\\?.+`) })

        // The first product that goes straight into the cart: no variant to choose, not a bundle of parts.
        const addButton = page.getByRole('main').getByRole('button', { name: new RegExp(`^${walk.t('catalog.addToCart')}: (?!.*(paket|package|bundle))`, 'i') }).first()
        const productName = ((await addButton.getAttribute('aria-label')) ?? '').replace(`${walk.t('catalog.addToCart')}: `, '')
        expect(productName).not.toBe('')
        await walk.step('product', () => page.getByRole('main').getByRole('link', { name: productName, exact: true }).first().click(), {
          to: new RegExp(`${pathFor('product', language, { slug: 'x' }).replace(/x$/, '')}[^/?]+$`),
        })
        await page.getByRole('main').getByRole('button', { name: `${walk.t('catalog.addToCart')}: ${productName}`, exact: true }).first().click()
        const cartDialog = page.getByRole('dialog', { name: walk.t('cart.modalTitle') })
        await expect(cartDialog.getByRole('link', { name: productName, exact: true })).toBeVisible()
        await cartDialog.getByRole('button', { name: walk.t('layout.close') }).first().click()
        await expect(cartDialog).toBeHidden()

        await walk.step('language switch', async () => {
          const link = await walk.reveal(page.getByRole('link', { name: localeNames[other], exact: true }))
          await link.click()
        }, { to: new RegExp(`${pathFor('product', other, { slug: 'x' }).replace(/x$/, '').replace(/\//g, '\\/')}[^/?]+$`), language: other })
        const translatedName = (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim() ?? ''
        expect(translatedName).not.toBe('')

        await walk.step('logo', () => page.getByRole('banner').getByRole('link', { name: /Vrtovi Save/ }).first().click(), { to: home(other) })

        // The cart survived the switch, and speaks the new language (ADR 038).
        await walk.step('cart', () => page.getByRole('banner').getByRole('link', { name: walk.t('layout.cart') }).first().click(), { to: pathFor('cart', other) })
        await expect(page.getByRole('main').getByRole('link', { name: translatedName, exact: true }).first()).toBeVisible()

        await walk.step('checkout', () => page.getByRole('main').getByRole('link', { name: walk.t('cart.toCheckout') }).first().click(), { to: pathFor('checkout', other), frame: 'checkout' })

        await walk.step('logo from the checkout', () => page.getByRole('link', { name: /Vrtovi Save/ }).first().click(), { to: home(other) })

        await walk.step('login', async () => {
          const account = await walk.reveal(page.getByRole('link', { name: walk.t('layout.account'), exact: true }))
          await account.click()
        }, { to: pathFor('profile', other) })

        await walk.step('profile', async () => {
          const form = page.getByRole('region', { name: walk.t('account.loginHeading'), exact: true })
          await form.getByRole('textbox', { name: walk.t('account.email'), exact: true }).fill(member.email)
          await form.getByRole('textbox', { name: walk.t('account.password'), exact: true }).fill(member.password)
          await form.getByRole('button', { name: walk.t('account.login'), exact: true }).click()
          await expect(page.getByText(walk.t('account.greeting', { name: `${member.firstName} Walker` }))).toBeVisible()
        }, { to: pathFor('profile', other) })
      })
    }
  })
}
