// ADR 064: with media on a bucket (this spec's server runs with an s3rver, E2E_MEDIA_S3=1), the
// media library uploads straight to it: getUploadUrl → PUT to the bucket → addFromBucket.
import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { createPage, openEditor, openTool, signInAsEditor } from './test-data'

test('the media library uploads an image straight to the bucket and shows it from there', async ({ page }) => {
  await signInAsEditor(page)
  await openEditor(page, await createPage(page))
  await openTool(page, 'Mediji')
  const library = page.getByRole('dialog', { name: 'Medijska knjižnica' })
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a6ea5' } }).png().toBuffer()

  const ticket = page.waitForResponse((response) => response.url().endsWith('/api/v1/media/file/getUploadUrl') && response.status() === 200)
  const put = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes('/incoming/'))
  const taken = page.waitForResponse((response) => response.url().endsWith('/api/v1/media/file/addFromBucket'))
  await library.getByLabel('Prenesi datoteke').setInputFiles({ name: 'Plava fasada.png', mimeType: 'image/png', buffer: png })

  const { data: issued } = (await (await ticket).json()) as { data: { key: string; url: string } }
  expect(issued.key).toMatch(/^incoming\/[0-9a-f-]{36}\/plava-fasada\.png$/)
  const bucketOrigin = new URL(issued.url).origin
  // The bytes went to the bucket, not through the site.
  expect((await put).status()).toBe(200)
  expect(new URL((await put).url()).origin).toBe(bucketOrigin)
  expect((await taken).status()).toBe(200)
  await expect(library.getByText('Preneseno: Plava fasada.png')).toBeVisible()

  // Listed by the server after a fresh open, its thumbnail served by the bucket.
  await page.keyboard.press('Escape')
  await expect(library).toBeHidden()
  await openTool(page, 'Mediji')
  const item = library.getByRole('button', { name: 'Plava fasada', exact: true })
  await expect(item).toBeVisible()
  const thumbnail = item.locator('img')
  await expect(thumbnail).toHaveAttribute('src', new RegExp(`^${bucketOrigin.replace(/[.]/g, '\\.')}/izlog-media/`))
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0)
  // The incoming object is gone once taken in.
  expect((await page.request.get(`${bucketOrigin}/izlog-media/${issued.key}`)).status()).toBe(404)
})
