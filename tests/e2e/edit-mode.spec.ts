// Edit mode on a page of each test's own (a copy of the demo's about page): the specs that read the
// demo content never see these edits, and the file runs in any order.
import { expect, test, type Browser, type Page } from '@playwright/test'
import sharp from 'sharp'
import { sectionHandlers } from '../../common/cms/sections'
import { createPage, openEditor, openTool, restoringSiteLayout, signInAsEditor, TOOLBAR, uniqueSlug } from './test-data'
import { expectAccessible } from './axe'

const PHONE = { width: 360, height: 740 }
const OLD_HEADING = 'Četiri zgrade, jedan park i puno svjetla'

/** The editor signed in, on a new page of the test's own in edit mode; its path. */
async function ownPageInEditor(page: Page): Promise<string> {
  await signInAsEditor(page)
  const path = await createPage(page)
  await openEditor(page, path)
  return path
}

async function visitorHeading(browser: Browser, path: string) {
  const context = await browser.newContext()
  const visitor = await context.newPage()
  await visitor.goto(path)
  const heading = await visitor.getByRole('heading', { level: 1 }).textContent()
  const html = await visitor.locator('[data-section="text-image"]').first().innerHTML()
  await context.close()
  return { heading, html }
}

test('edit in place, save a draft the visitor does not see, publish, restore the previous revision', async ({ page, browser }) => {
  const path = await ownPageInEditor(page)
  const toolbar = page.getByRole('toolbar', { name: TOOLBAR })

  // A plain-text heading, typed in place.
  await page.getByRole('heading', { level: 1, name: OLD_HEADING }).click()
  await page.keyboard.type('Novi naslov uz rijeku')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Novi naslov uz rijeku')

  // Rich text: make the first word bold with TipTap.
  await page.getByText('Vrtovi Save zamišljeni su kao mirno susjedstvo').click()
  const richText = page.getByRole('textbox', { name: 'Uredi: Oblikovani tekst' })
  await expect(richText).toBeVisible()
  // A double click selects the first word, as an editor would.
  await richText.locator('p').first().dblclick({ position: { x: 8, y: 8 } })
  await page.getByRole('button', { name: 'Podebljano' }).click()
  await page.getByRole('button', { name: 'Gotovo' }).click()
  await expect(page.locator('[data-section="text-image"]').first().locator('strong')).toHaveText(/Vrtovi/)

  await toolbar.getByRole('button', { name: 'Spremi nacrt' }).click()
  await expect(page.getByText('Nacrt je spremljen.')).toBeVisible()
  const beforePublish = await visitorHeading(browser, path)
  expect(beforePublish.heading).toBe(OLD_HEADING)
  expect(beforePublish.html).not.toContain('<strong>Vrtovi')

  await toolbar.getByRole('button', { name: 'Objavi' }).click()
  await expect(page.getByText('Stranica je objavljena.')).toBeVisible()
  const afterPublish = await visitorHeading(browser, path)
  expect(afterPublish.heading).toBe('Novi naslov uz rijeku')
  expect(afterPublish.html).toMatch(/<strong>Vrtovi/)

  await openTool(page, 'Revizije')
  const revisions = page.getByRole('dialog', { name: 'Revizije' })
  // Newest first: the last entry is the page as it was created, before this editor's publish.
  const original = revisions.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Vrati:/ }) }).last()
  await original.getByRole('button', { name: /^Usporedi:/ }).click()
  await expect(revisions.getByText(/promijenjena/)).toBeVisible()
  await original.getByRole('button', { name: /^Vrati:/ }).click()
  await expect(page.getByText(/Revizija je vraćena u nacrt/)).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(OLD_HEADING)
  // The first publish's toast may still be on screen: wait for it, so the next one is this publish's.
  await expect(page.getByText('Stranica je objavljena.')).toHaveCount(0)
  await toolbar.getByRole('button', { name: 'Objavi' }).click()
  await expect(page.getByText('Stranica je objavljena.')).toBeVisible()
  expect((await visitorHeading(browser, path)).heading).toBe(OLD_HEADING)
})

test('section manager: add from the previews, move, hide, delete through the confirmation', async ({ page }) => {
  await ownPageInEditor(page)
  const ids = () => page.locator('[data-section-id]').evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset.sectionId))
  const before = await ids()

  await openTool(page, 'Dodaj sekciju')
  const manager = page.getByRole('dialog', { name: 'Upravitelj sekcija' })
  // One preview per registered section type.
  await expect(manager.locator('.section-manager__preview')).toHaveCount(sectionHandlers.length)
  await manager.getByRole('button', { name: 'Dodaj: Tekst', exact: true }).click()
  await expect(page.getByText('Novi odlomak teksta.')).toBeVisible()
  const added = await ids()
  expect(added).toHaveLength(before.length + 1)
  const newId = added.at(-1)!

  const last = page.getByRole('group', { name: `Sekcija ${added.length}: Tekst`, exact: true })
  await last.getByRole('button', { name: 'Pomakni gore' }).click()
  expect((await ids()).at(-2)).toBe(newId)

  const moved = page.getByRole('group', { name: `Sekcija ${added.length - 1}: Tekst`, exact: true })
  await moved.getByRole('button', { name: 'Sakrij na mobitelu' }).click()
  await expect(moved.getByRole('button', { name: 'Sakrij na mobitelu' })).toHaveAttribute('aria-pressed', 'true')
  await moved.getByRole('button', { name: 'Obriši' }).click()
  const confirmation = page.getByRole('dialog', { name: 'Potvrda' })
  await expect(confirmation).toContainText('Obrisati sekciju „Tekst”?')
  await confirmation.getByRole('button', { name: 'Potvrdi' }).click()
  expect(await ids()).toEqual(before)
})

test('keyboard only: move a section by its drag handle and edit a text', async ({ page }) => {
  await ownPageInEditor(page)
  const ids = () => page.locator('[data-section-id]').evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset.sectionId))
  const before = await ids()
  const handle = page.getByRole('button', { name: 'Povuci sekciju Tekst (razmaknica za podizanje, strelice za pomicanje)' })
  await handle.focus()
  // dnd-kit announces each step in its live region; waiting for it keeps keys in step with the drag.
  const announcement = page.locator('[id^="DndLiveRegion"]')
  await page.keyboard.press('Space')
  await expect(announcement).toHaveText('Sekcija 2: Tekst')
  await page.keyboard.press('ArrowUp')
  await expect(announcement).toHaveText('Sekcija 2: Tekst → Sekcija 1: Tekst i slika')
  await page.keyboard.press('Space')
  await expect.poll(ids).toEqual([before[1], before[0], ...before.slice(2)])

  const heading = page.getByRole('heading', { name: 'Arhitektura bez suvišnog' })
  await heading.focus()
  await page.keyboard.press('Enter')
  await page.keyboard.type('Arhitektura bez viška')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Arhitektura bez viška' })).toBeFocused()
  await expect(page.getByRole('status').filter({ hasText: 'Nespremljene promjene' })).toBeVisible()
})

test('media: swap an image by uploading one; bad files are refused with their messages', async ({ page }) => {
  await ownPageInEditor(page)
  const image = page.locator('[data-section="text-image"]').first().locator('img')
  const oldSrc = await image.getAttribute('src')
  await image.click()
  const library = page.getByRole('dialog', { name: 'Medijska knjižnica' })
  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a7d6f' } }).png().toBuffer()
  await library.getByLabel('Prenesi datoteke').setInputFiles({ name: 'zelena-fasada.png', mimeType: 'image/png', buffer: png })
  await expect(library.getByText('Preneseno: zelena-fasada.png')).toBeVisible()
  await library.getByRole('button', { name: 'Odaberi: zelena-fasada' }).click()
  await expect(image).not.toHaveAttribute('src', oldSrc!)
  await expect(image).toHaveAttribute('src', /zelena-fasada/)

  await openTool(page, 'Mediji')
  await library.getByLabel('Prenesi datoteke').setInputFiles([
    { name: 'prevelik.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(11 * 1024 * 1024, 0x25) },
    { name: 'lazna.png', mimeType: 'image/png', buffer: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>') },
    { name: 'crtez.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') },
  ])
  await expect(library.getByText('Datoteka prevelik.pdf je veća od 10 MB')).toBeVisible()
  await expect(library.getByText('Datoteka lazna.png sadrži skriptu ili HTML i nije prihvaćena')).toBeVisible()
  await expect(library.getByText('Datoteka crtez.svg sadrži skriptu ili HTML i nije prihvaćena')).toBeVisible()
})

for (const viewport of [null, PHONE]) {
  test(`no axe violations with the toolbar and each modal open${viewport ? ' at 360 px' : ''}`, { tag: '@one-database' }, async ({ page }) => {
    // Eight full-page axe runs on a long page with a 2-core machine.
    test.setTimeout(180_000)
    if (viewport) await page.setViewportSize(viewport)
    await ownPageInEditor(page)
    await expectAccessible(page)
    // The toolbar's menu open.
    await page.getByRole('toolbar', { name: TOOLBAR }).getByRole('button', { name: 'Više alata' }).click()
    await expect(page.getByRole('menu', { name: 'Više alata' })).toBeVisible()
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    const dialogs: [string, string][] = [
      ['Dodaj sekciju', 'Upravitelj sekcija'],
      ['Revizije', 'Revizije'],
      ['Mediji', 'Medijska knjižnica'],
      ['Nova stranica', 'Nova stranica'],
      ['Navigacija', 'Glavna navigacija'],
      ['Zaglavlje i podnožje', 'Zaglavlje i podnožje'],
    ]
    for (const [button, title] of dialogs) {
      await openTool(page, button)
      const dialog = page.getByRole('dialog', { name: title })
      await expect(dialog).toBeVisible()
      await expectAccessible(page)
      await dialog.getByRole('button', { name: 'Zatvori' }).click()
    }
    const firstSection = page.getByRole('group', { name: /^Sekcija 1:/ })
    for (const [button, title] of [['Postavke', 'Postavke'], ['Sadržaj', 'Sadržaj'], ['Obriši', 'Potvrda']] as const) {
      await firstSection.getByRole('button', { name: button }).click()
      await expect(page.getByRole('dialog', { name: title })).toBeVisible()
      await expectAccessible(page)
      await page.keyboard.press('Escape')
    }
  })
}

test('the new page modal applies the slug rules and opens the new draft in edit mode', async ({ page, browser }) => {
  await ownPageInEditor(page)
  await openTool(page, 'Nova stranica')
  const dialog = page.getByRole('dialog', { name: 'Nova stranica' })
  const slug = uniqueSlug('uvjeti')
  await dialog.getByLabel('Naslov').fill('Uvjeti')
  await dialog.getByLabel('Slug').fill('uvj')
  await dialog.getByRole('button', { name: 'Izradi' }).click()
  await expect(dialog.getByText('Slug mora imati najmanje 4 znaka')).toBeVisible()
  await dialog.getByLabel('Slug').fill('Uvjeti Kupnje')
  await dialog.getByRole('button', { name: 'Izradi' }).click()
  await expect(dialog.getByText('Slug smije sadržavati samo mala slova, brojke i crtice')).toBeVisible()
  await dialog.getByLabel('Slug').fill('o-projektu')
  await dialog.getByRole('button', { name: 'Izradi' }).click()
  await expect(dialog.getByText('Stranica s tim slugom već postoji na ovom jeziku')).toBeVisible()
  await dialog.getByLabel('Slug').fill(slug)
  await dialog.getByRole('button', { name: 'Izradi' }).click()
  await expect(page).toHaveURL(new RegExp(`/${slug}\\?editPage=true$`))
  await expect(page.getByText('Stranica još nije objavljena')).toBeVisible()
  const visitor = await browser.newContext()
  const response = await (await visitor.newPage()).goto(`/${slug}`)
  expect(response?.status()).toBe(404)
  await visitor.close()
})

test('edit a menu item: the visitor sees the new name in the main navigation', async ({ page, browser }) => {
  await ownPageInEditor(page)
  await restoringSiteLayout(page, async () => {
    await openTool(page, 'Navigacija')
    const dialog = page.getByRole('dialog', { name: 'Glavna navigacija' })
    const item = dialog.getByRole('group', { name: 'Stavka 2: Projekt' })
    await item.getByLabel('Naziv stavke').fill('O naselju')
    await dialog.getByRole('group', { name: 'Stavka 3: Stanovi' }).getByRole('button', { name: 'Pomakni gore: Stanovi' }).click()
    await dialog.getByRole('button', { name: 'Spremi navigaciju' }).click()
    await expect(page.getByText('Navigacija je spremljena.')).toBeVisible()
    const visitor = await browser.newContext()
    const visitorPage = await visitor.newPage()
    await visitorPage.goto('/')
    const navigation = visitorPage.getByRole('navigation', { name: 'Glavna navigacija' })
    await expect(navigation.getByRole('button', { name: /O naselju/ }).or(navigation.getByRole('link', { name: 'O naselju' })).first()).toBeVisible()
    const labels = await navigation.locator(':scope > ul > li').allTextContents()
    expect(labels.findIndex((label) => label.includes('Stanovi'))).toBeLessThan(labels.findIndex((label) => label.includes('O naselju')))
    await visitor.close()
  })
})

test('link options: a section button is pointed at an outside address from its content form', async ({ page }) => {
  await ownPageInEditor(page)
  const section = page.getByRole('group', { name: 'Sekcija 4: Tekst i slika', exact: true })
  await section.getByRole('button', { name: 'Sadržaj' }).click()
  const form = page.getByRole('dialog', { name: 'Sadržaj' })
  const link = form.getByRole('group', { name: 'Poziv na akciju › Poveznica' })
  await expect(link.getByLabel('Vrsta poveznice')).toHaveValue('page')
  await link.getByLabel('Vrsta poveznice').selectOption({ label: 'Vanjska adresa' })
  await link.getByLabel('Adresa (https://, mailto: ili tel:)').fill('https://example.org/razgled')
  await form.getByRole('button', { name: 'Primijeni' }).click()
  await expect(page.locator('[data-section-id]').nth(3).getByRole('link', { name: 'Galerija' })).toHaveAttribute('href', 'https://example.org/razgled')
})

test('header text edited per language: the visitor sees the new brand name', async ({ page, browser }) => {
  await ownPageInEditor(page)
  await restoringSiteLayout(page, async () => {
    await openTool(page, 'Zaglavlje i podnožje')
    const header = page.getByRole('dialog', { name: 'Zaglavlje i podnožje' }).getByRole('form', { name: 'Zaglavlje' })
    await header.getByLabel('Naziv stranice').fill('Vrtovi Save Zagreb')
    await header.getByRole('button', { name: 'Primijeni' }).click()
    await expect(page.getByText('Spremljeno; posjetitelji već vide promjenu.')).toBeVisible()
    const visitor = await browser.newContext()
    const visitorPage = await visitor.newPage()
    await visitorPage.goto('/')
    await expect(visitorPage.getByRole('banner')).toContainText('Vrtovi Save Zagreb')
    await visitor.close()
  })
})
