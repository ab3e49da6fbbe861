import fs from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Browser, type Page } from '@playwright/test'
import { open, port } from './checkout-page'

/** The demo owner (all scopes) and the admin specs' shared steps. */
export const OWNER = { email: 'admin@izlog.local', password: 'izlog-admin-demo' }
export const origin = `http://localhost:${port}`
export const desktop = { width: 1280, height: 900 }
export const phone = { width: 360, height: 800 }

/** Logs the owner in at /adminLogin and lands on `path`, hydrated. */
export async function loginAsOwner(page: Page, path: string): Promise<void> {
  await open(page, `/adminLogin?redirect=${encodeURIComponent(path)}`)
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Prijavi se' }) })
  await form.getByLabel('E-pošta').fill(OWNER.email)
  await form.getByLabel('Lozinka').fill(OWNER.password)
  await form.getByRole('button', { name: 'Prijavi se' }).click()
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`))
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
}

/** A new desktop browser context with the cookie choice made, logged in as the owner at `path`. */
export async function ownerAt(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: desktop, locale: 'hr-HR' })
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
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
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
