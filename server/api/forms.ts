import { Hono, type Context } from 'hono'
import { formDataSchema, formFieldErrors } from '../../common/forms/submission'
import { paginationOf } from '../../common/http/envelope'
import {
  contactAdminSchema,
  formConfirmEmailSchema,
  formFilterSchema,
  formIdParamSchema,
  formStoreDataSchema,
  submissionListSchema,
} from '../../common/forms/schemas'
import { requireScope } from '../auth/access'
import {
  confirmSubmission,
  exportSubmissionsCsv,
  findForm,
  formView,
  listForms,
  listSubmissions,
  refuseSpam,
  storeContactMessage,
  storeSubmission,
  toPlainFormText,
  verifyHuman,
} from '../forms'
import { ApiError } from '../http/api-error'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { parseJson, parseOptionalJson, parseQuery, parseValue } from '../http/validate'
import { confirmPageUrl } from '../newsletter'
import { getSiteOptions } from '../site/site-service'
import { siteOrigin } from '../site/site-origin'

function originOf(c: Context<AppEnv>): string {
  const { config } = c.get('runtime')
  return siteOrigin({ config, site: c.get('site'), request: c.req.raw })
}

/** Host names a reCAPTCHA token may have been solved on: the site's domains and PUBLIC_URL's. */
function recaptchaHosts(c: Context<AppEnv>): string[] {
  const { publicUrl } = c.get('runtime').config
  return [...c.get('site').hosts, ...(publicUrl ? [new URL(publicUrl).hostname] : [])]
}

/** `/form/get/12` or `/form/get/kontakt`. */
function formIdFrom(c: Context<AppEnv>): number | string {
  const raw = c.req.param('id') ?? ''
  return parseValue(c, formIdParamSchema, /^\d+$/.test(raw) ? Number(raw) : raw)
}

/** §7 CMS form and contact calls under `/api/v1/cms`. */
export const formsApi = new Hono<AppEnv>()
  .on(['GET', 'POST'], '/form/filter', async (c) => {
    const { page, perPage } = c.req.method === 'GET' ? parseQuery(c, formFilterSchema) : await parseOptionalJson(c, formFilterSchema)
    const { config, database } = c.get('runtime')
    const rows = await listForms(database.db, { siteId: c.get('site').id })
    const records = await Promise.all(rows.slice((page - 1) * perPage, page * perPage).map((row) => formView(database.db, row, c.get('locale'), config.recaptcha)))
    return ok(c, { records, pagination: paginationOf({ page, perPage, total: rows.length }) })
  })
  .get('/form/get/:id', async (c) => {
    const { config, database } = c.get('runtime')
    const form = await findForm(database.db, { siteId: c.get('site').id, idOrHandle: formIdFrom(c) })
    return ok(c, await formView(database.db, form, c.get('locale'), config.recaptcha))
  })
  .post('/form/storeData', async (c) => {
    const payload = await parseJson(c, formStoreDataSchema)
    const { config, database } = c.get('runtime')
    const locale = c.get('locale')
    const form = await findForm(database.db, { siteId: c.get('site').id, idOrHandle: payload.id })
    const view = await formView(database.db, form, locale, config.recaptcha)
    const emailField = view.fields.find((field) => field.type === 'email')
    const claimedEmail = emailField ? payload.data[emailField.name] : undefined
    await refuseSpam(config, { honeypot: payload.website, ip: c.get('clientIp'), account: typeof claimedEmail === 'string' ? claimedEmail.slice(0, 254) : null })
    const parsed = formDataSchema(view.fields, toPlainFormText).safeParse(payload.data)
    if (!parsed.success) throw new ApiError(400, 'VALIDATION_FAILED', 'forms.fixErrors', undefined, formFieldErrors(parsed.error, locale))
    await verifyHuman(config, { token: payload.recaptchaResponse, ip: c.get('clientIp'), allowedHosts: recaptchaHosts(c) })
    const user = c.get('user')
    const result = await storeSubmission(database.db, {
      form,
      data: parsed.data,
      locale,
      ip: c.get('clientIp'),
      origin: originOf(c),
      consent: { acceptedIds: payload.acceptedConsents, userId: user?.id ?? null, userAgent: c.req.header('user-agent') ?? null },
    })
    return ok(c, { id: result.id, needsConfirmation: result.needsConfirmation }, 201)
  })
  // The link of the confirmation e-mail: lands on the §4 confirm-email page with a message goal.
  .get('/form/confirmEmail', async (c) => {
    const parsed = formConfirmEmailSchema.safeParse(c.req.query())
    const { database } = c.get('runtime')
    const row = parsed.success ? await confirmSubmission(database.db, { token: parsed.data.token, origin: originOf(c) }) : null
    const target = row
      ? confirmPageUrl({ locale: row.locale, goal: 'forms.confirmed', confirmedEmail: row.email ?? 'false' })
      : confirmPageUrl({ locale: c.get('locale'), goal: 'forms.invalidLink' })
    return c.redirect(target, 302)
  })
  // The same for API clients that post the token.
  .post('/form/confirmEmail', async (c) => {
    const { token } = await parseJson(c, formConfirmEmailSchema)
    const { database } = c.get('runtime')
    const row = await confirmSubmission(database.db, { token, origin: originOf(c) })
    if (!row) throw new ApiError(400, 'INVALID_TOKEN', 'forms.invalidLink')
    return ok(c, { confirmed: true, confirmedEmail: row.email })
  })
  .post('/contact/contactAdmin', async (c) => {
    const payload = await parseJson(c, contactAdminSchema)
    const { config, database } = c.get('runtime')
    await refuseSpam(config, { honeypot: payload.website, ip: c.get('clientIp'), account: payload.email })
    const clean = {
      name: toPlainFormText(payload.name),
      email: payload.email,
      phone: payload.phone ? toPlainFormText(payload.phone) : undefined,
      message: toPlainFormText(payload.message),
    }
    if (!clean.name || !clean.message) {
      throw new ApiError(400, 'VALIDATION_FAILED', 'forms.fixErrors', undefined, {
        ...(clean.name ? {} : { name: 'validation.required' }),
        ...(clean.message ? {} : { message: 'validation.required' }),
      })
    }
    await verifyHuman(config, { token: payload.recaptchaResponse, ip: c.get('clientIp'), allowedHosts: recaptchaHosts(c) })
    const options = await getSiteOptions(database.db, c.get('site').id)
    const result = await storeContactMessage(database.db, {
      siteId: c.get('site').id,
      notifyEmail: options.ContactEmail ?? options.ShopEmail,
      data: clean,
      locale: c.get('locale'),
      ip: c.get('clientIp'),
      origin: originOf(c),
    })
    return ok(c, result, 201)
  })

/** The back office (`content` scope): submissions of a form, server-paged, and their CSV. */
export const formSubmissionsApi = new Hono<AppEnv>()
  .get('/submissions', async (c) => {
    requireScope(c.get('user'), 'content')
    const { form, page, perPage } = parseQuery(c, submissionListSchema)
    c.header('Cache-Control', 'private, no-store')
    return ok(c, await listSubmissions(c.get('runtime').database.db, { siteId: c.get('site').id, source: form, page, perPage }))
  })
  .get('/submissions/export', async (c) => {
    requireScope(c.get('user'), 'content')
    const { form } = parseQuery(c, submissionListSchema)
    const csv = await exportSubmissionsCsv(c.get('runtime').database.db, { siteId: c.get('site').id, source: form })
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="form-${form}-submissions.csv"`,
      'Cache-Control': 'private, no-store',
    })
  })
