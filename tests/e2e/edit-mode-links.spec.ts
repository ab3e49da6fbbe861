// Links, section visibility, master components, focal points and the header and footer in edit
// mode. Each test edits pages of its own (copies of the demo's about page); the site's header and
// footer, one per language, are put back by the test that edits them.
import { expect, test, type Browser, type Page } from '@playwright/test'
import sharp from 'sharp'
import type { LinkSearchHit } from '../../common/cms/link-search'
import type { Envelope, ListResult } from '../../common/http/envelope'
import { createPage, openEditor, openTool, restoringSiteLayout, signInAsEditor, TOOLBAR } from './test-data'
import { expectAccessible } from './axe'

const PHONE = { width: 360, height: 740 }

/** The editor signed in, on a new page of the test's own in edit mode; its path. */
async function ownPageInEditor(page: Page): Promise<string> {
  await signInAsEditor(page)
  const path = await createPage(page)
  await openEditor(page, path)
  return path
}

async function firstHit(page: Page, kind: string): Promise<LinkSearchHit> {
  const response = await page.request.get(`/api/v1/cms/link/search?kind=${kind}&language=hr`)
  const body = (await response.json()) as Envelope<ListResult<LinkSearchHit>>
  const hit = body.data?.records[0]
  expect(hit, `a ${kind} to link to`).toBeTruthy()
  return hit!
}

async function visitorPage(browser: Browser, path: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(path)
  return { page, close: () => context.close() }
}

for (const viewport of [null, PHONE]) {
  test(`link options: a section button links to a product from the searchable list, in a new tab${viewport ? ' at 360 px' : ''}`, async ({ page }) => {
    test.setTimeout(90_000)
    if (viewport) await page.setViewportSize(viewport)
    await ownPageInEditor(page)
    const product = await firstHit(page, 'product')
    await page.getByRole('group', { name: 'Sekcija 4: Tekst i slika', exact: true }).getByRole('button', { name: 'Sadržaj' }).click()
    const form = page.getByRole('dialog', { name: 'Sadržaj' })
    const link = form.getByRole('group', { name: 'Poziv na akciju › Poveznica' })
    await link.getByLabel('Vrsta poveznice').selectOption({ label: 'Proizvod' })
    await link.getByLabel('Pretraži: Proizvod').fill(product.title.slice(0, 6))
    await link.getByRole('radio', { name: new RegExp(product.title) }).first().check()
    await link.getByLabel('Otvori u novoj kartici').check()
    await expectAccessible(page)
    await page.screenshot({ path: `/tmp/e-shots/link-picker${viewport ? '-360' : ''}.png` })

    // An outside address must be http(s), mailto or tel: javascript: is refused as it is typed.
    await link.getByLabel('Vrsta poveznice').selectOption({ label: 'Vanjska adresa' })
    await link.getByLabel('Adresa (https://, mailto: ili tel:)').fill('javascript:alert(1)')
    await expect(link.getByText('Adresa mora počinjati s https://, http://, mailto: ili tel:')).toBeVisible()
    await link.getByLabel('Vrsta poveznice').selectOption({ label: 'Proizvod' })

    await form.getByRole('button', { name: 'Primijeni' }).click()
    const button = page.locator('[data-section-id]').nth(3).getByRole('link', { name: 'Galerija' })
    await expect(button).toHaveAttribute('href', product.path)
    await expect(button).toHaveAttribute('target', '_blank')
    await expect(button).toHaveAttribute('rel', 'noopener noreferrer')
  })
}

test('link options in rich text: a word links to a page by its translation group; the visitor gets its path', async ({ page, browser }) => {
  test.setTimeout(90_000)
  const path = await ownPageInEditor(page)
  const toolbar = page.getByRole('toolbar', { name: TOOLBAR })
  await page.getByText('Vrtovi Save zamišljeni su kao mirno susjedstvo').click()
  const richText = page.getByRole('textbox', { name: 'Uredi: Oblikovani tekst' })
  await richText.locator('p').first().dblclick({ position: { x: 8, y: 8 } })
  await page.getByRole('button', { name: 'Poveznica' }).click()
  const dialog = page.getByRole('dialog', { name: 'Mogućnosti poveznice' })
  await dialog.getByLabel('Vrsta poveznice').selectOption({ label: 'Stranica' })
  await dialog.getByLabel('Pretraži: Stranica').fill('kontakt')
  await dialog.getByRole('radio', { name: /Kontakt/ }).check()
  // One stored link, each translation of the page (link masters).
  const translations = dialog.getByRole('definition')
  await expect(translations).toHaveText(['/kontakt', /^\/en\/\S+/, /^\/de\/\S+/])
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Primijeni poveznicu' }).click()
  await page.getByRole('button', { name: 'Gotovo' }).click()
  const section = page.locator('[data-section="text-image"]').first()
  await expect(section.locator('a[data-link^="page:"]')).toHaveAttribute('href', '/kontakt')

  await toolbar.getByRole('button', { name: 'Objavi' }).click()
  await expect(page.getByText('Stranica je objavljena.')).toBeVisible()
  const visitor = await visitorPage(browser, path)
  const visitorLink = visitor.page.locator('[data-section="text-image"]').first().locator('a[data-link^="page:"]')
  await expect(visitorLink).toHaveAttribute('href', '/kontakt')
  await visitor.close()
})

test('hide on desktop / hide on phone hide a section on that layout only, ?mobileView included', async ({ page, browser }) => {
  test.setTimeout(120_000)
  const own = await ownPageInEditor(page)
  const toolbar = page.getByRole('toolbar', { name: TOOLBAR })
  const toggleBoth = async () => {
    await page.getByRole('group', { name: /^Sekcija 2:/ }).getByRole('button', { name: 'Sakrij na računalu' }).click()
    await page.getByRole('group', { name: /^Sekcija 3:/ }).getByRole('button', { name: 'Sakrij na mobitelu' }).click()
  }
  await toggleBoth()
  await expect(page.getByRole('group', { name: /^Sekcija 2:/ }).getByRole('button', { name: 'Sakrij na računalu' })).toHaveAttribute('aria-pressed', 'true')
  await toolbar.getByRole('button', { name: 'Objavi' }).click()
  await expect(page.getByText('Stranica je objavljena.')).toBeVisible()

  const story = (visitor: Page) => visitor.getByRole('heading', { name: 'Arhitektura bez suvišnog' })
  const standard = (visitor: Page) => visitor.getByRole('heading', { name: 'Standard opremanja' })
  for (const [label, viewport, path, isPhone] of [
    ['desktop', { width: 1280, height: 900 }, own, false],
    ['360', PHONE, own, true],
    ['mobileView', { width: 1280, height: 900 }, `${own}?mobileView=true`, true],
  ] as const) {
    const context = await browser.newContext({ viewport })
    const visitor = await context.newPage()
    await visitor.goto(path)
    await expect(story(visitor), label).toBeVisible({ visible: isPhone })
    await expect(standard(visitor), label).toBeVisible({ visible: !isPhone })
    await visitor.screenshot({ path: `/tmp/e-shots/hidden-${label}.png`, fullPage: false })
    await context.close()
  }

})

test('master components: saved once, inserted on another page, edited in one place, deleted after the list of pages', async ({ page, browser }) => {
  test.setTimeout(150_000)
  await signInAsEditor(page)
  const source = await createPage(page, { title: 'Izvor glavne komponente' })
  const target = await createPage(page, { from: 'kontakt', title: 'Cilj glavne komponente' })
  const master = `E2E arhitektura ${source.slice(-6)}`
  await openEditor(page, source)
  const toolbar = page.getByRole('toolbar', { name: TOOLBAR })
  const publish = async () => {
    await expect(page.getByText('Stranica je objavljena.')).toHaveCount(0)
    await toolbar.getByRole('button', { name: 'Objavi' }).click()
    await expect(page.getByText('Stranica je objavljena.')).toBeVisible()
  }

  // Save the "Arhitektura" text section of the page as a master.
  await page.getByRole('group', { name: /^Sekcija 2:/ }).getByRole('button', { name: 'Spremi kao glavnu komponentu' }).click()
  const save = page.getByRole('dialog', { name: 'Nova glavna komponenta' })
  await save.getByLabel('Naziv glavne komponente').fill(master)
  await expectAccessible(page)
  await save.getByRole('button', { name: 'Spremi kao glavnu komponentu' }).click()
  await expect(page.getByRole('group', { name: /^Sekcija 2:/ })).toContainText('glavna komponenta')
  await publish()

  // Insert it on the other page.
  await openEditor(page, target)
  const count = await page.locator('[data-section-id]').count()
  await openTool(page, 'Dodaj sekciju')
  await page.getByRole('dialog', { name: 'Upravitelj sekcija' }).getByRole('button', { name: 'Umetni glavnu komponentu' }).click()
  const masters = page.getByRole('dialog', { name: 'Glavne komponente' })
  await expect(masters.getByRole('button', { name: `Umetni: ${master}` })).toBeVisible()
  await expectAccessible(page)
  await page.screenshot({ path: test.info().outputPath('masters.png') })
  await masters.getByRole('button', { name: `Umetni: ${master}` }).click()
  await expect(page.locator('[data-section-id]')).toHaveCount(count + 1)

  // Edit it here: once published, the first page (not saved again) shows the edit too.
  const inserted = page.locator('[data-section-id]').last()
  await inserted.getByRole('heading', { name: 'Arhitektura bez suvišnog' }).click()
  await page.keyboard.press('Control+A')
  await page.keyboard.type('Arhitektura zajedno')
  await page.keyboard.press('Enter')
  await publish()
  const visitor = await visitorPage(browser, source)
  await expect(visitor.page.getByRole('heading', { name: 'Arhitektura zajedno' })).toBeVisible()
  await visitor.close()

  // Take it off this page again.
  await page.locator('[data-section-id]').last().getByRole('button', { name: 'Obriši' }).click()
  await page.getByRole('dialog', { name: 'Potvrda' }).getByRole('button', { name: 'Potvrdi' }).click()
  await expect(page.locator('[data-section-id]')).toHaveCount(count)
  await publish()

  // Deleting warns with the pages that show it.
  await openTool(page, 'Dodaj sekciju')
  await page.getByRole('dialog', { name: 'Upravitelj sekcija' }).getByRole('button', { name: 'Umetni glavnu komponentu' }).click()
  await masters.getByRole('button', { name: `Obriši: ${master}` }).click()
  await expect(masters).toContainText('Koristi se na stranicama (1):')
  await expect(masters.getByRole('listitem')).toContainText([`Izvor glavne komponente (HR, ${source})`])
  await expectAccessible(page)
  await masters.getByRole('button', { name: 'Potvrdi' }).click()
  await expect(page.getByText('Glavna komponenta je obrisana.')).toBeVisible()
  await expect(masters.getByRole('button', { name: `Umetni: ${master}` })).toHaveCount(0)
  await masters.getByRole('button', { name: 'Zatvori' }).click()
})

test('no axe violations with the new modals open at 360 px: link options, save as master, master components', { tag: '@one-database' }, async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize(PHONE)
  await ownPageInEditor(page)
  await page.getByText('Vrtovi Save zamišljeni su kao mirno susjedstvo').click()
  await page.getByRole('textbox', { name: 'Uredi: Oblikovani tekst' }).locator('p').first().dblclick({ position: { x: 8, y: 8 } })
  await page.getByRole('button', { name: 'Poveznica' }).click()
  const linkDialog = page.getByRole('dialog', { name: 'Mogućnosti poveznice' })
  await linkDialog.getByLabel('Vrsta poveznice').selectOption({ label: 'Kategorija proizvoda' })
  await expect(linkDialog.getByRole('radio').first()).toBeVisible()
  await expectAccessible(page)
  await page.screenshot({ path: '/tmp/e-shots/rich-link-360.png' })
  await linkDialog.getByRole('button', { name: 'Zatvori' }).click()
  await page.keyboard.press('Escape')

  await page.getByRole('group', { name: /^Sekcija 2:/ }).getByRole('button', { name: 'Spremi kao glavnu komponentu' }).click()
  await expect(page.getByRole('dialog', { name: 'Nova glavna komponenta' })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('dialog', { name: 'Nova glavna komponenta' }).getByRole('button', { name: 'Zatvori' }).click()

  await openTool(page, 'Dodaj sekciju')
  await page.getByRole('dialog', { name: 'Upravitelj sekcija' }).getByRole('button', { name: 'Umetni glavnu komponentu' }).click()
  await expect(page.getByRole('dialog', { name: 'Glavne komponente' })).toBeVisible()
  await expectAccessible(page)
  await page.screenshot({ path: '/tmp/e-shots/masters-360.png' })
})

for (const viewport of [null, PHONE]) {
  test(`focal point: set by click and arrow keys in the edit-media modal, applied as object-position${viewport ? ' at 360 px' : ''}`, async ({ page }) => {
    test.setTimeout(90_000)
    if (viewport) await page.setViewportSize(viewport)
    await ownPageInEditor(page)
    const sectionImage = page.locator('[data-section="text-image"]').first().locator('img')
    await sectionImage.click()
    const library = page.getByRole('dialog', { name: 'Medijska knjižnica' })
    const name = `zariste-${viewport ? 'mobitel' : 'racunalo'}`
    const png = await sharp({ create: { width: 1200, height: 400, channels: 3, background: viewport ? '#4f2a7d' : '#7d2a4f' } }).png().toBuffer()
    await library.getByLabel('Prenesi datoteke').setInputFiles({ name: `${name}.png`, mimeType: 'image/png', buffer: png })
    await expect(library.getByText(`Preneseno: ${name}.png`)).toBeVisible()
    await library.getByRole('button', { name, exact: true }).click()

    const frame = library.locator('.focal-picker__frame')
    await frame.scrollIntoViewIfNeeded()
    const box = (await frame.boundingBox())!
    await frame.click({ position: { x: box.width * 0.2, y: box.height * 0.8 } })
    const point = library.getByRole('button', { name: /^Žarište:/ })
    const read = async () => {
      const match = /Žarište: (\d+) % vodoravno, (\d+) % okomito/.exec((await point.getAttribute('aria-label')) ?? '')
      return { x: Number(match?.[1]), y: Number(match?.[2]) }
    }
    const clicked = await read()
    expect(clicked.x).toBeGreaterThanOrEqual(18)
    expect(clicked.x).toBeLessThanOrEqual(22)
    expect(clicked.y).toBeGreaterThanOrEqual(78)
    expect(clicked.y).toBeLessThanOrEqual(82)
    await point.focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Shift+ArrowUp')
    const moved = { x: clicked.x + 2, y: clicked.y - 10 }
    await expect(point).toHaveAccessibleName(`Žarište: ${moved.x} % vodoravno, ${moved.y} % okomito`)
    await expectAccessible(page)
    await page.screenshot({ path: `/tmp/e-shots/focal${viewport ? '-360' : ''}.png` })
    await library.getByRole('button', { name: 'Primijeni' }).click()
    await expect(library.getByRole('button', { name, exact: true }).locator('img')).toHaveCSS('object-position', `${moved.x}% ${moved.y}%`)

    await library.getByRole('button', { name: `Odaberi: ${name}` }).click()
    await expect(sectionImage).toHaveAttribute('src', new RegExp(name))
    await expect(sectionImage).toHaveCSS('object-position', `${moved.x}% ${moved.y}%`)
  })
}

test('header and footer texts are edited where they are shown; Escape keeps the old text', async ({ page, browser }) => {
  await ownPageInEditor(page)
  await restoringSiteLayout(page, async () => {
    const banner = page.getByRole('banner')
    const brand = banner.locator('.site-header__name > span').first()
    const before = (await brand.textContent())!.trim()
    const inPlace = page.getByRole('textbox', { name: 'Uredi: Naziv stranice' })
    // The header's texts become editable once the layout rows have loaded, after the editor is ready;
    // a click before that would follow the brand's link home.
    await expect(brand).toHaveAttribute('data-editable', 'text')

    // Escape drops what was typed.
    await brand.click()
    await inPlace.fill('Ne ovo')
    await inPlace.press('Escape')
    await expect(inPlace).toHaveCount(0)
    await expect(brand).toHaveText(before)
    await expect(page).toHaveURL(/editPage=true/)

    // Keyboard: Enter on the focused text opens it; Enter saves it for visitors at once.
    await brand.focus()
    await brand.press('Enter')
    await inPlace.fill('Vrtovi Save uz Savu')
    await inPlace.press('Enter')
    await expect(page.getByText('Spremljeno; posjetitelji već vide promjenu.')).toBeVisible()
    await expect(brand).toHaveText('Vrtovi Save uz Savu')
    await expectAccessible(page)

    const footerTitle = page.getByRole('contentinfo').getByText('Prodajni ured', { exact: true })
    await footerTitle.click()
    const footerInput = page.getByRole('textbox', { name: /^Uredi: Kontakt/ })
    await footerInput.fill('Ured prodaje')
    await footerInput.press('Enter')
    await expect(page.getByRole('contentinfo').getByText('Ured prodaje', { exact: true })).toBeVisible()

    const visitor = await visitorPage(browser, '/')
    await expect(visitor.page.getByRole('banner')).toContainText('Vrtovi Save uz Savu')
    await expect(visitor.page.getByRole('contentinfo')).toContainText('Ured prodaje')
    await visitor.close()
  })
})
