import { useEffect, useRef, type FormEvent } from 'react'
import { useActionData, useFetcher } from 'react-router'
import type { AccountFormResult } from '#common/users/form-result'
import { useToast } from '~/components/ui/toast'
import { useT } from '~/lib/site-shell'

/**
 * One account form: posts to the route's action through a fetcher (progressive enhancement: it is
 * a plain POST form without JavaScript) with the §4 submit guard — one submission at a time,
 * enabled again after failure or completion. Results also show as toasts (§4, §8); a redirect
 * (e.g. after login) calls `onRedirect`.
 */
export function useAccountForm(intent: string, options: { onRedirect?: () => void } = {}) {
  const fetcher = useFetcher<AccountFormResult>({ key: `account-${intent}` })
  const actionData = useActionData() as AccountFormResult | undefined
  const result = fetcher.data ?? (actionData?.intent === intent ? actionData : undefined)
  const isSubmitting = fetcher.state !== 'idle'
  const toast = useToast()
  const t = useT()
  const { onRedirect } = options

  // The action answered: a new data object means a result to announce; the same one while the
  // fetcher loads means the action redirected.
  const dataAtSubmit = useRef<AccountFormResult | undefined>(undefined)
  const previousState = useRef(fetcher.state)
  useEffect(() => {
    const before = previousState.current
    previousState.current = fetcher.state
    if (before === 'idle' && fetcher.state === 'submitting') dataAtSubmit.current = fetcher.data
    if (before !== 'submitting' || fetcher.state === 'submitting') return
    const data = fetcher.data
    if (data === dataAtSubmit.current) {
      onRedirect?.()
      return
    }
    if (!data) return
    if (!data.ok && data.message) toast.error(data.message)
    if (data.ok && data.notice) toast.success(t(data.notice))
    if (data.ok && data.info) toast.info(t(data.info), 8000)
  }, [fetcher.state, fetcher.data, toast, t, onRedirect])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (isSubmitting) event.preventDefault()
  }
  return { fetcher, result, isSubmitting, onSubmit, fields: result?.fields ?? {} }
}
