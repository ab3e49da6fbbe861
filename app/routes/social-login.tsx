import { useEffect, useRef } from 'react'
import type { Route } from './+types/social-login'
import { requestContext } from '#server/context'
import { socialCompleteAction } from '#server/users/account-actions'
import { accountMessagesHandle, withAccountMessages } from '~/lib/account-messages'
import { screenMeta } from '~/lib/route-meta'
import { PageShell } from '~/components/layout/page-shell'
import { useT } from '~/lib/site-shell'
import { FormNotice, PageNotice } from '~/features/account/form-notice'
import { SubmitButton } from '~/features/account/submit-button'
import { useAccountForm } from '~/features/account/use-account-form'

export const meta = screenMeta('page.socialLogin')

// Accounts and checkout texts are a catalogue part of their own (ADR 026).
export const handle = accountMessagesHandle
export const clientLoader = (args: Route.ClientLoaderArgs) => withAccountMessages(args)

export async function loader({ url }: Route.LoaderArgs) {
  const params = url.searchParams
  return { code: params.get('code'), state: params.get('state'), failed: params.has('error') }
}

export async function action({ request, context }: Route.ActionArgs) {
  return socialCompleteAction(request, context.get(requestContext), await request.formData())
}

/** The provider sends the visitor here with code and state; a POST exchanges them for a session. */
export default function SocialLoginScreen({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { fetcher, result, isSubmitting, onSubmit } = useAccountForm('social')
  const formRef = useRef<HTMLFormElement>(null)
  const sent = useRef(false)
  const canComplete = Boolean(loaderData.code && loaderData.state && !loaderData.failed)
  useEffect(() => {
    if (!canComplete || sent.current || !formRef.current) return
    sent.current = true
    void fetcher.submit(formRef.current)
  }, [canComplete, fetcher])
  return (
    <PageShell title={t('page.socialLogin')}>
      <div className="account-layout">
        {!canComplete ? <PageNotice kind="error" message={t('account.socialFailed')} /> : null}
        <FormNotice result={result} />
        {canComplete && !result ? (
          <fetcher.Form method="post" onSubmit={onSubmit} ref={formRef} className="account-card">
            <p role="status">{t('account.socialCompleting')}</p>
            <input type="hidden" name="code" value={loaderData.code ?? ''} />
            <input type="hidden" name="state" value={loaderData.state ?? ''} />
            <SubmitButton label={t('account.socialContinue')} isSubmitting={isSubmitting} />
          </fetcher.Form>
        ) : null}
      </div>
    </PageShell>
  )
}
