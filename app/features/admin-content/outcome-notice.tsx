import type { AdminOutcome } from '#server/admin/action-outcome'

/** The answer of the last form sent: a polite status, or an alert when it was refused. */
export function OutcomeNotice({ outcome }: { outcome: AdminOutcome | undefined }) {
  if (!outcome) return null
  return outcome.ok ? (
    <p className="admin-notice" role="status">
      {outcome.message}
    </p>
  ) : (
    <p className="admin-notice admin-notice--error" role="alert">
      {outcome.message}
    </p>
  )
}
