import { useEffect, useState } from 'react'
import { PrefetchPageLinks } from 'react-router'

/** §9: likely next pages are prefetched once the browser is idle, 2000 ms after the page loaded. */
export const PREFETCH_IDLE_MS = 2000

/** Calls `then` at the first idle moment after `delayMs`; returns the cancel function. */
export function whenIdleAfter(delayMs: number, then: () => void): () => void {
  let idle: number | null = null
  const timer = window.setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(then, { timeout: delayMs })
    else then()
  }, delayMs)
  return () => {
    window.clearTimeout(timer)
    if (idle !== null) window.cancelIdleCallback(idle)
  }
}

export function IdlePrefetch({ pages }: { pages: string[] }) {
  const [isIdle, setIdle] = useState(false)
  useEffect(() => whenIdleAfter(PREFETCH_IDLE_MS, () => setIdle(true)), [])
  if (!isIdle) return null
  return (
    <>
      {pages.map((page) => (
        <PrefetchPageLinks key={page} page={page} />
      ))}
    </>
  )
}
