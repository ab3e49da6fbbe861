import { Hono, type Context } from 'hono'
import { consentLogPayloadSchema } from '../../common/consent/consent-log'
import { accountDeletionSchema, consentWithdrawSchema, webConsentFilterSchema } from '../../common/consent/consents'
import { catalogues } from '../../common/i18n/messages'
import { translate } from '../../common/i18n/translate'
import { requireUser } from '../auth/access'
import { clearAuthCookies, isSecureRequest } from '../auth/cookies'
import {
  acceptConsents,
  assignedConsents,
  createConsentLog,
  eraseMemberAccount,
  exportMemberData,
  filterConsents,
  listMemberConsents,
  withdrawConsent,
} from '../gdpr'
import { ApiError } from '../http/api-error'
import { unsubscribeEmail } from '../newsletter'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { parseJson } from '../http/validate'

const db = (c: Context<AppEnv>) => c.get('runtime').database.db

/** The same request facts every consent row records (the IP only in its truncated form). */
function requestFacts(c: Context<AppEnv>) {
  return {
    siteId: c.get('site').id,
    locale: c.get('locale'),
    // The one client-IP rule (server/auth/client-ip.ts): X-Forwarded-For only behind TRUST_PROXY,
    // so a visitor cannot write someone else's address into the consent record.
    ip: c.get('clientIp'),
    userAgent: c.req.header('user-agent') ?? null,
  }
}

/** Art. 17: the confirmation word of any of the site's languages (the dialog shows the visitor's own). */
function isDeletionWord(value: string): boolean {
  return Object.values(catalogues).some((messages) => messages['gdpr.deleteWord'].toLocaleUpperCase() === value.toLocaleUpperCase())
}

/** §7 GDPR calls under `/api/v1/gdpr`, and the member's own privacy tools (Art. 7(3), 15, 17). */
export const gdprApi = new Hono<AppEnv>()
  .post('/web/consent/filter', async (c) => {
    const { assignedTo, assigned_to, limit } = await parseJson(c, webConsentFilterSchema)
    const place = assignedTo ?? assigned_to
    if (place) {
      const records = (await assignedConsents(db(c), { siteId: c.get('site').id, assignedTo: place, locale: c.get('locale') })).slice(0, limit)
      return ok(c, { assigned_to: place, records })
    }
    const { records } = await filterConsents(db(c), { siteId: c.get('site').id, page: 1, perPage: Math.min(limit, 50) })
    return ok(c, {
      assigned_to: null,
      records: records.map((consent) => ({
        id: consent.current.id,
        consentId: consent.id,
        uniqueNumber: consent.uniqueNumber,
        displayName: consent.displayName,
        text: consent.current.text[c.get('locale')] ?? consent.current.text.hr,
        version: consent.current.version,
        required: false,
      })),
    })
  })
  .post('/web/consent/log/create', async (c) => {
    const payload = await parseJson(c, consentLogPayloadSchema)
    const user = c.get('user')
    const facts = requestFacts(c)
    if (payload.assignedTo && payload.acceptedConsents) {
      const accepted = await acceptConsents(db(c), {
        ...facts,
        assignedTo: payload.assignedTo,
        acceptedIds: payload.acceptedConsents,
        sourceType: payload.sourceType,
        user: { userId: user?.id ?? null, email: user?.email ?? payload.user.email ?? null },
      })
      return ok(c, { status: 'accepted', consents: accepted.map((consent) => consent.uniqueNumber), versions: accepted.map((consent) => consent.id) }, 201)
    }
    const row = await createConsentLog(db(c), payload, { ...facts, userId: user?.id ?? null })
    return ok(
      c,
      { id: row.id, status: row.status, statusTimestamp: row.statusTimestamp.toISOString(), consents: row.consents },
      201,
    )
  })
  .get('/web/consent/mine', async (c) => {
    const user = requireUser(c.get('user'))
    c.header('Cache-Control', 'private, no-store')
    return ok(c, await listMemberConsents(db(c), { siteId: c.get('site').id, userId: user.id, locale: c.get('locale') }))
  })
  .post('/web/consent/withdraw', async (c) => {
    const user = requireUser(c.get('user'))
    const { consentId } = await parseJson(c, consentWithdrawSchema)
    const facts = requestFacts(c)
    return ok(
      c,
      await db(c).transaction(async (tx) => {
        const withdrawn = await withdrawConsent(tx, { ...facts, userId: user.id, email: user.email, consentId })
        // The newsletter's consent taken back: the address gets no more newsletters (ADR 020).
        const newsletter = await assignedConsents(tx, { siteId: facts.siteId, assignedTo: 'newsletter', locale: facts.locale })
        if (newsletter.some((consent) => consent.consentId === consentId)) await unsubscribeEmail(tx, { siteId: facts.siteId, email: user.email })
        return withdrawn
      }),
    )
  })
  .get('/web/data/export', async (c) => {
    const user = requireUser(c.get('user'))
    const data = await exportMemberData(db(c), { siteId: c.get('site').id, userId: user.id })
    const day = data.exportedAt.slice(0, 10)
    return c.body(JSON.stringify(data, null, 2), 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="moji-podaci-${day}.json"`,
      'Cache-Control': 'private, no-store',
    })
  })
  .post('/web/account/delete', async (c) => {
    const user = requireUser(c.get('user'))
    const { confirmation } = await parseJson(c, accountDeletionSchema)
    if (!isDeletionWord(confirmation)) throw ApiError.badRequest('CONFIRMATION_MISMATCH', { confirmation: 'gdpr.deleteWordMismatch' })
    await eraseMemberAccount(db(c), { userId: user.id, deletedName: translate('hr', 'gdpr.deletedName') })
    // The sessions went with the account (cascade); the browser's cookies go too.
    for (const cookie of clearAuthCookies(isSecureRequest(c.req.raw, c.get('runtime').config), { withCart: true })) c.header('Set-Cookie', cookie, { append: true })
    return ok(c, { deleted: true })
  })
