import type { Route } from './+types/withdrawal-form'
import { modelWithdrawalForm } from '#common/cases/model-form'
import { pathFor } from '#common/i18n/paths'
import { requestContext } from '#server/context'
import { formRecipientOf } from '#server/cases/withdrawal-form-pdf'
import { accountMessagesHandle, withAccountMessages } from '~/lib/account-messages'
import { screenMeta } from '~/lib/route-meta'
import { PageShell } from '~/components/layout/page-shell'
import { useLocale, useT } from '~/lib/site-shell'
import { Link } from 'react-router'

export const meta = screenMeta('cases.modelForm')

export const handle = accountMessagesHandle
export const clientLoader = (args: Route.ClientLoaderArgs) => withAccountMessages(args)

/** The model withdrawal form (ZZP annex) as a page; the same text as the PDF. */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext)
  return { recipient: await formRecipientOf(ctx.db, ctx.site.id) }
}

export default function WithdrawalFormScreen({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const locale = useLocale()
  const form = modelWithdrawalForm[locale]
  return (
    <PageShell title={form.title} lead={form.note}>
      <p>
        <a href={`/api/v1/ecommerce/cases/withdrawal-form.pdf?language=${locale}`}>{t('cases.modelFormPdf')}</a> · <Link to={pathFor('withdrawal', locale)}>{t('layout.withdrawalLink')}</Link>
      </p>
      <p>{form.recipient.replace('{recipient}', loaderData.recipient)}</p>
      <ul className="case-model-form">
        {form.fields.map((field) => (
          <li key={field}>{field}</li>
        ))}
      </ul>
      <p>{form.footnote}</p>
    </PageShell>
  )
}
