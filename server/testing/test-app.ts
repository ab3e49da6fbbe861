import { createApp } from '../app'
import type { TestRuntime } from './test-database'

/** The real Hono app (API, media, middleware) on a test runtime, for `app.request()` tests. */
export function createTestApp(runtime: TestRuntime) {
  return createApp({ runtime })
}

/** Parses an envelope response, failing loudly when the body is not JSON. */
export async function readJson<T = unknown>(response: Response): Promise<T> {
  const text = await response.text()
  try {
    return JSON.parse(text) as T
  } catch {
    throw new Error(`expected JSON, got ${response.status}: ${text.slice(0, 200)}`)
  }
}
