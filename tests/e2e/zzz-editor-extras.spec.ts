// Runs after the other edit-mode specs (name order): it publishes an icon change on the demo's
// "O projektu" page and switches dummy mode on and off again.
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'

const EDITOR = { email: 'urednik@izlog.local', password: 'izlog-urednik-demo' }
const ADMIN = { email: 'admin@izlog.local', password: 'izlog-admin-demo' }
const PHONE = { width: 360, height: 740 }
const ABOUT = '/o-projektu'
const TOOLBAR = 'Alatna traka uređivanja'
/** The outline of the `home` icon (app/features/cms/icons.tsx), as visitors' pages draw it. */
const HOME_OUTLINE = 'M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10'

async function login(page: Page, account: { email: string; password: string }) {
  const origin = test.info().project.use.baseURL!
  await page.context().addCookies([{ name: 'izlog_consent', value: 'necessary', url: origin }])
  const response = await page.request.post('/api/auth/login', { data: { username: account.email, password: account.password }, headers: { origin } })
  expect(response.status()).toBe(200)
}

async function openEditor(page: Page) {
  await page.goto(`${ABOUT}?editPage=true`)
  await page.locator('html[data-editor-ready]').waitFor()
  await expect(page.getByRole('toolbar', { name: TOOLBAR })).toBeVisible()
}

/**
 * `withoutFrames`: the phone preview frames a visitor's page, whose own axe checks live in the
 * visitor specs; seen from the editor page, axe would count its landmarks as duplicates of ours.
 */
async function expectNoAxeViolations(page: Page, options: { withoutFrames?: boolean } = {}) {
  const builder = new AxeBuilder({ page })
  const results = await (options.withoutFrames ? builder.exclude('iframe') : builder).analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
}

test.describe.configure({ mode: 'serial' })

test('pick an icon in place with the keyboard-searchable list and see it after publishing', async ({ page, browser }) => {
  await login(page, EDITOR)
  await openEditor(page)
  await page.getByRole('button', { name: 'Promijeni ikonu (Sunce): items › 1 › icon' }).click()
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
  await expect(page.getByRole('button', { name: 'Promijeni ikonu (Kuća): items › 1 › icon' })).toBeVisible()

  await page.getByRole('toolbar', { name: TOOLBAR }).getByRole('button', { name: 'Objavi' }).click()
  await expect(page.getByText('Stranica je objavljena.')).toBeVisible()
  const context = await browser.newContext()
  const visitor = await context.newPage()
  await visitor.goto(ABOUT)
  const firstFeature = visitor.getByRole('listitem').filter({ hasText: 'Orijentacija na dvije strane' })
  await expect(firstFeature.locator('svg path')).toHaveAttribute('d', HOME_OUTLINE)
  await context.close()
})

test('the section content form picks icons too; closing the list keeps the form open', async ({ page }) => {
  await login(page, EDITOR)
  await openEditor(page)
  await page
    .getByRole('group', { name: /^Sekcija \d+: Prednosti s ikonama/ })
    .getByRole('button', { name: 'Sadržaj' })
    .click()
  const form = page.getByRole('dialog', { name: 'Sadržaj' })
  await form.getByRole('button', { name: 'Promijeni ikonu (Ravnalo): items › 2 › icon' }).click()
  const list = page.getByRole('dialog', { name: 'Odabir ikone' })
  await list.getByRole('button', { name: 'Srce' }).click()
  await expect(list).toBeHidden()
  await expect(form).toBeVisible()
  await form.getByRole('button', { name: 'Promijeni ikonu (Srce): items › 2 › icon' }).click()
  await page.keyboard.press('Escape')
  await expect(list).toBeHidden()
  await expect(form).toBeVisible()
  await form.getByRole('button', { name: 'Primijeni' }).click()
  await expect(page.getByRole('button', { name: 'Promijeni ikonu (Srce): items › 2 › icon' })).toBeVisible()
  // Leave the draft as it was.
  await page.getByRole('toolbar', { name: TOOLBAR }).getByRole('link', { name: 'Izađi iz uređivanja' }).click()
  await page.getByRole('dialog', { name: 'Potvrda' }).getByRole('button', { name: 'Potvrdi' }).click()
})

test('the cache view lists the site cache and clears one entry, then all', async ({ page }) => {
  await login(page, EDITOR)
  await openEditor(page)
  await page.getByRole('toolbar', { name: TOOLBAR }).getByRole('button', { name: 'Predmemorija' }).click()
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
  await login(page, EDITOR)
  await openEditor(page)
  await page.getByRole('toolbar', { name: TOOLBAR }).getByRole('button', { name: 'Pregled na mobitelu' }).click()
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
  await login(page, EDITOR)
  await openEditor(page)
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

  await page.getByRole('toolbar', { name: TOOLBAR }).getByRole('button', { name: 'Mediji' }).click()
  await library.getByRole('button', { name: 'e2e-za-brisanje', exact: true }).click()
  await library.getByRole('button', { name: 'Obriši', exact: true }).click()
  const confirm = page.getByRole('dialog', { name: 'Obrisati datoteku „e2e-za-brisanje”?' })
  await expect(confirm.getByRole('alert')).toContainText('Datoteka se koristi na ovim mjestima (1)')
  await expect(confirm.getByRole('listitem')).toContainText(/Stranica: .* \(hr\/o-projektu · 1\. .*\) — nacrt/)
  await confirm.getByRole('button', { name: 'Odustani' }).click()
  await expect(confirm).toBeHidden()
  await expect(library).toBeVisible()
  await library.getByRole('button', { name: 'Obriši', exact: true }).click()
  await expectNoAxeViolations(page)
  await confirm.getByRole('button', { name: 'Ipak obriši' }).click()
  await expect(confirm).toBeHidden()
  await expect(library.getByRole('button', { name: 'e2e-za-brisanje', exact: true })).toHaveCount(0)
  await library.getByRole('button', { name: 'Zatvori' }).first().click()
  // Leave the page as the other specs found it.
  await page.getByRole('toolbar', { name: TOOLBAR }).getByRole('button', { name: 'Odbaci nacrt' }).click()
  await page.getByRole('dialog', { name: 'Potvrda' }).getByRole('button', { name: 'Potvrdi' }).click()
  await expect(page.getByText('Nacrt je odbačen.')).toBeVisible()
})

for (const viewport of [null, PHONE]) {
  test(`no axe violations with the icon list, cache view and phone preview open${viewport ? ' at 360 px' : ''}`, { tag: '@one-database' }, async ({ page }) => {
    test.setTimeout(120_000)
    if (viewport) await page.setViewportSize(viewport)
    await login(page, EDITOR)
    await openEditor(page)
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
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    for (const [button, title] of [
      ['Predmemorija', 'Predmemorija poslužitelja'],
      ['Pregled na mobitelu', 'Pregled na mobitelu'],
    ] as const) {
      await page.getByRole('toolbar', { name: TOOLBAR }).getByRole('button', { name: button }).click()
      const dialog = page.getByRole('dialog', { name: title })
      await expect(dialog).toBeVisible()
      if (button === 'Predmemorija') await expect(dialog.getByRole('table').first()).toBeVisible()
      else await dialog.locator('iframe').contentFrame().locator('html[data-hydrated="true"]').waitFor()
      // 60% of the window high, like the domain and releases modals (§2); the phone frame takes what it needs.
      if (button === 'Predmemorija') expect(Math.round(((await dialog.boundingBox())!.height / (viewport?.height ?? page.viewportSize()!.height)) * 100)).toBe(60)
      await expectNoAxeViolations(page, { withoutFrames: button === 'Pregled na mobitelu' })
      await dialog.getByRole('button', { name: 'Zatvori' }).click()
      await expect(dialog).toBeHidden()
    }
  })
}

test('dummy mode: the shop shows 6 placeholder products and edit mode is off until the owner turns it off', async ({ page, browser }) => {
  await login(page, ADMIN)
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
    await page.goto(`${ABOUT}?editPage=true`)
    await page.locator('html[data-hydrated="true"]').waitFor()
    await expect(page.getByRole('toolbar', { name: TOOLBAR })).toHaveCount(0)
  } finally {
    await page.goto('/admin')
    await page.locator('html[data-hydrated="true"]').waitFor()
    await page.getByRole('button', { name: 'Isključi probni način' }).click()
    await expect(page.getByRole('button', { name: 'Uključi probni način' })).toBeVisible()
  }
})
