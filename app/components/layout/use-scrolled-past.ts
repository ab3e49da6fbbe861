import { useSyncExternalStore } from 'react'

/** §2: the home header changes after 200 px of scrolling, 100 px on windows 900 px wide or less. */
export const SCROLL_THRESHOLD = 200
export const SCROLL_THRESHOLD_NARROW = 100
export const NARROW_WIDTH = 900

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true })
  window.addEventListener('resize', onChange)
  return () => {
    window.removeEventListener('scroll', onChange)
    window.removeEventListener('resize', onChange)
  }
}

/** Whether the page is scrolled past the header threshold; false on the server. */
export function useScrolledPast(input: { isEnabled: boolean; isForcedNarrow: boolean }): boolean {
  const { isEnabled, isForcedNarrow } = input
  const isPast = useSyncExternalStore(
    subscribe,
    () => {
      const isNarrow = isForcedNarrow || window.innerWidth <= NARROW_WIDTH
      return window.scrollY > (isNarrow ? SCROLL_THRESHOLD_NARROW : SCROLL_THRESHOLD)
    },
    () => false,
  )
  return isEnabled && isPast
}
