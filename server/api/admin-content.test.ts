import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminPage } from '../../common/admin/paging'
import type { CacheStoreView } from '../../common/cms/cache-view'
import type { ConsentLogRow } from '../../common/consent/consents'
import type { MailTemplatePreview, MailTemplateSummary, MailTemplateView } from '../../common/mail-templates/schemas'
import { cachedForSite } from '../cache/site-cache'
import { auditLog, outbox } from '../db/schema'
import { acceptConsents, type ConsentAdminView } from '../gdpr'
import { accountMail } from '../mail/account-mails'
import { renderOutboxEmail } from '../outbox/render-email'
import type { OutboxEmail } from '../outbox/enqueue'
import { resetMemoryRateLimits } from '../rate-limit/store'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, bearer, jsonRequest, makeUser } from '../users/test-helpers'

type Envelope<T> = {
  data: T
  errored: boolean
  code?: string
  message?: string
  fields?: Record<string, string>
}

let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>
let owner: Record<string, string>
let shopper: Record<string, string>

beforeAll(async () => {
  runtime = await createTestRuntime()
  app = createTestApp(runtime)
  const login = async (input: Parameters<typeof makeUser>[1]) => {
    const user = await makeUser(runtime, input)
    return bearer((await apiLogin(app, user.email, user.password)).accessToken)
  }
  owner = await login({
    isBackofficeUser: true,
    scopes: ['admin', 'settings', 'content'],
  })
  shopper = await login({})
})
afterAll(() => runtime.dispose())

async function call<T>(method: string, path: string, body?: unknown, headers = owner) {
  resetMemoryRateLimits()
  const response = await app.request(`/api/v1/${path}`, body === undefined ? { method, headers } : jsonRequest(method, body, headers))
  const text = await response.clone().text()
  return {
    status: response.status,
    text,
    body: response.headers.get('content-type')?.includes('json') ? await readJson<Envelope<T>>(response) : null,
  }
}

const db = () => runtime.database.db
const site = () => runtime.site.id

describe('admin content APIs: access', () => {
  it('answers 403 to a shopper and 401 to a visitor on every call', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', 'backoffice/templates'],
      ['GET', 'backoffice/templates/template?key=order.created.buyer&locale=hr'],
      ['PUT', 'backoffice/templates/template', { key: 'order.created.buyer', locale: 'hr', subject: 'X', body: 'Y' }],
      ['POST', 'backoffice/templates/reset', { key: 'order.created.buyer', locale: 'hr' }],
      ['POST', 'backoffice/templates/preview', { key: 'order.created.buyer', locale: 'hr', subject: 'X', body: 'Y' }],
      ['POST', 'backoffice/templates/test', { key: 'order.created.buyer', locale: 'hr', to: 'a@example.com' }],
      ['GET', 'backoffice/consents/terms'],
      ['GET', 'backoffice/consents/terms/log'],
      ['GET', 'backoffice/consents/terms/log.csv'],
      ['PUT', 'backoffice/consents/terms/places', { places: [] }],
      ['GET', 'cms/cache/list'],
      ['POST', 'cms/cache/clear', {}],
    ]
    for (const [method, path, body] of calls) {
      expect((await call(method, path, body, shopper)).status, `${method} ${path}`).toBe(403)
      expect((await call(method, path, body, {})).status, `${method} ${path}`).toBe(401)
    }
  })
})

describe('e-mail templates', () => {
  it('lists every e-mail the shop sends, with its variables', async () => {
    const { body } = await call<MailTemplateSummary[]>('GET', 'backoffice/templates')
    expect(body?.data.map((template) => template.key)).toEqual([
      'order.created.buyer',
      'order.created.shop',
      'order.status.buyer',
      'order.invoice.buyer',
      'order.storno.buyer',
      'order.refund.buyer',
      'order.payout.buyer',
      'account.verify',
      'account.passwordReset',
      'account.loginLink',
      'newsletter.confirm',
      'form.submission.owner',
      'form.confirm',
      'case.withdrawal.buyer',
      'case.complaint.buyer',
      'case.reply.buyer',
      'case.goods.buyer',
      'case.refused.buyer',
    ])
    expect(body?.data.find((template) => template.key === 'account.loginLink')?.variables).toEqual(['link', 'siteName', 'siteUrl', 'greeting'])
  })

  it('refuses an unknown variable with the allowed ones named, and stores nothing', async () => {
    const refused = await call('PUT', 'backoffice/templates/template', {
      key: 'order.created.buyer',
      locale: 'hr',
      subject: 'Narudžba {{orderNumbr}}',
      body: '<p>{{customerName}}</p>',
    })
    expect(refused.status).toBe(400)
    expect(refused.body?.code).toBe('TEMPLATE_UNKNOWN_VARIABLE')
    expect(refused.body?.message).toContain('{{orderNumbr}}')
    expect(refused.body?.message).toContain('{{orderNumber}}')
    expect(refused.body?.fields).toEqual({ subject: '{{orderNumbr}}' })
    const stored = await call<MailTemplateView>('GET', 'backoffice/templates/template?key=order.created.buyer&locale=hr')
    expect(stored.body?.data.customised).toBe(false)
  })

  it('answers 400 to a key or language that does not exist', async () => {
    expect((await call('GET', 'backoffice/templates/template?key=order.nope&locale=hr')).status).toBe(400)
    expect(
      (
        await call('PUT', 'backoffice/templates/template', {
          key: 'order.created.buyer',
          locale: 'fr',
          subject: 'X',
          body: 'Y',
        })
      ).status,
    ).toBe(400)
  })

  it('previews with sample data and strips anything that would run', async () => {
    const { status, body } = await call<MailTemplatePreview>('POST', 'backoffice/templates/preview', {
      key: 'order.created.buyer',
      locale: 'hr',
      subject: 'Narudžba {{orderNumber}}',
      body: '<p onclick="alert(1)">Bok {{customerName}}</p><script>alert(2)</script><a href="javascript:alert(3)">x</a>{{linesTable}}',
    })
    expect(status).toBe(200)
    expect(body?.data.subject).toBe('Narudžba 2026-000123')
    expect(body?.data.html).toContain('Bok Ana Horvat')
    expect(body?.data.html).toContain('Šalica Izlog')
    expect(body?.data.html).not.toMatch(/script|onclick|javascript:/i)
  })

  it('the order confirmation sends the override; a test send goes through the outbox; reset brings the built-in text back', async () => {
    const saved = await call<MailTemplateView>('PUT', 'backoffice/templates/template', {
      key: 'order.created.buyer',
      locale: 'hr',
      subject: 'Hvala! Narudžba {{orderNumber}}',
      body: '<p>Dragi {{customerName}}, ukupno {{orderTotal}}.</p>{{linesTable}}',
    })
    expect(saved.status).toBe(200)
    expect(saved.body?.data.customised).toBe(true)
    expect(
      (
        await call('POST', 'backoffice/templates/test', {
          key: 'order.created.buyer',
          locale: 'hr',
          to: 'Vlasnik@Example.com',
        })
      ).status,
    ).toBe(202)
    const [row] = await db().select().from(outbox).where(eq(outbox.siteId, site())).orderBy(desc(outbox.id)).limit(1)
    const payload = row?.payload as unknown as OutboxEmail
    expect(payload.to).toBe('vlasnik@example.com')
    const rendered = await renderOutboxEmail(db(), runtime.config, {
      siteId: site(),
      email: payload,
    })
    expect(rendered?.subject).toBe('Hvala! Narudžba 2026-000123')
    expect(rendered?.html).toContain('Dragi Ana Horvat, ukupno 28,50 €.')
    expect(rendered?.html).toContain('<table')
    const audits = await db().select().from(auditLog).where(eq(auditLog.entityId, 'order.created.buyer:hr'))
    expect(audits.map((audit) => audit.action).sort()).toEqual(['mailTemplate.save', 'mailTemplate.test'])

    const reset = await call<MailTemplateView>('POST', 'backoffice/templates/reset', { key: 'order.created.buyer', locale: 'hr' })
    expect(reset.body?.data).toMatchObject({
      customised: false,
      subject: 'Narudžba {{orderNumber}} je zaprimljena',
    })
    const again = await renderOutboxEmail(db(), runtime.config, {
      siteId: site(),
      email: payload,
    })
    expect(again?.subject).toBe('Narudžba 2026-000123 je zaprimljena')
  })

  it('account e-mails (sent without the outbox) use the override too', async () => {
    const link = 'https://izlog.example/prijava?loginToken=abc'
    const before = await accountMail(db(), {
      siteId: site(),
      key: 'account.loginLink',
      locale: 'en',
      to: 'a@example.com',
      link,
      origin: 'https://izlog.example',
      mailFrom: runtime.config.mailFrom,
    })
    expect(before.subject).toBe('Your login link')
    await call('PUT', 'backoffice/templates/template', {
      key: 'account.loginLink',
      locale: 'en',
      subject: 'Sign in to {{siteName}}',
      body: '<p><a href="{{link}}">Sign in</a></p>',
    })
    const after = await accountMail(db(), {
      siteId: site(),
      key: 'account.loginLink',
      locale: 'en',
      to: 'a@example.com',
      link,
      origin: 'https://izlog.example',
      mailFrom: runtime.config.mailFrom,
    })
    expect(after.subject).toBe('Sign in to Test')
    // The override is the body of the shop's layout (ADR 062), around it the shop's name and footer.
    expect(after.html).toContain(`<p><a href="${link}">Sign in</a></p>`)
    expect(after.text).toContain(`\n\nSign in <${link}>\n\n`)
  })
})

describe('consents in the back office', () => {
  async function saveConsent(uniqueNumber: string, text: string, id?: number): Promise<ConsentAdminView> {
    const { body } = await call<ConsentAdminView>('POST', 'cms/consent/text/save', {
      id,
      uniqueNumber,
      displayName: 'Marketinške poruke',
      text: { hr: text },
    })
    return body!.data
  }

  it('keeps a log per consent and version, filtered on the server, exported as CSV', async () => {
    const consent = await saveConsent('admin-test', 'Prva verzija')
    const placed = await call<ConsentAdminView>('PUT', 'backoffice/consents/admin-test/places', { places: [{ assignedTo: 'newsletter', required: true }] })
    expect(placed.body?.data.assignedTo).toEqual([{ assigned_to: 'newsletter', required: true }])
    const accept = (email: string, versionId: number) =>
      acceptConsents(db(), {
        siteId: site(),
        assignedTo: 'newsletter',
        acceptedIds: [versionId],
        sourceType: 'newsletter',
        user: { userId: null, email },
        locale: 'hr',
        ip: '203.0.113.77',
        userAgent: 'test',
      })
    await accept('prva@example.com', consent.current.id)
    const changed = await saveConsent('admin-test', 'Druga verzija', consent.id)
    expect(changed.current.version).toBe(2)
    await accept('druga@example.com', changed.current.id)
    await accept('=treca@example.com', changed.current.id)

    const all = await call<AdminPage<ConsentLogRow>>('GET', 'backoffice/consents/admin-test/log')
    expect(all.body?.data.total).toBe(3)
    const v2 = await call<AdminPage<ConsentLogRow>>('GET', 'backoffice/consents/admin-test/log?version=2&perPage=25')
    expect(v2.body?.data.items.map((row) => [row.email, row.version, row.status, row.sourceType])).toEqual([
      ['=treca@example.com', 2, 'accepted', 'newsletter'],
      ['druga@example.com', 2, 'accepted', 'newsletter'],
    ])
    const search = await call<AdminPage<ConsentLogRow>>('GET', 'backoffice/consents/admin-test/log?email=PRVA')
    expect(search.body?.data.items.map((row) => row.version)).toEqual([1])
    const future = await call<AdminPage<ConsentLogRow>>('GET', 'backoffice/consents/admin-test/log?from=2999-01-01')
    expect(future.body?.data.total).toBe(0)
    const paged = await call<AdminPage<ConsentLogRow>>('GET', 'backoffice/consents/admin-test/log?perPage=25&page=2')
    expect(paged.body?.data).toMatchObject({ items: [], page: 2, total: 3 })

    const csv = await call('GET', 'backoffice/consents/admin-test/log.csv?version=2')
    expect(csv.status).toBe(200)
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines).toHaveLength(3)
    expect(lines[1]).toContain(`"'=treca@example.com"`)
    expect(lines[1]).toContain('"203.0.113.0"')

    expect((await call('GET', 'backoffice/consents/admin-test/log?status=maybe')).status).toBe(400)
    expect((await call('GET', 'backoffice/consents/nema-je/log')).status).toBe(404)
  })

  it('leaving a place keeps the place’s other consents', async () => {
    await saveConsent('druga-privola', 'Tekst')
    await call('PUT', 'backoffice/consents/druga-privola/places', {
      places: [{ assignedTo: 'newsletter', required: false }],
    })
    const left = await call<ConsentAdminView>('PUT', 'backoffice/consents/admin-test/places', { places: [] })
    expect(left.body?.data.assignedTo).toEqual([])
    const other = await call<ConsentAdminView>('GET', 'backoffice/consents/druga-privola')
    expect(other.body?.data.assignedTo).toEqual([{ assigned_to: 'newsletter', required: false }])
    const duplicate = await call('PUT', 'backoffice/consents/admin-test/places', { places: [{ assignedTo: 'checkout' }, { assignedTo: 'checkout' }] })
    expect(duplicate.status).toBe(400)
  })
})

describe('cache stores', () => {
  it('lists the registered site cache and clears every store at once', async () => {
    await cachedForSite(db(), site(), 'admin-test', () => Promise.resolve({ hello: 'world' }))
    const listed = await call<{ stores: CacheStoreView[] }>('GET', 'cms/cache/list')
    const siteStore = listed.body?.data.stores.find((store) => store.name === 'site')
    expect(siteStore?.entries.find((entry) => entry.key === `${site()}|admin-test`)?.bytes).toBe(17)
    const cleared = await call<{ removed: number }>('POST', 'cms/cache/clear', {})
    expect(cleared.body?.data.removed).toBeGreaterThanOrEqual(1)
    expect((await call('POST', 'cms/cache/clear', { store: 'nope' })).status).toBe(400)
    expect((await call('POST', 'cms/cache/clear', { key: 'x' })).status).toBe(400)
  })
})
