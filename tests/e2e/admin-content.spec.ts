import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { ownerAt } from './admin-session'
import { open, port } from './checkout-page'
import { expectAccessible } from './axe'

/** Issue 14 point 2: the owner's consents, e-mail templates and caches in /admin. */
const origin = `http://localhost:${port}`
const shots = process.env.E2E_SCREENSHOTS
// The e2e server writes its DATA_DIR here (tests/e2e/start-test-server.mjs); sent mail lands in DATA_DIR/mail.
test.describe.configure({ timeout: 120_000 })
// Each test signs the owner in first; earlier specs' logins must not have used up the limit.
test.beforeEach(async ({ request }) => {
  expect((await request.post('/api/_e2e/reset-rate-limits', { headers: { origin } })).status()).toBe(200)
})

const dataDir = () => fs.readFileSync(path.join(os.tmpdir(), `izlog-e2e-${port}.datadir`), 'utf8').trim()

async function ownerPage(browser: Browser, width = 1280): Promise<Page> {
  return ownerAt(browser, '/admin', { width, height: 900 })
}

async function checked(page: Page, name: string) {
  await expectAccessible(page)
  if (shots)
    await page.screenshot({
      path: path.join(shots, `${name}.png`),
      fullPage: true,
    })
}

/** The .eml the outbox wrote for an address, decoded from quoted-printable, once it contains `marker`. */
async function sentMail(address: string, marker: string): Promise<string> {
  const dir = path.join(dataDir(), 'mail')
  let found = ''
  await expect
    .poll(
      () => {
        for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.eml')) : []) {
          const text = fs
            .readFileSync(path.join(dir, file), 'utf8')
            .replace(/=\r?\n/g, '')
            .replace(/=3D/g, '=')
          if (text.includes(`To: ${address}`) && text.includes(marker)) found = text
        }
        return found !== ''
      },
      { timeout: 20_000 },
    )
    .toBe(true)
  return found
}

test('the owner edits the order confirmation, previews it, sends a test that arrives, and resets it', async ({ browser }) => {
  const page = await ownerPage(browser)
  await page.getByRole('link', { name: 'Predlošci e-pošte' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Predlošci e-pošte' })).toBeVisible()
  await checked(page, 'templates-1280')

  await page.getByRole('link', { name: 'Uredi: Potvrda narudžbe (kupcu) (HR)' }).click()
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Potvrda narudžbe (kupcu) (HR)',
    }),
  ).toBeVisible()
  const subject = page.getByLabel('Naslov')
  const body = page.getByLabel('Sadržaj (HTML)')
  await expect(subject).toHaveValue('Narudžba {{orderNumber}} je zaprimljena')
  await checked(page, 'template-1280')

  // A placeholder nobody fills in is refused with the allowed ones named.
  await subject.fill('Izlog TEST {{brojNarudzbe}}')
  await page.getByRole('button', { name: 'Spremi predložak' }).click()
  await expect(page.getByRole('alert')).toContainText('Nepoznata varijabla: {{brojNarudzbe}}')
  await expect(page.getByRole('alert')).toContainText('{{orderNumber}}')

  await subject.fill('Izlog TEST {{orderNumber}}')
  // The text opens as blocks (issue 23.4); the expert mode shows the same text as HTML.
  await expect(page.getByLabel('Natpis').first()).toHaveValue('Pregled narudžbe')
  await page.getByRole('button', { name: 'Stručni način (HTML)' }).click()
  await expect(body).toHaveValue(/^<p>\{\{greeting\}\}<\/p>/)
  await body.fill('<p>Pozdrav {{customerName}}, TESTNA-OZNAKA {{orderTotal}}</p><script>document.title="x"</script>{{linesTable}}')
  await page.getByRole('button', { name: 'Pregled s primjerom podataka' }).click()
  const preview = page.frameLocator('iframe[title="Pregled poruke"]')
  await expect(preview.getByText('Pozdrav Ana Horvat, TESTNA-OZNAKA 28,50 €')).toBeVisible()
  await expect(page.locator('iframe[title="Pregled poruke"]')).toHaveAttribute('sandbox', '')
  expect(await page.locator('iframe[title="Pregled poruke"]').getAttribute('srcdoc')).not.toContain('<script')
  // The preview frame is sandboxed without scripts, so axe cannot enter it: check the page around it.
  await expectAccessible(page, { withoutFrames: true })
  if (shots) await page.screenshot({ path: path.join(shots, 'template-preview-1280.png'), fullPage: true })

  // A variable from the list goes in at the cursor, and the preview follows without a click (issue 23.4).
  await body.press('End')
  await page.getByRole('group', { name: 'Umetni varijablu (na mjesto kursora)' }).getByRole('button', { name: '{{paymentMethod}}' }).click()
  await expect(body).toHaveValue(/\{\{linesTable\}\}\{\{paymentMethod\}\}$/)
  await expect(preview.getByText('Virman')).toBeVisible()

  await page.getByRole('button', { name: 'Spremi predložak' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Spremljeno.' })).toBeVisible()
  await expect(page.getByText('Izmijenjeno ·')).toBeVisible()

  const to = `predlozak-${Date.now()}@example.hr`
  await page.getByLabel('Adresa za probnu poruku').fill(to)
  await page.getByRole('button', { name: 'Pošalji probnu poruku' }).click()
  await expect(page.getByRole('status').filter({ hasText: `Probna poruka je u redu za slanje na ${to}.` })).toBeVisible()
  const outbox = (await (await page.request.get(`/api/_e2e/outbox?to=${encodeURIComponent(to)}`)).json()) as { data: { template: string }[] }
  expect(outbox.data.map((mail) => mail.template)).toEqual(['order.created.buyer'])
  const mail = await sentMail(to, 'TESTNA-OZNAKA')
  expect(mail).toContain('Subject: Izlog TEST 2026-000123')
  expect(mail).toContain('Pozdrav Ana Horvat')

  await page.getByRole('button', { name: 'Vrati zadano' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Vraćen je ugrađeni tekst.' })).toBeVisible()
  await expect(subject).toHaveValue('Narudžba {{orderNumber}} je zaprimljena')
  await page.context().close()
})

test('the owner changes a consent text and sees version 2 in its log once a shopper accepts it', async ({ browser }) => {
  const page = await ownerPage(browser)
  await page.getByRole('link', { name: 'Privole' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Privole' })).toBeVisible()
  await checked(page, 'consents-1280')

  await page.getByRole('link', { name: 'newsletter', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Verzija')
  const text = page.getByLabel('Tekst (hrvatski)')
  await text.fill(`${await text.inputValue()} Jednom mjesečno.`)
  await page.getByRole('button', { name: 'Spremi privolu' }).click()
  const saved = page.getByRole('status').filter({ hasText: /Privola je spremljena \(verzija \d+\)\./ })
  await expect(saved).toBeVisible()
  const version = /verzija (\d+)/.exec((await saved.textContent()) ?? '')?.[1] ?? ''
  expect(Number(version)).toBeGreaterThanOrEqual(2)
  await checked(page, 'consent-1280')

  const email = `privola-${Date.now()}@example.hr`
  const shopper = await browser.newPage({ locale: 'hr-HR' })
  await shopper.context().addCookies([{ name: 'izlog_consent', value: 'necessary', url: origin }])
  await open(shopper, '/objave')
  const footer = shopper.getByRole('contentinfo')
  await footer.getByLabel('Vaša adresa e-pošte').fill(email)
  await footer.getByLabel(/Pristajem primati newsletter.*Jednom mjesečno\./).check()
  await footer.getByRole('button', { name: 'Pretplati se' }).click()
  await expect(footer.getByRole('status')).toHaveText('Provjerite e-poštu i potvrdite prijavu putem poveznice koju smo vam poslali.')
  await shopper.close()

  // The log's filters are a GET form: the same query the filter form sends.
  await open(page, `/admin/consent/newsletter?email=${encodeURIComponent(email)}&version=${version}`)
  await expect(page.getByRole('combobox', { name: 'Verzija' })).toHaveValue(version)
  await expect(page.getByRole('searchbox', { name: 'E-mail' })).toHaveValue(email)
  const log = page.getByRole('group', { name: 'Zapisnik privole' }).getByRole('row')
  await expect(log).toHaveCount(2)
  await expect(log.nth(1)).toContainText(email)
  await expect(log.nth(1).getByRole('cell').nth(2)).toHaveText(version)
  await expect(log.nth(1)).toContainText('prihvaćena')
  const csv = await page.request.get(
    await page
      .getByRole('link', { name: 'Izvoz CSV' })
      .getAttribute('href')
      .then((href) => href ?? ''),
  )
  expect(csv.status()).toBe(200)
  expect(await csv.text()).toContain(email)

  // A new consent gets its own page.
  await open(page, '/admin/consent')
  const number = `e2e-${Date.now()}`
  await page.getByLabel('Oznaka').fill(number)
  await page.getByLabel('Naziv').fill('Probna privola')
  await page.getByLabel('Tekst (hrvatski)').fill('Pristajem na probu.')
  await page.getByRole('button', { name: 'Spremi privolu' }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/consent/${number}$`))
  await page.context().close()
})

test('the owner sees the cache stores and clears them', async ({ browser }) => {
  const page = await ownerPage(browser)
  await open(page, '/')
  await open(page, '/admin')
  await page.getByRole('link', { name: 'Predmemorija' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Spremište: site' })).toBeVisible()
  await expect(page.getByRole('group', { name: 'Spremište: site' }).getByRole('row').nth(1)).toBeVisible()
  await checked(page, 'cache-1280')
  await page.getByRole('button', { name: 'Obriši sve' }).click()
  await expect(page.getByRole('status').filter({ hasText: /Obrisano zapisa: [1-9]\d*\./ })).toBeVisible()
  await page.context().close()
})

test('every content admin page is axe-clean at 360 px', { tag: '@one-database' }, async ({ browser }) => {
  const page = await ownerPage(browser, 360)
  for (const [url, name] of [
    ['/admin/consent', 'consents'],
    ['/admin/consent/newsletter', 'consent'],
    ['/admin/templates', 'templates'],
    ['/admin/templates/order.created.buyer/hr', 'template'],
    ['/admin/cache', 'cache'],
  ] as const) {
    await open(page, url)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await checked(page, `${name}-360`)
  }
  await page.context().close()
})
