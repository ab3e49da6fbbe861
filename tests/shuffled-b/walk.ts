import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, type Locator, type Page } from '@playwright/test'
import { localeFromPath, locales, type Locale } from '../../common/i18n/locales'
import { translate, type MessageKey } from '../../common/i18n/translate'

/**
 * A person walking the site by clicking (issue 20): after the first page, every step is a click,
 * and after every step the page must be whole — in one language (URL, `<html lang>` and menu), not
 * a 404, without console errors, and no wider than the window.
 */
export class Walk {
  private readonly problems: string[] = []
  private language: Locale

  constructor(
    readonly page: Page,
    language: Locale,
  ) {
    this.language = language
    page.on('console', (message) => {
      if (message.type() === 'error') this.problems.push(`console error: ${message.text()}`)
    })
    page.on('pageerror', (error) => this.problems.push(`page error: ${error.message}`))
    page.on('response', (response) => {
      const request = response.request()
      const isPage = request.isNavigationRequest() || new URL(response.url()).pathname.endsWith('.data')
      if (isPage && response.status() === 404) this.problems.push(`404: ${response.url()}`)
    })
  }

  /** The catalogue text of the language the walk is in now. */
  t(key: MessageKey, params?: Record<string, string | number>): string {
    return translate(this.language, key, params)
  }

  get locale(): Locale {
    return this.language
  }

  /** The one `goto` of a walk: the home page of its language. */
  async start(url: string): Promise<void> {
    await this.page.goto(url)
    await this.check('start', url)
  }

  /**
   * One step: a click (or a few, such as filling a form and sending it), then the page it leads to
   * is checked. `to` is the expected path (and query), `language` when the step changes it.
   */
  async step(name: string, action: () => Promise<void>, expected: { to: string | RegExp; language?: Locale; frame?: 'checkout' }): Promise<void> {
    await action()
    if (expected.language) this.language = expected.language
    await this.check(name, expected.to, expected.frame)
  }

  /** `frame: 'checkout'`: the checkout's focused frame, which has no menu (logo, secure note, back to the cart). */
  private async check(name: string, to: string | RegExp, frame?: 'checkout'): Promise<void> {
    const { page } = this
    await expect(page, name).toHaveURL(typeof to === 'string' ? new RegExp(`^[^/]*//[^/]+${escape(to)}$`) : to)
    await expect(page.locator('html[data-hydrated="true"]'), name).toBeAttached()
    const language = localeFromPath(new URL(page.url()).pathname)
    expect(language, `${name}: the URL's language`).toBe(this.language)
    await expect(page.locator('html'), `${name}: <html lang>`).toHaveAttribute('lang', this.language)
    // The menu is the language's: its name, and the navigation loaded for it (its first item is the home page).
    // (On a phone the desktop navigation is not displayed: found by its name, shown or not.)
    const homePath = this.language === 'hr' ? '/' : `/${this.language}`
    if (frame === 'checkout') {
      // No menu in any language there; the frame's logo leads to the language's home page.
      for (const locale of locales) await expect(page.locator(`nav[aria-label="${translate(locale, 'layout.mainNavigation')}"]`), `${name}: no menu`).toHaveCount(0)
      await expect(page.getByRole('banner').getByRole('link', { name: /Vrtovi Save/ }).first(), `${name}: the logo's home link`).toHaveAttribute('href', homePath)
    } else {
      const menu = page.locator(`nav[aria-label="${translate(this.language, 'layout.mainNavigation')}"]`)
      await expect(menu, `${name}: the menu's language`).toBeAttached()
      await expect(menu.locator('a').first(), `${name}: the menu's home link`).toHaveAttribute('href', homePath)
    }
    await expect(page.getByRole('heading', { level: 1 }).first(), `${name}: a page, not an error`).toBeVisible()
    const tooWide = await page.evaluate(overflowingElements)
    expect(tooWide, `${name}: wider than the window`).toEqual([])
    expect(this.problems, name).toEqual([])
  }

  /** On a phone the menu, the language links and the account link sit behind the menu button. */
  async reveal(target: Locator): Promise<Locator> {
    const visible = target.filter({ visible: true }).first()
    if ((await visible.count()) > 0) return visible
    await this.page.getByRole('button', { name: this.t('layout.menu'), exact: true }).click()
    await expect(target.filter({ visible: true }).first()).toBeVisible()
    return target.filter({ visible: true }).first()
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * What sticks out of the window: the document when it scrolls sideways, and every shown element
 * wider than the window or reaching past its edges (not one placed wholly off the left, which no
 * one can scroll to), unless a scrolling or clipping box that fits
 * the window holds it (a wide table in its own scroller is fine).
 */
function overflowingElements(): string[] {
  const width = document.documentElement.clientWidth
  const found: string[] = []
  if (document.documentElement.scrollWidth > width) found.push(`document: ${document.documentElement.scrollWidth}px in ${width}px`)
  const heldByFittingBox = (element: Element): boolean => {
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const overflowX = getComputedStyle(parent).overflowX
      if (overflowX === 'visible') continue
      const box = parent.getBoundingClientRect()
      if (box.left >= -1 && box.right <= width + 1) return true
    }
    return false
  }
  for (const element of document.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect()
    // Nothing shown, or placed wholly off the left edge on purpose (a honeypot field): never scrolls.
    if (box.width === 0 || box.height === 0 || box.right <= 0) continue
    if (box.width <= width + 1 && box.left >= -1 && box.right <= width + 1) continue
    const style = getComputedStyle(element)
    if (style.visibility === 'hidden' || style.position === 'fixed') continue
    if (heldByFittingBox(element)) continue
    const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`
    found.push(`${name}: ${Math.round(box.left)}…${Math.round(box.right)}px in ${width}px`)
  }
  // The outermost offender says where; its children only repeat it.
  return found.slice(0, 5)
}

// The e2e server writes its DATA_DIR here (tests/e2e/start-test-server.mjs); mails land in DATA_DIR/mail.
const port = process.env.E2E_PORT ?? '3210'
const dataDir = () => fs.readFileSync(path.join(os.tmpdir(), `izlog-e2e-${port}.datadir`), 'utf8').trim()

/** A member of its own for a walk: registered through the API, confirmed with the link the e-mail carries. */
export async function registerMember(page: Page, language: Locale): Promise<{ email: string; password: string; firstName: string }> {
  const email = `setac-${language}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.hr`
  const member = { email, password: 'Setnja-uz-Savu-2026', firstName: 'Šetač' }
  const offered = await page.request.post(`/api/v1/gdpr/web/consent/filter?language=${language}`, { data: { assignedTo: 'registration', forWeb: true } })
  const acceptedConsents = ((await offered.json()) as { data: { records: { id: number }[] } }).data.records.map((consent) => consent.id)
  const registered = await page.request.post(`/api/v1/user/web/register?language=${language}`, {
    data: { details: { firstName: member.firstName, lastName: 'Walker' }, email, password: member.password, acceptedConsents },
  })
  expect(registered.status()).toBe(201)
  let token = ''
  await expect
    .poll(() => {
      const dir = path.join(dataDir(), 'mail')
      for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.eml')) : []) {
        const text = fs.readFileSync(path.join(dir, file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=')
        const found = text.includes(`To: ${email}`) ? /verificationToken=([A-Za-z0-9_-]+)/.exec(text) : null
        if (found?.[1]) token = found[1]
      }
      return token
    })
    .not.toBe('')
  expect((await page.request.get(`/api/v1/user/web/verify/${token}`)).status()).toBe(200)
  return member
}
