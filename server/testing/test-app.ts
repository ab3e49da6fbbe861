import { createApp } from '../app'
import { contractValidator } from './contract-validator'
import type { TestRuntime } from './test-database'

type App = ReturnType<typeof createApp>

/** The real Hono app (API, media, middleware) on a test runtime, for `app.request()` tests; every JSON answer is checked against the OpenAPI document. */
export function createTestApp(runtime: TestRuntime): App {
  const app = createApp({ runtime })
  const request = app.request
  app.request = (input, requestInit, env, executionCtx) => {
    const method = requestInit?.method ?? (input instanceof Request ? input.method : 'GET')
    const url = input instanceof Request ? input.url : String(input)
    return Promise.resolve(request(input, requestInit, env, executionCtx)).then(async (response) => {
      const contentType = response.headers.get('content-type') ?? ''
      if (!contentType.includes('application/json')) {
        contractValidator().checkMedia(method, url, response.status, contentType)
        return response
      }
      const text = await response.clone().text()
      let body: unknown
      try {
        body = JSON.parse(text)
      } catch {
        return response
      }
      contractValidator().check(method, url, response.status, body)
      return response
    })
  }
  return app
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
