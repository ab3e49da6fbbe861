import { useEffect, useState, type CSSProperties } from 'react'
import { useFetchers, useNavigation } from 'react-router'
import { useT } from '~/lib/site-shell'

/** §9: shown only when a request takes longer than 200 ms; fills over 5000 ms. */
export const PROGRESS_THROTTLE_MS = 200
export const PROGRESS_DURATION_MS = 5000

/**
 * A thin bar at the top of the window while a page loads or a form submits. The bar itself is
 * decorative; a polite live region says "Učitavanje…" for screen reader users.
 */
export function ProgressBar() {
  const t = useT()
  const navigation = useNavigation()
  const fetchers = useFetchers()
  const isBusy = navigation.state !== 'idle' || fetchers.some((fetcher) => fetcher.state !== 'idle')
  const [isLate, setLate] = useState(false)
  useEffect(() => {
    if (!isBusy) return
    const timer = window.setTimeout(() => setLate(true), PROGRESS_THROTTLE_MS)
    return () => {
      window.clearTimeout(timer)
      setLate(false)
    }
  }, [isBusy])
  const isVisible = isBusy && isLate
  return (
    <>
      <div
        className={isVisible ? 'progress-bar progress-bar--active' : 'progress-bar'}
        style={{ '--progress-duration': `${PROGRESS_DURATION_MS}ms` } as CSSProperties}
        aria-hidden="true"
        data-testid="progress-bar"
      >
        <div className="progress-bar__fill" />
      </div>
      <p className="visually-hidden" aria-live="polite">
        {isVisible ? t('layout.loading') : ''}
      </p>
    </>
  )
}
