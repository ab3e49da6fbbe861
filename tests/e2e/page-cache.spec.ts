import { expect, test } from '@playwright/test'
import { expectAccessible } from './axe'

/** ADR 023 smoke: a visitor's page goes miss → hit, hydrates under the CSP with its fresh nonce; a logged-in editor bypasses. */
const EDITOR = { email: 'urednik@izlog.local', password: 'izlog-urednik-demo' }

test('a visitor page is rendered once, then served from the cache and still hydrates under the CSP', async ({ page, request }) => {
  // A query of its own: this spec's first request of the page is always the miss.
  const path = `/o-projektu?cacheSmoke=${Date.now()}`
  const first = await request.get(path)
  const second = await request.get(path)
  expect([first.headers()['x-cache'], second.headers()['x-cache']]).toEqual(['miss', 'hit'])
  expect(second.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/)

  const cspErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) cspErrors.push(message.text())
  })
  await page.context().addCookies([{ name: 'izlog_consent', value: 'necessary', url: test.info().project.use.baseURL! }])
  await page.goto(path)
  const hit = await page.goto(path)
  expect(hit?.headers()['x-cache']).toBe('hit')
  await page.locator('html[data-hydrated]').waitFor()
  expect(cspErrors).toEqual([])
  await expectAccessible(page)
})

test('a logged-in editor is never served the cached page', async ({ page }) => {
  const origin = test.info().project.use.baseURL!
  await page.context().addCookies([{ name: 'izlog_consent', value: 'necessary', url: origin }])
  expect((await page.request.post('/api/auth/login', { data: { username: EDITOR.email, password: EDITOR.password }, headers: { origin } })).status()).toBe(200)
  const response = await page.goto('/o-projektu')
  expect(response?.headers()['x-cache']).toBe('bypass')
  expect(response?.headers()['cache-control']).toBe('private, no-store')
})
