import type { FormEvent } from 'react'
import { useActionData, useFetcher } from 'react-router'
import type { AccountFormResult } from '#common/users/form-result'

/**
 * One account form: posts to the route's action through a fetcher (progressive enhancement: it is
 * a plain POST form without JavaScript) with the §4 submit guard — one submission at a time,
 * enabled again after failure or completion.
 */
export function useAccountForm(intent: string) {
  const fetcher = useFetcher<AccountFormResult>({ key: `account-${intent}` })
  const actionData = useActionData() as AccountFormResult | undefined
  const result = fetcher.data ?? (actionData?.intent === intent ? actionData : undefined)
  const isSubmitting = fetcher.state !== 'idle'
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (isSubmitting) event.preventDefault()
  }
  return { fetcher, result, isSubmitting, onSubmit, fields: result?.fields ?? {} }
}
