// Issue 20 point 3: what is on screen is what gets saved and published, the save status is true at
// every moment, and leaving with unsaved edits asks first. Each test edits a page of its own.
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'
import { createPage, openEditor, signInAsEditor, TOOLBAR } from './test-data'
import { expectAccessible } from './axe'

const PHONE = { width: 360, height: 740 }
const HERO_HEADING = 'Četiri zgrade, jedan park i puno svjetla'

const toolbar = (page: Page) => page.getByRole('toolbar', { name: TOOLBAR })
const status = (page: Page) => toolbar(page).getByRole('status')

/** The page as a visitor gets it: shows `text`, not `gone`. */
async function expectVisitorSees(browser: Browser, path: string, text: string, gone: string) {
  const context = await browser.newContext()
  const visitor = await context.newPage()
  await visitor.goto(path, { waitUntil: 'domcontentloaded' })
  await expect(visitor.getByRole('main')).toContainText(text)
  await expect(visitor.getByRole('main')).not.toContainText(gone)
  await context.close()
}

test('text typed in a new text section is saved by "Spremi nacrt" and published by "Objavi" without "Gotovo"', async ({ page, browser }) => {
  test.setTimeout(120_000)
  await signInAsEditor(page)
  const path = await createPage(page)
  await openEditor(page, path)
  await page.getByRole('button', { name: '+ Dodaj sekciju' }).click()
  await page.getByRole('dialog', { name: 'Upravitelj sekcija' }).getByRole('button', { name: 'Dodaj: Tekst', exact: true }).click()
  await page.getByText('Novi odlomak teksta.').click()
  const richText = page.getByRole('textbox', { name: 'Uredi: Oblikovani tekst' })
  await expect(richText).toBeFocused()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('Vrt je otvoren svaki dan.')
  await expect(status(page)).toHaveText('Nespremljene promjene')

  await toolbar(page).getByRole('button', { name: 'Spremi nacrt' }).click()
  await expect(page.getByText('Nacrt je spremljen.')).toBeVisible()
  await expect(status(page)).toHaveText('Nacrt čeka objavu')
  await expect(page.getByText('Vrt je otvoren svaki dan.')).toBeVisible()
  await expect(page.getByText('Novi odlomak teksta.')).toHaveCount(0)
  // The saved draft holds it: a fresh editor shows it too.
  await openEditor(page, path)
  await expect(page.getByText('Vrt je otvoren svaki dan.')).toBeVisible()

  // Typed again and published straight away, the text editor still open.
  await page.getByText('Vrt je otvoren svaki dan.').click()
  await expect(richText).toBeFocused()
  await page.keyboard.press('End')
  await page.keyboard.type(' Ulaz je slobodan.')
  await expect(status(page)).toHaveText('Nespremljene promjene')
  await toolbar(page).getByRole('button', { name: 'Objavi' }).click()
  await expect(page.getByText('Stranica je objavljena.')).toBeVisible()
  await expect(status(page)).toHaveText('Sve je spremljeno')
  await expectVisitorSees(browser, path, 'Vrt je otvoren svaki dan. Ulaz je slobodan.', 'Novi odlomak teksta.')
})

test('a heading typed in place is published by one click on "Objavi"', async ({ page, browser }) => {
  await signInAsEditor(page)
  const path = await createPage(page)
  await openEditor(page, path)
  await page.getByRole('heading', { level: 1, name: HERO_HEADING }).click()
  await page.keyboard.type('Park uz rijeku')
  await toolbar(page).getByRole('button', { name: 'Objavi' }).click()
  await expect(page.getByText('Stranica je objavljena.')).toBeVisible()
  await expect(status(page)).toHaveText('Sve je spremljeno')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Park uz rijeku')
  const context = await browser.newContext()
  const visitor = await context.newPage()
  await visitor.goto(path)
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Park uz rijeku')
  await context.close()
})

test('the save status turns with the first keystroke and back when Escape drops the typing', async ({ page }) => {
  await signInAsEditor(page)
  const path = await createPage(page)
  await openEditor(page, path)
  await expect(status(page)).toHaveText('Sve je spremljeno')
  await page.getByRole('heading', { level: 1, name: HERO_HEADING }).click()
  await page.keyboard.type('P')
  await expect(status(page)).toHaveText('Nespremljene promjene')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO_HEADING)
  await expect(status(page)).toHaveText('Sve je spremljeno')
  // Rich text too: a keystroke in the open text editor.
  await page.getByText('Vrtovi Save zamišljeni su kao mirno susjedstvo').click()
  await expect(page.getByRole('textbox', { name: 'Uredi: Oblikovani tekst' })).toBeFocused()
  await page.keyboard.type('Novo. ')
  await expect(status(page)).toHaveText('Nespremljene promjene')
})

test('leaving with unsaved edits asks first: a link in the page header, and closing the tab', async ({ page }) => {
  await signInAsEditor(page)
  const path = await createPage(page)
  await openEditor(page, path)
  const heading = page.getByRole('heading', { level: 1 })
  await heading.click()
  await page.keyboard.type('Naslov koji ne smije nestati')
  const contact = page.getByRole('navigation', { name: 'Glavna navigacija' }).getByRole('link', { name: 'Kontakt' })
  await contact.click()
  const confirmation = page.getByRole('dialog', { name: 'Potvrda' })
  await expect(confirmation).toContainText('Imate nespremljene promjene. Napustiti uređivanje?')
  await confirmation.getByRole('button', { name: 'Odustani' }).click()
  await expect(confirmation).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`${path}\\?editPage=true$`))
  await expect(heading).toHaveText('Naslov koji ne smije nestati')
  await expect(status(page)).toHaveText('Nespremljene promjene')

  // Closing the tab: the browser's own question.
  const dialog = page.waitForEvent('dialog')
  await page.close({ runBeforeUnload: true })
  const asked = await dialog
  expect(asked.type()).toBe('beforeunload')
  await asked.accept()
})

test('leaving after confirming goes where the link points', async ({ page }) => {
  await signInAsEditor(page)
  const path = await createPage(page)
  await openEditor(page, path)
  await page.getByRole('heading', { level: 1 }).click()
  await page.keyboard.type('Svejedno odlazim')
  await page.getByRole('navigation', { name: 'Glavna navigacija' }).getByRole('link', { name: 'Kontakt' }).click()
  await page.getByRole('dialog', { name: 'Potvrda' }).getByRole('button', { name: 'Potvrdi' }).click()
  await expect(page).toHaveURL(/\/kontakt$/)
})

for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
  test(`the toolbar fits ${viewport.width} px; the rest of its tools are in a keyboard menu`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await signInAsEditor(page)
    const path = await createPage(page)
    await openEditor(page, path)
    const bar = toolbar(page)
    const box = (await bar.boundingBox())!
    expect(box.width).toBeLessThanOrEqual(viewport.width)
    const scrolls = await bar.evaluate((element) => element.scrollWidth > element.clientWidth)
    expect(scrolls).toBe(false)
    for (const name of ['Spremi nacrt', 'Objavi', 'Više alata']) await expect(bar.getByRole('button', { name })).toBeInViewport({ ratio: 1 })

    // Keyboard: Enter opens the menu on its first item, arrows move, Escape closes it back on its button.
    const more = bar.getByRole('button', { name: 'Više alata' })
    await more.focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('menu', { name: 'Više alata' })
    await expect(menu).toBeVisible()
    const items = menu.getByRole('menuitem')
    await expect(items.first()).toBeFocused()
    for (const item of await items.all()) await expect(item).toBeInViewport({ ratio: 1 })
    await page.keyboard.press('End')
    await expect(items.last()).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(items.first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(more).toBeFocused()
    await expectAccessible(page, { include: '.editor-toolbar' })

    // Each tool is one menu item: Revisions opens its dialog.
    await more.click()
    await menu.getByRole('menuitem', { name: 'Revizije' }).click()
    await expect(page.getByRole('dialog', { name: 'Revizije' })).toBeVisible()
    await page.screenshot({ path: test.info().outputPath(`toolbar-${viewport.width}.png`) })
  })
}

/** The toolbar is in `state`, no wider than the window, and shows its status, Save, Publish and the menu whole. */
async function expectToolbarFits(page: Page, bar: Locator, state: string, names: string[]) {
  await expect(bar.getByRole('status')).toHaveText(state)
  const width = page.viewportSize()!.width
  expect((await bar.boundingBox())!.width, state).toBeLessThanOrEqual(width)
  expect(await bar.evaluate((element) => element.scrollWidth > element.clientWidth), state).toBe(false)
  for (const name of names) await expect(bar.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 })
  // The status is read whole, not cut to "Entw… wart…".
  expect(await bar.getByRole('status').evaluate((element) => element.scrollWidth <= element.clientWidth), state).toBe(true)
  const wider = await page.evaluate(() => [...document.querySelectorAll('.editor-toolbar *')].filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1).length)
  expect(wider, state).toBe(0)
}

// German has the toolbar's longest words ("Entwurf wartet auf Veröffentlichung"); the editor's
// field names are German too, not the schema's keys (issue 20 point 1, "Uredi: heading").
test('in German at 360 px the toolbar fits in every save state, and fields are named in German', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await signInAsEditor(page)
  const path = await createPage(page, { language: 'de', from: 'uber-das-projekt' })
  await openEditor(page, path, 'Bearbeitungsleiste')
  const bar = page.getByRole('toolbar', { name: 'Bearbeitungsleiste' })
  const names = ['Entwurf speichern', 'Veröffentlichen', 'Weitere Werkzeuge']
  await expectToolbarFits(page, bar, 'Alles gespeichert', names)
  // A text field's tooltip names it; an icon, a button of its own, by its name too.
  const heading = page.getByRole('main').getByTitle('Bearbeiten: Überschrift', { exact: true }).first()
  await expect(heading).toBeVisible()
  await expect(page.getByRole('main').getByTitle(/^Bearbeiten: (heading|html|items)/)).toHaveCount(0)
  await heading.click()
  await page.keyboard.press('End')
  await page.keyboard.type(' neu')
  await expectToolbarFits(page, bar, 'Ungespeicherte Änderungen', names)
  await bar.getByRole('button', { name: 'Entwurf speichern' }).click()
  await expectToolbarFits(page, bar, 'Entwurf wartet auf Veröffentlichung', names)
  await page.screenshot({ path: test.info().outputPath('toolbar-de-360.png') })
})
