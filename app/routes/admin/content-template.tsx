import { data } from 'react-router'
import type { Route } from './+types/content-template'
import { adminTranslate } from '#common/i18n/admin'
import { mailTemplateRefSchema, mailTemplateSaveSchema, mailTemplateTestSchema, type MailTemplatePreview } from '#common/mail-templates/schemas'
import { requestContext } from '#server/context'
import { refusedOutcome, type AdminOutcome } from '#server/admin/action-outcome'
import { adminLocaleOf } from '#server/admin/admin-locale'
import { requireAdminPage } from '#server/admin/page-access'
import { loadMailTemplate, previewMailTemplate, resetMailTemplate, saveMailTemplate, sendTestMail } from '#server/mail-templates'
import { kickOutbox } from '#server/outbox/outbox-worker'
import { siteOrigin } from '#server/site/site-origin'
import { adminMeta } from '~/features/admin/admin-meta'
import { TemplateEditor } from '~/features/admin-content/template-editor'

export const meta = adminMeta('templates.title')

function templateRef(params: Route.LoaderArgs['params']) {
  const parsed = mailTemplateRefSchema.safeParse(params)
  if (!parsed.success) throw data(null, { status: 404 })
  return parsed.data
}

/** /admin/templates/{key}/{locale}: edit one template's subject and body, preview it, send a test, reset it. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user, db, site } = context.get(requestContext)
  requireAdminPage(user, request, 'settings')
  return {
    template: await loadMailTemplate(db, {
      ...templateRef(params),
      siteId: site.id,
    }),
  }
}

export async function action({ request, params, context }: Route.ActionArgs): Promise<
  AdminOutcome & {
    preview?: MailTemplatePreview
    draft?: { subject: string; body: string }
  }
> {
  const { user, db, site, locale, runtime } = context.get(requestContext)
  const actor = requireAdminPage(user, request, 'settings')
  const ref = templateRef(params)
  const adminLocale = adminLocaleOf(request)
  const form = Object.fromEntries(await request.formData())
  const draft = {
    subject: String(form.subject ?? ''),
    body: String(form.body ?? ''),
  }
  try {
    switch (form.intent) {
      case 'preview': {
        const origin = siteOrigin({ config: runtime.config, site, request })
        const preview = await previewMailTemplate(db, {
          ...mailTemplateSaveSchema.parse({ ...ref, ...draft }),
          siteId: site.id,
          origin,
        })
        return {
          ok: true,
          message: adminTranslate(adminLocale, 'templates.previewTitle'),
          preview,
          draft,
        }
      }
      case 'reset':
        await resetMailTemplate(db, { ...ref, siteId: site.id, actor })
        return {
          ok: true,
          message: adminTranslate(adminLocale, 'templates.resetDone'),
        }
      case 'test': {
        const input = mailTemplateTestSchema.parse({ ...ref, to: form.to })
        await sendTestMail(db, { ...input, siteId: site.id, actor })
        kickOutbox()
        return {
          ok: true,
          message: adminTranslate(adminLocale, 'templates.testSent', {
            to: input.to,
          }),
        }
      }
      default:
        await saveMailTemplate(db, {
          ...mailTemplateSaveSchema.parse({ ...ref, ...draft }),
          siteId: site.id,
          actor,
        })
        return {
          ok: true,
          message: adminTranslate(adminLocale, 'admin.saved'),
        }
    }
  } catch (error) {
    return { ...refusedOutcome(error, locale), draft }
  }
}

export default function AdminTemplateScreen({ loaderData, actionData }: Route.ComponentProps) {
  return <TemplateEditor template={loaderData.template} outcome={actionData} />
}
