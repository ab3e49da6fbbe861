/** §9: after a chunk-load failure the page reloads, at most once per 60 s (a broken deploy must not loop). */
export const CHUNK_RELOAD_GUARD_MS = 60_000
const RELOADED_AT = 'izlog:chunk-reload-at'

const CHUNK_ERROR = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk \S+ failed/i

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message)
}

/** Reloads unless the last chunk reload of this tab was under 60 s ago; says whether it did. */
export function reloadAfterChunkError(storage: Pick<Storage, 'getItem' | 'setItem'>, reload: () => void, now = Date.now()): boolean {
  const last = Number(storage.getItem(RELOADED_AT))
  if (last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false
  storage.setItem(RELOADED_AT, String(now))
  reload()
  return true
}

function reloadPage(): boolean {
  try {
    return reloadAfterChunkError(window.sessionStorage, () => window.location.reload())
  } catch {
    // No sessionStorage (privacy mode): without the guard a reload could loop, so none.
    return false
  }
}

/**
 * Vite reports a failed dynamic import or its preload as `vite:preloadError`; a failed `lazy()`
 * chunk reaches the error boundary. Both end here. Returns the listener's cleanup.
 */
export function listenForChunkErrors(): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadPage()) event.preventDefault()
  }
  window.addEventListener('vite:preloadError', onPreloadError)
  return () => window.removeEventListener('vite:preloadError', onPreloadError)
}

export function reloadIfChunkError(error: unknown): void {
  if (isChunkLoadError(error)) reloadPage()
}
