// Icons, the cache view, the phone preview, media usage and dummy mode. Each test edits a page of
// its own (a copy of the demo's about page); dummy mode, one site option, is switched back off.
import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { signInAsOwner } from './admin-session'
import { createPage, openEditor, openTool, signInAsEditor, TOOLBAR } from './test-data'
import { expectAccessible } from './axe'

const PHONE = { width: 360, height: 740 }
/** The outline of the `home` icon (app/features/cms/icons.tsx), as visitors' pages draw it. */
const HOME_OUTLINE = 'M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10'

/** The editor signed in, on a new page of the test's own in edit mode; its path. */
async function ownPageInEditor(page: Page): Promise<string> {
  await signInAsEditor(page)
  const path = await createPage(page)
  await openEditor(page, path)
  return path
}

test('pick an icon in place with the keyboard-searchable list and see it after publishing', async ({ page, browser }) => {
  const path = await ownPageInEditor(page)
  await page.getByRole('button', { name: 'Promijeni ikonu (Sunce): Stavka 1 › Ikona' }).click()
  const list = page.getByRole('dialog', { name: 'Odabir ikone' })
  await expect(list.getByRole('button', { name: /Sunce/ })).toHaveAttribute('aria-pressed', 'true')
  await list.getByLabel('Pretraži ikone').fill('kuca')
  await expect(list.getByRole('button')).toHaveCount(2) // Kuća and the dialog's close button
  await list.getByLabel('Pretraži ikone').fill('')
  // Arrow keys move through the grid; Enter chooses.
  await list.getByRole('button', { name: 'Ključ' }).focus()
  await page.keyboard.press('ArrowLeft')
  await expect(list.getByRole('button', { name: 'Kuća' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(list).toBeHidden()
  await expect(page.getByRole('button', { name: 'Promijeni ikonu (Kuća): Stavka 1 › Ikona' })).toBeVisible()

  await page.getByRole('toolbar', { name: TOOLBAR }).getByRole('button', { name: 'Objavi' }).click()
  await expect(page.getByText('Stranica je objavljena.')).toBeVisible()
  const context = await browser.newContext()
  const visitor = await context.newPage()
  await visitor.goto(path)
  const firstFeature = visitor.getByRole('listitem').filter({ hasText: 'Orijentacija na dvije strane' })
  await expect(firstFeature.locator('svg path')).toHaveAttribute('d', HOME_OUTLINE)
  await context.close()
})

test('the section content form picks icons too; closing the list keeps the form open', async ({ page }) => {
  await ownPageInEditor(page)
  await page
    .getByRole('group', { name: /^Sekcija \d+: Prednosti s ikonama/ })
    .getByRole('button', { name: 'Sadržaj' })
    .click()
  const form = page.getByRole('dialog', { name: 'Sadržaj' })
  await form.getByRole('button', { name: 'Promijeni ikonu (Ravnalo): Stavka 2 › Ikona' }).click()
  const list = page.getByRole('dialog', { name: 'Odabir ikone' })
  await list.getByRole('button', { name: 'Srce' }).click()
  await expect(list).toBeHidden()
  await expect(form).toBeVisible()
  await form.getByRole('button', { name: 'Promijeni ikonu (Srce): Stavka 2 › Ikona' }).click()
  await page.keyboard.press('Escape')
  await expect(list).toBeHidden()
  await expect(form).toBeVisible()
  await form.getByRole('button', { name: 'Primijeni' }).click()
  await expect(page.getByRole('button', { name: 'Promijeni ikonu (Srce): Stavka 2 › Ikona' })).toBeVisible()
  // Leaving with the change unsaved asks first.
  await openTool(page, 'Izađi iz uređivanja')
  await page.getByRole('dialog', { name: 'Potvrda' }).getByRole('button', { name: 'Potvrdi' }).click()
  await expect(page.getByRole('toolbar', { name: TOOLBAR })).toHaveCount(0)
})

test('the cache view lists the site cache and clears one entry, then all', async ({ page }) => {
  await ownPageInEditor(page)
  await openTool(page, 'Predmemorija')
  const view = page.getByRole('dialog', { name: 'Predmemorija poslužitelja' })
  // Entries live 10 s (ADR 009); the site list is read again by every request, the listing's too.
  await expect(view.getByRole('cell', { name: '*|sites', exact: true })).toBeVisible()
  // One section per store: the site cache, and the whole-page cache (ADR 023).
  const site = view.getByRole('region', { name: /^Podaci stranice/ })
  await expect(site.getByText(/^Zapisa: \d+, ukupno [\d,]+ (B|KiB)$/)).toBeVisible()
  await view.getByRole('button', { name: 'Očisti zapis *|sites' }).click()
  await expect(page.getByText('Zapis *|sites je obrisan.')).toBeVisible()
  await site.getByRole('button', { name: 'Očisti sve' }).click()
  await expect(page.getByText(/^Predmemorija je očišćena \(\d+ zapisa\)\.$/)).toBeVisible()
})

test('preview on phone shows the saved draft without the editor, in a 390 × 844 frame; Escape closes it', async ({ page }) => {
  await ownPageInEditor(page)
  await openTool(page, 'Pregled na mobitelu')
  const preview = page.getByRole('dialog', { name: 'Pregled na mobitelu' })
  const frameElement = preview.locator('iframe[title="Stranica na zaslonu mobitela (390 × 844)"]')
  await expect(frameElement).toHaveAttribute('width', '390')
  await expect(frameElement).toHaveAttribute('height', '844')
  const frame = frameElement.contentFrame()
  await frame.locator('html[data-hydrated="true"]').waitFor()
  await expect(frame.getByRole('heading', { level: 1, name: 'Četiri zgrade, jedan park i puno svjetla' })).toBeVisible()
  await expect(frame.getByRole('toolbar', { name: TOOLBAR })).toHaveCount(0)
  // The phone layout: the menu is behind its toggle button.
  await expect(frame.getByRole('button', { name: /izbornik/i })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(preview).toBeHidden()
})

test('deleting a media item that a page uses warns with the places first', async ({ page }) => {
  const path = await ownPageInEditor(page)
  // Put a new image on the page (draft), so the deletion has something to warn about.
  const image = page.locator('[data-section="text-image"]').first().locator('img')
  await image.click()
  const library = page.getByRole('dialog', { name: 'Medijska knjižnica' })
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#7d2a4f' } })
    .png()
    .toBuffer()
  await library.getByLabel('Prenesi datoteke').setInputFiles({ name: 'e2e-za-brisanje.png', mimeType: 'image/png', buffer: png })
  await library.getByRole('button', { name: 'Odaberi: e2e-za-brisanje' }).click()
  await page.getByRole('toolbar', { name: TOOLBAR }).getByRole('button', { name: 'Spremi nacrt' }).click()
  await expect(page.getByText('Nacrt je spremljen.')).toBeVisible()

  await openTool(page, 'Mediji')
  await library.getByRole('button', { name: 'e2e-za-brisanje', exact: true }).click()
  await library.getByRole('button', { name: 'Obriši', exact: true }).click()
  const confirm = page.getByRole('dialog', { name: 'Obrisati datoteku „e2e-za-brisanje”?' })
  await expect(confirm.getByRole('alert')).toContainText('Datoteka se koristi na ovim mjestima (1)')
  await expect(confirm.getByRole('listitem')).toContainText(new RegExp(`Stranica: .* \\(hr${path} · 1\\. .*\\) — nacrt`))
  await confirm.getByRole('button', { name: 'Odustani' }).click()
  await expect(confirm).toBeHidden()
  await expect(library).toBeVisible()
  await library.getByRole('button', { name: 'Obriši', exact: true }).click()
  await expectAccessible(page)
  await confirm.getByRole('button', { name: 'Ipak obriši' }).click()
  await expect(confirm).toBeHidden()
  await expect(library.getByRole('button', { name: 'e2e-za-brisanje', exact: true })).toHaveCount(0)
  await library.getByRole('button', { name: 'Zatvori' }).first().click()
  // The draft that showed it is dropped from the toolbar's menu.
  await openTool(page, 'Odbaci nacrt')
  await page.getByRole('dialog', { name: 'Potvrda' }).getByRole('button', { name: 'Potvrdi' }).click()
  await expect(page.getByText('Nacrt je odbačen.')).toBeVisible()
})

for (const viewport of [null, PHONE]) {
  test(`no axe violations with the icon list, cache view and phone preview open${viewport ? ' at 360 px' : ''}`, { tag: '@one-database' }, async ({ page }) => {
    test.setTimeout(120_000)
    if (viewport) await page.setViewportSize(viewport)
    await ownPageInEditor(page)
    // The fixed site header is pushed down by the toolbar (its content starts below it), and the
    // first section starts below the header.
    const toolbarBox = (await page.getByRole('toolbar', { name: TOOLBAR }).boundingBox())!
    const header = page.getByRole('banner').first()
    const headerBox = (await header.boundingBox())!
    const brandBox = (await header.getByRole('link').first().boundingBox())!
    expect(brandBox.y).toBeGreaterThanOrEqual(toolbarBox.y + toolbarBox.height)
    const firstSection = (await page.getByRole('group', { name: /^Sekcija 1:/ }).boundingBox())!
    expect(firstSection.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height - 1)

    await page
      .getByRole('button', { name: /^Promijeni ikonu/ })
      .first()
      .click()
    await expect(page.getByRole('dialog', { name: 'Odabir ikone' })).toBeVisible()
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    for (const [button, title] of [
      ['Predmemorija', 'Predmemorija poslužitelja'],
      ['Pregled na mobitelu', 'Pregled na mobitelu'],
    ] as const) {
      await openTool(page, button)
      const dialog = page.getByRole('dialog', { name: title })
      await expect(dialog).toBeVisible()
      if (button === 'Predmemorija') await expect(dialog.getByRole('table').first()).toBeVisible()
      else await dialog.locator('iframe').contentFrame().locator('html[data-hydrated="true"]').waitFor()
      // 60% of the window high, like the domain and releases modals (§2); the phone frame takes what it needs.
      if (button === 'Predmemorija') expect(Math.round(((await dialog.boundingBox())!.height / (viewport?.height ?? page.viewportSize()!.height)) * 100)).toBe(60)
      await expectAccessible(page, { withoutFrames: button === 'Pregled na mobitelu' })
      await dialog.getByRole('button', { name: 'Zatvori' }).click()
      await expect(dialog).toBeHidden()
    }
  })
}

test('dummy mode: the shop shows 6 placeholder products and edit mode is off until the owner turns it off', async ({ page, browser }) => {
  await page.context().addCookies([{ name: 'izlog_consent', value: 'necessary', url: test.info().project.use.baseURL! }])
  await signInAsOwner(page)
  await page.goto('/admin')
  await page.locator('html[data-hydrated="true"]').waitFor()
  await page.getByRole('button', { name: 'Uključi probni način' }).click()
  await expect(page.getByRole('button', { name: 'Isključi probni način' })).toBeVisible()
  try {
    const context = await browser.newContext()
    const visitor = await context.newPage()
    await visitor.goto('/shop/namjestaj')
    const placeholders = visitor.getByRole('list', { name: 'Primjeri proizvoda' })
    await expect(placeholders.getByRole('listitem')).toHaveCount(6)
    await expect(visitor.getByRole('heading', { name: 'Ukupno proizvoda: 6' })).toBeVisible()
    await context.close()
    await page.goto('/o-projektu?editPage=true')
    await page.locator('html[data-hydrated="true"]').waitFor()
    await expect(page.getByRole('toolbar', { name: TOOLBAR })).toHaveCount(0)
  } finally {
    await page.goto('/admin')
    await page.locator('html[data-hydrated="true"]').waitFor()
    await page.getByRole('button', { name: 'Isključi probni način' }).click()
    await expect(page.getByRole('button', { name: 'Uključi probni način' })).toBeVisible()
  }
})
