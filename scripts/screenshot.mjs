// Development aid: `node scripts/screenshot.mjs <url> <out.png> [width] [height]` takes a screenshot
// with the system Chromium and prints the status and any console errors. FULL=1 for the whole page.
import { chromium } from '@playwright/test'

const [url, out, width = '1280', height = '900'] = process.argv.slice(2)
if (!url || !out) {
  console.error('usage: node scripts/screenshot.mjs <url> <out.png> [width] [height]')
  process.exit(2)
}
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } })
const errors = []
page.on('console', (message) => {
  if (message.type() === 'error') errors.push(message.text())
})
page.on('pageerror', (error) => errors.push(String(error)))
const response = await page.goto(url)
await page.waitForSelector('html[data-hydrated]', { timeout: 10_000 }).catch(() => errors.push('never hydrated'))
await page.screenshot({ path: out, fullPage: process.env.FULL === '1' })
console.log('status', response?.status(), 'errors', JSON.stringify(errors))
await browser.close()
