// Posts in edit mode: each test edits a post of its own (created through the API first), never
// the demo's that other specs read.
import { expect, test, type Browser, type Page } from '@playwright/test'
import { api, createPost, openEditor, signInAsEditor, TOOLBAR, uniqueSlug } from './test-data'
import { expectAccessible } from './axe'

const PHONE = { width: 360, height: 740 }
const DESKTOP = { width: 1280, height: 900 }

/** Axe with the open modal at desktop and phone width. */
async function expectAccessibleAtBothWidths(page: Page) {
  await page.setViewportSize(DESKTOP)
  await expectAccessible(page)
  await page.setViewportSize(PHONE)
  await expectAccessible(page)
  await page.setViewportSize(DESKTOP)
}

async function visitorPage(browser: Browser, path: string) {
  const context = await browser.newContext()
  const visitor = await context.newPage()
  const response = await visitor.goto(path)
  return { context, visitor, status: response?.status() }
}

test('an editor edits a post from the post list; a visitor sees the new title and bold word', async ({ page, browser }) => {
  // Axe at two widths with a modal open, on a 2-core machine shared by both groups.
  test.setTimeout(180_000)
  await signInAsEditor(page)
  const tag = uniqueSlug('x').slice(2)
  const post = await createPost(page, `Park uz Savu dobiva 300 stabala ${tag}`)
  const newTitle = `Park uz Savu dobiva 350 stabala ${tag}`
  await openEditor(page, `/objave/${post.slug}`)
  await page.getByRole('toolbar', { name: TOOLBAR }).getByRole('button', { name: 'Objave' }).click()
  const list = page.getByRole('dialog', { name: 'Objave' })
  // A part of the title both the old and the new one share: back from the editor, the list keeps
  // this search (the whole old title would no longer find the renamed post).
  await list.getByLabel('Pretraži po naslovu').fill(`stabala ${tag}`)
  await expect(list.getByText('Pronađeno objava: 1')).toBeVisible()
  await expectAccessibleAtBothWidths(page)
  await list.getByRole('button', { name: `Uredi objavu: ${post.title}` }).click()

  const editor = page.getByRole('dialog', { name: 'Uredi objavu' })
  await expect(editor.getByLabel('Naslov')).toHaveValue(post.title)
  await expectAccessibleAtBothWidths(page)

  // The slug rules of the new-page modal, with its message.
  await editor.getByLabel('Adresa (slug)').fill('Park Savu!')
  await editor.getByRole('button', { name: 'Spremi objavu' }).click()
  await expect(editor.getByText('Slug smije sadržavati samo mala slova, brojke i crtice')).toBeVisible()
  await editor.getByLabel('Adresa (slug)').fill(post.slug)

  await editor.getByLabel('Naslov').fill(newTitle)
  await editor.getByRole('button', { name: 'Uredi tekst' }).click()
  const richText = editor.getByRole('textbox', { name: 'Tekst objave' })
  await expect(richText).toBeVisible()
  // A double click selects the first word, as an editor would.
  await richText.locator('p').first().dblclick({ position: { x: 4, y: 8 } })
  await editor.getByRole('button', { name: 'Podebljano' }).click()
  await editor.getByRole('button', { name: 'Gotovo' }).click()
  await expect(editor.locator('.catalog-editor__description strong').first()).toBeVisible()
  await editor.getByRole('button', { name: 'Spremi objavu' }).click()
  await expect(page.getByText(`Objava „${newTitle}” je spremljena.`)).toBeVisible()
  // Back in the list it came from, with the new title.
  await expect(list.getByText(newTitle)).toBeVisible()

  const { context, visitor } = await visitorPage(browser, `/objave/${post.slug}`)
  await visitor.locator('html[data-hydrated="true"]').waitFor()
  await expect(visitor.getByRole('heading', { level: 1, name: newTitle })).toBeVisible()
  await expect(visitor.locator('.post-page__body strong').first()).toHaveText(/\S+/)
  await expect(visitor.getByRole('button', { name: /Uredi objavu/ })).toHaveCount(0)
  await context.close()
})

test('an editor creates a post, finds it on its page with "Uredi objavu" and deletes it', async ({ page, browser }) => {
  // Axe at two widths with a modal open, on a 2-core machine shared by both groups.
  test.setTimeout(180_000)
  await signInAsEditor(page)
  const tag = uniqueSlug('x').slice(2)
  const NEW_TITLE = `Probna objava o nasipu ${tag}`
  const NEW_SLUG = `probna-objava-o-nasipu-${tag}`
  await openEditor(page, '/objave')
  await page.getByRole('toolbar', { name: TOOLBAR }).getByRole('button', { name: 'Objave' }).click()
  const list = page.getByRole('dialog', { name: 'Objave' })
  await list.getByRole('button', { name: '+ Nova objava' }).click()
  const editor = page.getByRole('dialog', { name: 'Nova objava' })
  await editor.getByLabel('Naslov').fill(NEW_TITLE)
  // The slug follows the title until the editor changes it.
  await expect(editor.getByLabel('Adresa (slug)')).toHaveValue(NEW_SLUG)
  await editor.getByLabel('Sažetak').fill('Kratka probna objava.')
  await editor.getByRole('group', { name: 'Oznake' }).getByRole('checkbox').first().check()
  await editor.getByRole('radio', { name: 'Objavljena' }).check()
  await expectAccessibleAtBothWidths(page)
  await editor.getByRole('button', { name: 'Spremi objavu' }).click()
  await expect(page.getByText(`Objava „${NEW_TITLE}” je dodana.`)).toBeVisible()
  await expect(list.getByRole('button', { name: `Uredi objavu: ${NEW_TITLE}` })).toBeVisible()

  const shown = await visitorPage(browser, `/objave/${NEW_SLUG}`)
  expect(shown.status).toBe(200)
  await expect(shown.visitor.getByRole('heading', { level: 1, name: NEW_TITLE })).toBeVisible()
  await shown.context.close()

  await openEditor(page, `/objave/${NEW_SLUG}`)
  await page.getByRole('button', { name: `Uredi objavu: ${NEW_TITLE}` }).click()
  const own = page.getByRole('dialog', { name: 'Uredi objavu' })
  await expect(own.getByLabel('Sažetak')).toHaveValue('Kratka probna objava.')
  await own.getByRole('button', { name: 'Obriši objavu' }).click()
  const confirmation = page.getByRole('dialog', { name: 'Potvrda' })
  await expect(confirmation.getByText(`Obrisati objavu „${NEW_TITLE}”? Njezina adresa više neće raditi.`)).toBeVisible()
  await confirmation.getByRole('button', { name: 'Potvrdi' }).click()
  await expect(page.getByText(`Objava „${NEW_TITLE}” je obrisana.`)).toBeVisible()
  // The editor goes to the blog; the post's address answers 404.
  await expect(page).toHaveURL(/\/objave\?editPage=true$/)
  const gone = await visitorPage(browser, `/objave/${NEW_SLUG}`)
  expect(gone.status).toBe(404)
  await gone.context.close()
})

test('a save over someone else\'s newer save is refused with a clear message', async ({ page }) => {
  await signInAsEditor(page)
  const post = await createPost(page, `Objava za dva urednika ${uniqueSlug('x').slice(2)}`)
  await openEditor(page, `/objave/${post.slug}`)
  await page.getByRole('button', { name: `Uredi objavu: ${post.title}` }).click()
  const editor = page.getByRole('dialog', { name: 'Uredi objavu' })
  await expect(editor.getByLabel('Naslov')).toHaveValue(post.title)
  // Another editor saves the post meanwhile (same texts, a newer version).
  await api(page, 'PATCH', `/api/v1/cms/post/update/${post.id}`, { title: post.title })
  await editor.getByLabel('Sažetak').fill('Ovaj sažetak se ne smije spremiti.')
  await editor.getByRole('button', { name: 'Spremi objavu' }).click()
  await expect(page.getByText('Netko je u međuvremenu spremio ovu objavu. Zatvorite uređivač i otvorite je ponovno.')).toBeVisible()
  await expect(editor).toBeVisible()
  const { context, visitor } = await visitorPage(page.context().browser()!, `/objave/${post.slug}`)
  await expect(visitor.getByRole('heading', { level: 1, name: post.title })).toBeVisible()
  await expect(visitor.getByText('Ovaj sažetak se ne smije spremiti.')).toHaveCount(0)
  await context.close()
})
