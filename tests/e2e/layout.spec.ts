import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from './axe'

const PHONE = { width: 360, height: 740 }

async function open(page: Page, path: string) {
  const response = await page.goto(path)
  await page.locator('html[data-hydrated]').waitFor()
  return response
}

async function cookieValue(page: Page, name: string) {
  const cookie = (await page.context().cookies()).find((c) => c.name === name)
  return cookie ? decodeURIComponent(cookie.value) : undefined
}

/** Most tests are about the page, not the banner: answer it up front through the cookie. */
async function consentAlreadyGiven(page: Page) {
  await page.context().addCookies([{ name: 'izlog_consent', value: 'necessary', url: 'http://localhost/' }])
}

test.describe('header', () => {
  test('on the home page it turns solid after scrolling past 200 px', async ({ page }) => {
    await consentAlreadyGiven(page)
    await open(page, '/')
    const header = page.getByRole('banner')
    await expect(header).toHaveClass(/site-header--top/)
    await page.evaluate(() => window.scrollTo(0, 150))
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    await page.evaluate(() => window.scrollTo(0, 260))
    await expect(header).toHaveAttribute('data-scrolled', 'true')
    await expect(header).not.toHaveClass(/site-header--top/)
    // The background fades in over 0.3 s: wait for the end of the transition, an opaque rgb() colour.
    await expect
      .poll(() => header.evaluate((node) => getComputedStyle(node).backgroundColor))
      .toMatch(/^rgb\(/)
  })

  test('on a narrow window the threshold is 100 px', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await consentAlreadyGiven(page)
    await open(page, '/')
    const header = page.getByRole('banner')
    await page.evaluate(() => window.scrollTo(0, 130))
    await expect(header).toHaveAttribute('data-scrolled', 'true')
  })

  test('is solid from the start on other pages', async ({ page }) => {
    await consentAlreadyGiven(page)
    await open(page, '/pravila-privatnosti')
    await expect(page.getByRole('banner')).not.toHaveClass(/site-header--top/)
  })

  test('has cart and account links in the page language', async ({ page }) => {
    await consentAlreadyGiven(page)
    await open(page, '/en')
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/en/cart')
    await expect(header.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/en/profile')
  })

  test('the language switcher goes to the same page in the other language and remembers it', async ({ page }) => {
    await consentAlreadyGiven(page)
    await open(page, '/pravila-privatnosti')
    const switcher = page.getByRole('banner').getByRole('list', { name: 'Jezik' })
    await expect(switcher.getByRole('link', { name: 'Hrvatski' })).toHaveAttribute('aria-current', 'page')
    await switcher.getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(/\/en\/privacy-policy$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    expect(await cookieValue(page, 'izlog_locale')).toBe('en')
    // The bare home page now follows the chosen language instead of the browser's.
    await open(page, '/')
    await expect(page).toHaveURL(/\/en$/)
  })
})

test.describe('desktop dropdowns', () => {
  test('open on their button, close on Escape, an outside press and a link click', async ({ page }) => {
    await consentAlreadyGiven(page)
    await open(page, '/pravila-privatnosti')
    const nav = page.getByRole('navigation', { name: 'Glavna navigacija' })
    const toggle = nav.getByRole('button', { name: 'Proširi podizbornik: Projekt' })
    const location = nav.getByRole('link', { name: 'Lokacija' })
    await expect(location).toBeHidden()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(location).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Popis stanova' })).toBeVisible()
    await location.focus()
    await page.keyboard.press('Escape')
    await expect(location).toBeHidden()
    await expect(toggle).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(location).toBeVisible()
    await page.getByRole('heading', { level: 1 }).click()
    await expect(location).toBeHidden()
    await toggle.click()
    await location.click()
    await expect(page).toHaveURL(/\/lokacija$/)
    await expect(location).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })
})

test.describe('mobile menu', () => {
  test.use({ viewport: PHONE })

  test('opens from its toggle, lists the menu and languages, closes on navigation', async ({ page }) => {
    await consentAlreadyGiven(page)
    await open(page, '/pravila-privatnosti')
    const toggle = page.getByRole('button', { name: 'Izbornik', exact: true })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toHaveAttribute('aria-controls', 'mobile-menu')
    await expect(page.getByRole('navigation', { name: 'Glavna navigacija' })).toBeHidden()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const menu = page.getByRole('navigation', { name: 'Mobilna navigacija' })
    await expect(menu).toBeVisible()
    await expect(page.locator('#mobile-menu').getByRole('link', { name: 'English' })).toBeVisible()
    const maxHeight = await page.locator('#mobile-menu').evaluate((node) => getComputedStyle(node).maxHeight)
    expect(maxHeight).toBe(`${PHONE.height - 64}px`)
    await menu.getByRole('link', { name: 'Trgovina' }).click()
    await expect(page).toHaveURL(/\/shop$/)
    await expect(menu).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  test('closes on Escape and gives focus back to the toggle', async ({ page }) => {
    await consentAlreadyGiven(page)
    await open(page, '/')
    const toggle = page.getByRole('button', { name: 'Izbornik', exact: true })
    await toggle.focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('navigation', { name: 'Mobilna navigacija' })
    await expect(menu).toBeVisible()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(toggle).toBeFocused()
  })

  test('expands two levels of submenus and closes when a deep link is followed', async ({ page }) => {
    await consentAlreadyGiven(page)
    await open(page, '/')
    await page.getByRole('button', { name: 'Izbornik', exact: true }).click()
    const menu = page.locator('#mobile-menu')
    const project = menu.getByRole('button', { name: 'Proširi podizbornik: Projekt' })
    await expect(project).toHaveAttribute('aria-expanded', 'false')
    await expect(menu.getByRole('link', { name: 'Lokacija' })).toBeHidden()
    await project.click()
    await expect(project).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByRole('link', { name: 'Lokacija' })).toBeVisible()
    const apartments = menu.getByRole('button', { name: 'Proširi podizbornik: Stanovi' })
    await expect(menu.getByRole('link', { name: 'Popis stanova' })).toBeHidden()
    await apartments.click()
    await expect(menu.getByRole('link', { name: 'Popis stanova' })).toBeVisible()
    await menu.getByRole('link', { name: 'Lokacija' }).click()
    await expect(page).toHaveURL(/\/lokacija$/)
    await expect(menu).toBeHidden()
  })
})

test.describe('footer', () => {
  test('puts the first three menu items in one column and the rest in another', async ({ page }) => {
    await consentAlreadyGiven(page)
    await open(page, '/')
    const nav = page.getByRole('contentinfo').getByRole('navigation', { name: 'Podnožje' })
    const all = await nav.getByRole('link').allTextContents()
    expect(all.length).toBeGreaterThan(3)
    const columns = nav.getByRole('list')
    await expect(columns).toHaveCount(2)
    await expect(columns.nth(0).getByRole('link')).toHaveText(all.slice(0, 3))
    await expect(columns.nth(1).getByRole('link')).toHaveText(all.slice(3))
    await expect(columns.nth(1).getByRole('link', { name: 'Pravila privatnosti' })).toBeVisible()
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: /prodaja@vrtovisave\.hr/ })).toHaveAttribute('href', 'mailto:prodaja@vrtovisave.hr')
    await expect(footer.getByRole('heading', { name: 'Partneri' })).toBeVisible()
    const logo = footer.getByRole('img', { name: 'Gradnja Sava' })
    await logo.scrollIntoViewIfNeeded()
    await expect(logo).toBeVisible()
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible()
  })
})

test.describe('cookie banner', () => {
  const banner = (page: Page) => page.getByRole('region', { name: 'Poštujemo vašu privatnost' })

  test('"Prihvaćam sve" stores every category, logs it and is gone after a reload', async ({ page }) => {
    await open(page, '/')
    await expect(banner(page).getByRole('link', { name: 'Pravila privatnosti' })).toHaveAttribute('href', '/pravila-privatnosti')
    const logged = page.waitForResponse((r) => r.url().endsWith('/api/v1/gdpr/web/consent/log/create'))
    await banner(page).getByRole('button', { name: 'Prihvaćam sve' }).click()
    const response = await logged
    expect(response.status()).toBe(201)
    expect(response.request().postDataJSON()).toMatchObject({
      status: 'accepted',
      sourceType: 'cookieBanner',
      consents: ['necessary', 'analytics', 'marketing'],
      user: { userType: 'webUser' },
    })
    await expect(banner(page)).toBeHidden()
    expect(await cookieValue(page, 'izlog_consent')).toBe('necessary,analytics,marketing')
    await page.reload()
    await page.locator('html[data-hydrated]').waitFor()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(banner(page)).toHaveCount(0)
  })

  test('is reached by keyboard right after the skip link', async ({ page }) => {
    await open(page, '/')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Preskoči na sadržaj' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(banner(page).getByRole('link', { name: 'Pravila privatnosti' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(banner(page).getByRole('button', { name: 'Prihvaćam sve' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(banner(page)).toBeHidden()
  })

  test('"Samo nužni" stores only the necessary category', async ({ page }) => {
    await open(page, '/')
    await banner(page).getByRole('button', { name: 'Samo nužni' }).click()
    await expect(banner(page)).toBeHidden()
    expect(await cookieValue(page, 'izlog_consent')).toBe('necessary')
    await page.reload()
    await page.locator('html[data-hydrated]').waitFor()
    await expect(banner(page)).toHaveCount(0)
  })

  test('"Postavke" lets the visitor pick categories, necessary always on', async ({ page }) => {
    await open(page, '/')
    await banner(page).getByRole('button', { name: 'Postavke' }).click()
    const necessary = banner(page).getByRole('checkbox', { name: /Nužni/ })
    await expect(necessary).toBeChecked()
    await expect(necessary).toBeDisabled()
    await banner(page).getByRole('checkbox', { name: /Analitika/ }).check()
    await expect(banner(page).getByRole('checkbox', { name: /Marketing/ })).not.toBeChecked()
    await banner(page).getByRole('button', { name: 'Spremi odabir' }).click()
    await expect(banner(page)).toBeHidden()
    expect(await cookieValue(page, 'izlog_consent')).toBe('necessary,analytics')
  })

  test('a failed consent log keeps the choice and shows a dismissible error toast', async ({ page }) => {
    await page.route('**/api/v1/gdpr/web/consent/log/create', (route) => route.fulfill({ status: 500, body: '{}' }))
    await open(page, '/')
    await banner(page).getByRole('button', { name: 'Samo nužni' }).click()
    const toasts = page.getByRole('region', { name: 'Obavijesti' })
    const toast = toasts.getByRole('listitem').filter({ hasText: 'nismo uspjeli zabilježiti' })
    await expect(toast).toBeVisible()
    expect(await cookieValue(page, 'izlog_consent')).toBe('necessary')
    await toast.getByRole('button', { name: 'Zatvori obavijest' }).click()
    await expect(toast).toHaveCount(0)
  })
})

test('the progress bar appears when a navigation takes longer than 200 ms', async ({ page }) => {
  await consentAlreadyGiven(page)
  await open(page, '/')
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/*.data*', async (route) => {
    await held
    await route.continue()
  })
  const bar = page.getByTestId('progress-bar')
  await expect(bar).not.toHaveClass(/progress-bar--active/)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pravila privatnosti' }).click()
  await expect(bar).toHaveClass(/progress-bar--active/)
  await expect(page.getByText('Učitavanje…')).toBeAttached()
  release()
  await expect(page).toHaveURL(/\/pravila-privatnosti$/)
  await expect(bar).not.toHaveClass(/progress-bar--active/)
})

test('an unknown page shows the 404 screen with a way home', async ({ page }) => {
  await consentAlreadyGiven(page)
  const response = await open(page, '/ova-stranica-ne-postoji')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Stranica nije pronađena' })).toBeVisible()
  await page.getByRole('link', { name: 'Natrag na početnu' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('a production build shows no version badge', async ({ page }) => {
  await consentAlreadyGiven(page)
  await open(page, '/')
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.getByRole('button', { name: /^Verzija/ })).toHaveCount(0)
})

test.describe('accessibility (axe)', { tag: '@one-database' }, () => {
  for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
    for (const path of ['/', '/pravila-privatnosti', '/ova-stranica-ne-postoji']) {
      test(`${path} at ${viewport.width} px has no violations`, async ({ page }) => {
        await page.setViewportSize(viewport)
        await open(page, path)
        await expectAccessible(page)
      })
    }
  }

  test('the cookie settings and an open desktop dropdown have no violations', async ({ page }) => {
    await open(page, '/')
    await page.getByRole('button', { name: 'Postavke' }).click()
    await page.getByRole('button', { name: 'Proširi podizbornik: Projekt' }).click()
    await expect(page.getByRole('checkbox', { name: /Analitika/ })).toBeVisible()
    await expectAccessible(page)
  })

  test('the open mobile menu has no violations', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await consentAlreadyGiven(page)
    await open(page, '/')
    await page.getByRole('button', { name: 'Izbornik', exact: true }).click()
    await expectAccessible(page)
  })
})
