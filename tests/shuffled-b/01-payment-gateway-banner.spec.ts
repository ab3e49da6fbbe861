import { expect, test } from '@playwright/test'
import { checkAdminPage, desktop, origin, ownerAt, phone } from './admin-session'

test.describe.configure({ timeout: 180_000 })

const SHOTS = process.env.E2E_SHOTS ?? 'test-results/payment-gateway-banner'

// The owner logs in here; the specs after it get a fresh login budget.
test.afterAll(async ({ request }) => {
  expect((await request.post('/api/_e2e/reset-rate-limits', { headers: { origin } })).status()).toBe(200)
})

// Issue 25 point 1: the e2e server runs in production with card and PayPal on the local test gateway.
test('in production the dashboard warns that card and PayPal go through the test payment gateway', async ({ browser }) => {
  const admin = await ownerAt(browser, '/admin')
  const banner = admin.getByRole('alert').filter({ has: admin.getByRole('heading', { name: 'Plaćanja idu kroz testni naplatni servis' }) })
  await expect(banner).toContainText('Kartično plaćanje, PayPal: kupci sami odobravaju svoje narudžbe i novac se ne naplaćuje.')
  for (const size of [desktop, phone]) {
    await admin.setViewportSize(size)
    await checkAdminPage(admin, 'dashboard-test-gateway', SHOTS)
  }
  await banner.getByRole('link', { name: 'Načini plaćanja' }).click()
  await expect(admin).toHaveURL(/\/admin\/payment-methods$/)
  await admin.context().close()
})
