import { Hono, type Context } from 'hono'
import { mailTemplateRefSchema, mailTemplateSaveSchema, mailTemplateTestSchema } from '../../common/mail-templates/schemas'
import { requireScope } from '../auth/access'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { parseJson, parseQuery } from '../http/validate'
import { listMailTemplates, loadMailTemplate, previewMailTemplate, resetMailTemplate, saveMailTemplate, sendTestMail } from '../mail-templates'
import { kickOutbox } from '../outbox/outbox-worker'
import { siteOrigin } from '../site/site-origin'

const db = (c: Context<AppEnv>) => c.get('runtime').database.db
const actorOf = (c: Context<AppEnv>) => {
  const user = requireScope(c.get('user'), 'settings')
  return { id: user.id, email: user.email }
}

/** Issue 14 e-mail templates under `/api/v1/backoffice/templates`: scope `settings`; writes audited. */
export const mailTemplatesApi = new Hono<AppEnv>()
  .get('/', async (c) => {
    requireScope(c.get('user'), 'settings')
    return ok(c, await listMailTemplates(db(c), c.get('site').id))
  })
  .get('/template', async (c) => {
    requireScope(c.get('user'), 'settings')
    return ok(c, await loadMailTemplate(db(c), { ...parseQuery(c, mailTemplateRefSchema), siteId: c.get('site').id }))
  })
  .put('/template', async (c) => {
    const actor = actorOf(c)
    const input = await parseJson(c, mailTemplateSaveSchema)
    return ok(c, await saveMailTemplate(db(c), { ...input, siteId: c.get('site').id, actor }))
  })
  .post('/reset', async (c) => {
    const actor = actorOf(c)
    const input = await parseJson(c, mailTemplateRefSchema)
    return ok(c, await resetMailTemplate(db(c), { ...input, siteId: c.get('site').id, actor }))
  })
  .post('/preview', async (c) => {
    requireScope(c.get('user'), 'settings')
    const input = await parseJson(c, mailTemplateSaveSchema)
    const origin = siteOrigin({ config: c.get('runtime').config, site: c.get('site'), request: c.req.raw })
    return ok(c, await previewMailTemplate(db(c), { ...input, siteId: c.get('site').id, origin }))
  })
  .post('/test', async (c) => {
    const actor = actorOf(c)
    const input = await parseJson(c, mailTemplateTestSchema)
    await sendTestMail(db(c), { ...input, siteId: c.get('site').id, actor })
    kickOutbox()
    return ok(c, { queued: true }, 202)
  })
