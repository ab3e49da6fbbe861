import { data, redirect } from 'react-router'
import type { Route } from './+types/confirm-email'
import { safeRedirectPath } from '#common/http/safe-redirect'
import { screenMeta } from '~/lib/route-meta'
import { PageShell } from '~/components/layout/page-shell'
import { useT } from '~/lib/site-shell'

export const meta = screenMeta('page.confirmEmail')

/**
 * §4 e-mail confirmation (double opt-in): with goal, goalType and confirmedEmail the goal is
 * handled — a message, a (site-relative) redirect, or a file to download; otherwise 404.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const goal = params.get('goal')
  const goalType = params.get('goalType')
  const confirmedEmail = params.get('confirmedEmail')
  if (!goal || !goalType || !confirmedEmail) throw data('goal or goalType were not defined', { status: 404 })
  if (goalType === 'url') {
    const target = safeRedirectPath(goal)
    if (!target) throw data('goal is not a site-relative URL', { status: 400 })
    throw redirect(target)
  }
  if (goalType === 'file') {
    const file = safeRedirectPath(goal)
    if (!file) throw data('goal is not a site-relative file', { status: 400 })
    return { kind: 'file' as const, goal: file, confirmedEmail }
  }
  return { kind: 'message' as const, goal, confirmedEmail }
}

export default function ConfirmEmailScreen({ loaderData }: Route.ComponentProps) {
  const t = useT()
  return (
    <PageShell title={t('page.confirmEmail')}>
      <div className="account-layout account-card" role="status">
        <p>{loaderData.confirmedEmail}</p>
        {loaderData.kind === 'file' ? (
          <a className="button button--primary" href={loaderData.goal} download>
            {loaderData.goal.split('/').at(-1)}
          </a>
        ) : (
          <p>{loaderData.goal}</p>
        )}
      </div>
    </PageShell>
  )
}
