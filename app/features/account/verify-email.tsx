import { useEffect, useRef } from 'react'
import { useT } from '~/lib/site-shell'
import { FormNotice } from './form-notice'
import { SubmitButton } from './submit-button'
import { useAccountForm } from './use-account-form'

/**
 * Confirms the e-mail link's token. The page sends it with a POST as soon as it is interactive
 * (GET never changes state; a link scanner opening the URL confirms nothing); without JavaScript
 * the visitor presses the button.
 */
export function VerifyEmail({ token }: { token: string }) {
  const t = useT()
  const { fetcher, result, isSubmitting, onSubmit } = useAccountForm('verify')
  const formRef = useRef<HTMLFormElement>(null)
  const sent = useRef(false)
  useEffect(() => {
    if (sent.current || !formRef.current) return
    sent.current = true
    void fetcher.submit(formRef.current)
  }, [fetcher])
  return (
    <div className="account-verify">
      <FormNotice result={result} />
      {result ? null : (
        <fetcher.Form method="post" onSubmit={onSubmit} ref={formRef}>
          <input type="hidden" name="intent" value="verify" />
          <input type="hidden" name="verificationToken" value={token} />
          <SubmitButton label={t('page.confirmEmail')} isSubmitting={isSubmitting} variant="secondary" />
        </fetcher.Form>
      )}
    </div>
  )
}
