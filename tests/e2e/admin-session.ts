import fs from 'node:fs'
import { expect, type Browser, type Page } from '@playwright/test'
import { open, port } from './checkout-page'
import { expectAccessible } from './axe'

/** The demo owner (all scopes) and the admin specs' shared steps. */
export const OWNER = { email: 'admin@izlog.local', password: 'izlog-admin-demo' }
export const origin = `http://localhost:${port}`
export const desktop = { width: 1280, height: 900 }
export const phone = { width: 360, height: 800 }

/**
 * Signs the owner in through the login API on the page's browser context (its cookies), without
 * the login screen: the admin login form and its redirect have their own specs (accounts.spec.ts
 * "admin login", and the /adminLogin?redirect= logins of forms, orders and content-community).
 */
export async function signInAsOwner(page: Page): Promise<void> {
  // The throttle counts logins per address (all specs share 127.0.0.1): start from a fresh budget
  // rather than whatever the specs before this one left.
  expect((await page.request.post(`${origin}/api/_e2e/reset-rate-limits`, { headers: { origin } })).status()).toBe(200)
  const response = await page.request.post(`${origin}/api/auth/login`, {
    data: { username: OWNER.email, password: OWNER.password },
    headers: { origin },
  })
  expect(response.status()).toBe(200)
}

/** The owner, signed in, on `path`, hydrated. */
export async function loginAsOwner(page: Page, path: string): Promise<void> {
  await signInAsOwner(page)
  await open(page, path)
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`))
}

/** A new browser context with the cookie choice made, the owner signed in on `path` (desktop unless told). */
export async function ownerAt(browser: Browser, path: string, viewport = desktop): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'hr-HR' })
  await context.addCookies([{ name: 'izlog_consent', value: 'necessary', url: origin }])
  const page = await context.newPage()
  await loginAsOwner(page, path)
  return page
}

/**
 * One admin page checked as it is: no toast mid-fade, no axe violations, nothing wider than the
 * window except inside a table's own scrolling box; a screenshot to look at.
 */
export async function checkAdminPage(page: Page, name: string, shotsDir: string): Promise<void> {
  await expect(page.getByRole('region', { name: 'Obavijesti' }).getByRole('listitem')).toHaveCount(0, { timeout: 15_000 })
  await expectAccessible(page)
  const overflow = await page.evaluate(() => {
    const width = window.innerWidth
    return [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > width + 1 && !e.parentElement?.closest('.admin-table-wrap'))
      .map((e) => `${e.tagName}.${e.className}`)
      .slice(0, 5)
  })
  expect(overflow).toEqual([])
  fs.mkdirSync(shotsDir, { recursive: true })
  await page.screenshot({ path: `${shotsDir}/${name}-${page.viewportSize()?.width ?? 0}.png`, fullPage: true })
}
