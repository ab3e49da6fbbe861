import { expect, test } from '@playwright/test'

test('the Croatian home page renders its hero heading', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Dom uz rijeku, deset minuta od centra' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'hr')
})
