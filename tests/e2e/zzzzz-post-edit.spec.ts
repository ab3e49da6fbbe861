// Runs after every other spec (files run in name order, one worker): it edits a demo post in place
// and puts it back when it is done, and creates (then deletes) a post of its own.
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Browser, type Cookie, type Page } from '@playwright/test'
import type { EditablePost, PostEditRow } from '../../common/blog/post-edit'
import type { Envelope, ListResult } from '../../common/http/envelope'

const EDITOR = { email: 'urednik@izlog.local', password: 'izlog-urednik-demo' }
const PHONE = { width: 360, height: 740 }
const DESKTOP = { width: 1280, height: 900 }
const POST_SLUG = 'park-uz-savu-dobiva-300-stabala'
const POST_TITLE = 'Park uz Savu dobiva 300 stabala'
const NEW_TITLE = 'Probna objava o nasipu'
const NEW_SLUG = 'probna-objava-o-nasipu'

let editorCookies: Cookie[] | null = null

/** Logs in once for the file (the login throttle) and hands the session to each test's context. */
async function loginAsEditor(page: Page) {
  const origin = test.info().project.use.baseURL!
  await page.context().addCookies([{ name: 'izlog_consent', value: 'necessary', url: origin }])
  if (editorCookies) return page.context().addCookies(editorCookies)
  const response = await page.request.post('/api/auth/login', { data: { username: EDITOR.email, password: EDITOR.password }, headers: { origin } })
  expect(response.status()).toBe(200)
  editorCookies = await page.context().cookies()
}

async function openInEditMode(page: Page, path: string) {
  await page.goto(`${path}?editPage=true`)
  await page.locator('html[data-hydrated="true"]').waitFor()
  await page.locator('html[data-editor-ready]').waitFor()
  await expect(page.getByRole('toolbar', { name: 'Alatna traka uređivanja' })).toBeVisible()
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
}

/** Axe with the open modal at desktop and phone width. */
async function expectAccessibleAtBothWidths(page: Page) {
  await page.setViewportSize(DESKTOP)
  await expectNoAxeViolations(page)
  await page.setViewportSize(PHONE)
  await expectNoAxeViolations(page)
  await page.setViewportSize(DESKTOP)
}

async function api<T>(page: Page, method: 'GET' | 'PATCH' | 'DELETE', path: string, data?: unknown): Promise<T> {
  const origin = test.info().project.use.baseURL!
  const response = await page.request.fetch(path, { method, data, headers: { origin } })
  const envelope = (await response.json()) as Envelope<T>
  if (envelope.errored) throw new Error(`${method} ${path}: ${envelope.message}`)
  return envelope.data
}

async function visitorPage(browser: Browser, path: string) {
  const context = await browser.newContext()
  const visitor = await context.newPage()
  const response = await visitor.goto(path)
  return { context, visitor, status: response?.status() }
}

test.describe.configure({ mode: 'serial' })

test('an editor edits a post from the post list; a visitor sees the new title and bold word', async ({ page, browser }) => {
  await loginAsEditor(page)
  await openInEditMode(page, '/o-projektu')
  const found = await api<ListResult<PostEditRow>>(page, 'GET', `/api/v1/cms/post/editorList?language=hr&search=${encodeURIComponent('Park uz Savu')}`)
  const id = found.records.find((row) => row.slug === POST_SLUG)!.id
  const original = await api<EditablePost>(page, 'GET', `/api/v1/cms/post/editorGet/${id}`)
  try {
    await page.getByRole('toolbar', { name: 'Alatna traka uređivanja' }).getByRole('button', { name: 'Objave' }).click()
    const list = page.getByRole('dialog', { name: 'Objave' })
    await list.getByLabel('Pretraži po naslovu').fill('park uz savu')
    await expect(list.getByText('Pronađeno objava: 1')).toBeVisible()
    await expectAccessibleAtBothWidths(page)
    await list.getByRole('button', { name: `Uredi objavu: ${POST_TITLE}` }).click()

    const editor = page.getByRole('dialog', { name: 'Uredi objavu' })
    await expect(editor.getByLabel('Naslov')).toHaveValue(POST_TITLE)
    await expect(editor.getByRole('group', { name: 'Kategorije' }).getByRole('checkbox', { checked: true }).first()).toBeVisible()
    await expectAccessibleAtBothWidths(page)

    // The slug rules of the new-page modal, with its message.
    await editor.getByLabel('Adresa (slug)').fill('Park Savu!')
    await editor.getByRole('button', { name: 'Spremi objavu' }).click()
    await expect(editor.getByText('Slug smije sadržavati samo mala slova, brojke i crtice')).toBeVisible()
    await editor.getByLabel('Adresa (slug)').fill(POST_SLUG)

    await editor.getByLabel('Naslov').fill('Park uz Savu dobiva 350 stabala')
    await editor.getByRole('button', { name: 'Uredi tekst' }).click()
    const richText = editor.getByRole('textbox', { name: 'Tekst objave' })
    await expect(richText).toBeVisible()
    // A double click selects the first word, as an editor would.
    await richText.locator('p').first().dblclick({ position: { x: 4, y: 8 } })
    await editor.getByRole('button', { name: 'Podebljano' }).click()
    await editor.getByRole('button', { name: 'Gotovo' }).click()
    await expect(editor.locator('.catalog-editor__description strong').first()).toBeVisible()
    await editor.getByRole('button', { name: 'Spremi objavu' }).click()
    await expect(page.getByText('Objava „Park uz Savu dobiva 350 stabala” je spremljena.')).toBeVisible()
    // Back in the list it came from, with the new title.
    await expect(list.getByText('Park uz Savu dobiva 350 stabala')).toBeVisible()

    const { context, visitor } = await visitorPage(browser, `/objave/${POST_SLUG}`)
    await visitor.locator('html[data-hydrated="true"]').waitFor()
    await expect(visitor.getByRole('heading', { level: 1, name: 'Park uz Savu dobiva 350 stabala' })).toBeVisible()
    await expect(visitor.locator('.post-page__body strong').first()).toHaveText(/\S+/)
    await expect(visitor.getByRole('button', { name: /Uredi objavu/ })).toHaveCount(0)
    await context.close()
  } finally {
    const current = await api<EditablePost>(page, 'GET', `/api/v1/cms/post/editorGet/${id}`)
    await api(page, 'PATCH', `/api/v1/cms/post/update/${id}`, { title: original.title, slug: original.slug, body: original.body, version: current.version })
  }
})

test('an editor creates a post, finds it on its page with "Uredi objavu" and deletes it', async ({ page, browser }) => {
  await loginAsEditor(page)
  await openInEditMode(page, '/objave')
  await page.getByRole('toolbar', { name: 'Alatna traka uređivanja' }).getByRole('button', { name: 'Objave' }).click()
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

  await openInEditMode(page, `/objave/${NEW_SLUG}`)
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
  await loginAsEditor(page)
  await openInEditMode(page, `/objave/${POST_SLUG}`)
  await page.getByRole('button', { name: `Uredi objavu: ${POST_TITLE}` }).click()
  const editor = page.getByRole('dialog', { name: 'Uredi objavu' })
  await expect(editor.getByLabel('Naslov')).toHaveValue(POST_TITLE)
  // Another editor saves the post meanwhile (same texts, a newer version).
  const found = await api<ListResult<PostEditRow>>(page, 'GET', `/api/v1/cms/post/editorList?language=hr&search=${encodeURIComponent(POST_TITLE)}`)
  await api(page, 'PATCH', `/api/v1/cms/post/update/${found.records[0]!.id}`, { title: POST_TITLE })
  await editor.getByLabel('Sažetak').fill('Ovaj sažetak se ne smije spremiti.')
  await editor.getByRole('button', { name: 'Spremi objavu' }).click()
  await expect(page.getByText('Netko je u međuvremenu spremio ovu objavu. Zatvorite uređivač i otvorite je ponovno.')).toBeVisible()
  await expect(editor).toBeVisible()
  const { context, visitor } = await visitorPage(page.context().browser()!, `/objave/${POST_SLUG}`)
  await expect(visitor.getByRole('heading', { level: 1, name: POST_TITLE })).toBeVisible()
  await expect(visitor.getByText('Ovaj sažetak se ne smije spremiti.')).toHaveCount(0)
  await context.close()
})
