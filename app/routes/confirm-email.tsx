import { useEffect, useState } from 'react'
import { data, redirect } from 'react-router'
import type { Route } from './+types/confirm-email'
import { safeRedirectPath } from '#common/http/safe-redirect'
import { isMessageKey, type MessageKey } from '#common/i18n/translate'
import { emailField } from '#common/users/schemas'
import { screenMeta } from '~/lib/route-meta'
import { PageShell } from '~/components/layout/page-shell'
import { useT } from '~/lib/site-shell'

export const meta = screenMeta('page.confirmEmail')

/** Message goals are catalogue keys: text from a URL is never shown as the site's own words. */
const MESSAGE_GOALS = /^(newsletter|confirmEmail|account|forms)\./

/**
 * §4 e-mail confirmation (double opt-in): with goal, goalType and confirmedEmail the goal is
 * handled — a message, a (site-relative) redirect, or a file to download; otherwise 404 with the
 * §8 "goal or goalType were not defined". confirmedEmail is the confirmed address, or `false`
 * when the link confirmed nothing (expired, unsubscribed).
 */
export async function loader({ url }: Route.LoaderArgs) {
  const params = url.searchParams
  const goal = params.get('goal')
  const goalType = params.get('goalType')
  const confirmedEmail = params.get('confirmedEmail')
  const missing = { messageKey: 'confirmEmail.missingGoal' satisfies MessageKey }
  if (!goal || !goalType || !confirmedEmail) throw data(missing, { status: 404 })
  const email = emailField.safeParse(confirmedEmail)
  const shownEmail = email.success ? email.data : null
  if (goalType === 'url') {
    const target = safeRedirectPath(goal)
    if (!target) throw data(missing, { status: 400 })
    throw redirect(target)
  }
  if (goalType === 'file') {
    const file = safeRedirectPath(goal)
    if (!file) throw data(missing, { status: 400 })
    return { kind: 'file' as const, goal: file, confirmedEmail: shownEmail }
  }
  if (goalType !== 'message' || !MESSAGE_GOALS.test(goal) || !isMessageKey(goal)) throw data(missing, { status: 404 })
  return { kind: 'message' as const, goal, confirmedEmail: shownEmail }
}

/**
 * §4 "download file via blob GET": the page fetches the file and hands it to the browser as a
 * download by itself; the link stays for a second try.
 */
function useFileDownload(goal: string | null): boolean {
  const [hasFailed, setHasFailed] = useState(false)
  useEffect(() => {
    if (!goal) return
    const controller = new AbortController()
    fetch(goal, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`download ${response.status}`)
        const url = URL.createObjectURL(await response.blob())
        const link = document.createElement('a')
        link.href = url
        link.download = fileName(goal)
        link.click()
        setTimeout(() => URL.revokeObjectURL(url), 0)
      })
      .catch(() => {
        if (!controller.signal.aborted) setHasFailed(true)
      })
    return () => controller.abort()
  }, [goal])
  return hasFailed
}

const fileName = (goal: string) => decodeURIComponent(goal.split('?')[0]?.split('/').at(-1) ?? '') || 'download'

export default function ConfirmEmailScreen({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const hasFailed = useFileDownload(loaderData.kind === 'file' ? loaderData.goal : null)
  return (
    <PageShell title={t('page.confirmEmail')}>
      <div className="account-layout account-card" role="status">
        {loaderData.kind === 'file' ? (
          <>
            {hasFailed ? <p>{t('confirmEmail.downloadFailed')}</p> : null}
            <a className="button button--primary" href={loaderData.goal} download>
              {fileName(loaderData.goal)}
            </a>
          </>
        ) : (
          <p>{t(loaderData.goal)}</p>
        )}
        {loaderData.confirmedEmail ? <p>{t('confirmEmail.confirmedEmail', { email: loaderData.confirmedEmail })}</p> : null}
      </div>
    </PageShell>
  )
}
