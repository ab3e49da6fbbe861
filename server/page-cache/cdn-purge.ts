import { log } from '../log/logger'

const PURGE_TIMEOUT_MS = 3_000

/** Tells the CDN in front (docs/deploy.md) to drop pages with these tags; a failure is logged, not thrown. */
export async function purgeCdn(url: string, token: string | undefined, tags: string[]): Promise<void> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
    })
    if (!response.ok) log.warn('cdn purge refused', { status: response.status, tags: tags.join(' ') })
  } catch (error) {
    log.warn('cdn purge failed', { error: String(error), tags: tags.join(' ') })
  }
}
