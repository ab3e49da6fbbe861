import { useEffect, useRef } from 'react'
import type { AccountFormResult } from '#common/users/form-result'
import { useT } from '~/lib/site-shell'

/**
 * The outcome of a form: success and info as a polite status, failures as an alert. (Shown inline
 * next to the form so it also works without JavaScript and for screen readers.)
 */
export function FormNotice({ result }: { result: AccountFormResult | undefined }) {
  const t = useT()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (result && !result.ok && result.message) ref.current?.focus()
  }, [result])
  if (!result) return null
  if (!result.ok) {
    if (!result.message) return null
    return (
      <div className="form-notice form-notice--error" role="alert" tabIndex={-1} ref={ref}>
        {result.message}
      </div>
    )
  }
  return (
    <div className="form-notice form-notice--success" role="status">
      {result.notice ? <p>{t(result.notice)}</p> : null}
      {result.info ? <p>{t(result.info)}</p> : null}
    </div>
  )
}

/** A notice given by the page itself (e.g. "you are logged out" after a redirect). */
export function PageNotice({ message, kind = 'success' }: { message: string; kind?: 'success' | 'error' }) {
  return (
    <div className={`form-notice form-notice--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      <p>{message}</p>
    </div>
  )
}
