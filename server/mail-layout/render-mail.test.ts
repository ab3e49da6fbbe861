import fs from 'node:fs/promises'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox } from '../db/schema'
import { emlHeaders, mimeParts } from '../mail/eml-reading.test-helpers'
import { enqueueEmail } from '../outbox/enqueue'
import { processOutbox } from '../outbox/outbox-worker'
import { mailTemplateKeys, mailTemplateLocales } from '../../common/mail-templates/schemas'
import { builtInTemplates } from '../mail-templates/built-in-templates'
import { orderMailTemplates } from '../order-mail/order-mail-templates'
import { setSiteOption } from '../site/site-service'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import type { MailBrand } from './mail-brand'
import { layoutMail, renderShopMail } from './render-mail'

// Issue 23 point 4: every e-mail in the shop's layout, filled, with its links in the text part.
const brand: MailBrand = {
  siteName: 'Vrtovi Save',
  siteUrl: 'https://www.vrtovi-save.hr',
  seller: { name: 'Vrtovi Save d.o.o.', address: 'Savska 1, 10000 Zagreb', taxId: '12345678903' },
  from: { name: 'Vrtovi Save', address: 'trgovina@vrtovi-save.hr' },
}
const decode = (value: string) => value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&')
const htmlLinks = (html: string) => new Set([...html.matchAll(/href="([^"]+)"/g)].map((match) => decode(match[1] ?? '')))
const textLinks = (text: string) => new Set([...text.matchAll(/https?:\/\/[^\s<>]+/g)].map((match) => match[0]))

describe('every built-in e-mail in the layout', () => {
  for (const key of mailTemplateKeys) {
    for (const locale of mailTemplateLocales) {
      it(`${key} (${locale}) is filled and its text part has every link`, async () => {
        const template = builtInTemplates[key]
        const mail = await layoutMail({ brand, locale, template: template.defaults[locale], values: template.sample })
        for (const part of [mail.subject, mail.html, mail.text]) {
          expect(part).not.toMatch(/\{\{|\}\}|undefined|\[object Object\]/)
        }
        expect(mail.html).toContain(`lang="${locale}"`)
        expect(mail.html).toContain('Vrtovi Save d.o.o.')
        expect(mail.text).toContain('Savska 1, 10000 Zagreb')
        const links = htmlLinks(mail.html)
        expect(links).toContain('https://www.vrtovi-save.hr')
        expect(textLinks(mail.text)).toEqual(links)
      })
    }
  }
})

describe('the greeting', () => {
  const order = orderMailTemplates['order.status.buyer']
  const values = { ...builtInTemplates['order.status.buyer'].sample, firstName: 'Marija', customerName: 'Marija Horvat' }

  it('names the first name only, naturally in each language', async () => {
    expect((await layoutMail({ brand, locale: 'hr', template: order.hr, values })).text).toContain('Dobar dan, Marija,\n')
    expect((await layoutMail({ brand, locale: 'en', template: order.en, values })).text).toContain('Hello Marija,\n')
    expect((await layoutMail({ brand, locale: 'de', template: order.de, values })).text).toContain('Guten Tag Marija,\n')
    expect((await layoutMail({ brand, locale: 'hr', template: order.hr, values })).text).not.toContain('Horvat,')
  })

  it('is neutral without a first name', async () => {
    const mail = await layoutMail({ brand, locale: 'hr', template: order.hr, values: { ...values, firstName: '' } })
    expect(mail.text).toContain('\nDobar dan,\n')
  })

  it('takes the first word of the name a buyer typed into a case', async () => {
    const mail = await layoutMail({ brand, locale: 'hr', template: builtInTemplates['case.reply.buyer'].defaults.hr, values: builtInTemplates['case.reply.buyer'].sample })
    expect(mail.text).toContain('Dobar dan, Ana,\n')
  })
})

describe('an empty field', () => {
  it('leaves its whole line out: no "Napomena kupca:" without a note', async () => {
    const template = orderMailTemplates['order.created.shop'].hr
    const without = await layoutMail({ brand, locale: 'hr', template, values: { ...builtInTemplates['order.created.shop'].sample, orderMessage: '' } })
    expect(without.html).not.toContain('Napomena kupca')
    expect(without.text).not.toContain('Napomena kupca')
    const withNote = await layoutMail({ brand, locale: 'hr', template, values: builtInTemplates['order.created.shop'].sample })
    expect(withNote.text).toContain('Napomena kupca: Molim dostavu poslijepodne.')
  })
})

describe('a button', () => {
  it('is a table cell in the brand colour around the link, so Outlook paints it', async () => {
    const mail = await layoutMail({ brand, locale: 'hr', template: builtInTemplates['account.verify'].defaults.hr, values: builtInTemplates['account.verify'].sample })
    expect(mail.html).toMatch(/<td align="center" bgcolor="#1f5f54"[^>]*><a href="https:\/\/izlog\.example\/prijava\?token=primjer"[^>]*>Potvrdi adresu e-pošte<\/a><\/td>/)
    expect(mail.text).toContain('Potvrdi adresu e-pošte <https://izlog.example/prijava?token=primjer>')
  })
})

describe('the sender and the footer of a shop', () => {
  let runtime: TestRuntime
  beforeAll(async () => {
    runtime = await createTestRuntime()
  })
  afterAll(() => runtime.dispose())

  const render = () =>
    renderShopMail(runtime.database.db, {
      siteId: runtime.site.id,
      origin: 'https://shop.example',
      mailFrom: 'Izlog <posta@poslužitelj.example>',
      locale: 'hr',
      template: builtInTemplates['account.loginLink'].defaults.hr,
      values: builtInTemplates['account.loginLink'].sample,
    })

  it('without settings: the shop name and the configured address, never a made-up one', async () => {
    const mail = await render()
    expect(mail.from).toEqual({ name: runtime.site.name, address: 'posta@poslužitelj.example' })
    expect(mail.text.endsWith(`--\n${runtime.site.name}\nhttps://shop.example`)).toBe(true)
  })

  it('comes from the settings', async () => {
    await setSiteOption(runtime.database.db, { siteId: runtime.site.id, key: 'MailSenderName', value: 'Vrtovi Save' })
    await setSiteOption(runtime.database.db, { siteId: runtime.site.id, key: 'MailSenderAddress', value: 'trgovina@vrtovi-save.hr' })
    expect((await render()).from).toEqual({ name: 'Vrtovi Save', address: 'trgovina@vrtovi-save.hr' })
  })

  it('is the From of the message the outbox sends, with a text part beside the HTML', async () => {
    const db = runtime.database.db
    const confirmUrl = 'https://shop.example/newsletter/potvrda?token=abc'
    await enqueueEmail(db, {
      siteId: runtime.site.id,
      dedupeKey: 'render-mail-test:sender',
      email: { template: 'newsletter.confirm', locale: 'de', to: 'kunde@example.de', vars: { confirmUrl, unsubscribeUrl: 'https://shop.example/odjava' } },
    })
    await processOutbox(db, runtime.config)
    const [row] = await db.select().from(outbox).where(and(eq(outbox.dedupeKey, 'render-mail-test:sender'), eq(outbox.status, 'sent')))
    const raw = await fs.readFile(path.join(runtime.config.mailDir, `outbox-${String(row!.id).padStart(8, '0')}.eml`), 'latin1')
    expect(emlHeaders(raw).get('from')).toBe('Vrtovi Save <trgovina@vrtovi-save.hr>')
    const text = mimeParts(raw).find((part) => part.headers.get('content-type')?.startsWith('text/plain'))
    expect(text?.body.toString('utf8')).toContain(`Anmeldung bestätigen <${confirmUrl}>`)
  })
})
