import createClient, { type Client } from 'openapi-fetch'
import type { paths } from './openapi-types'

export type IzlogClient = Client<paths>

/**
 * A typed client of the Izlog API (openapi-fetch over the generated `paths`): the path, its
 * parameters, its body and the answer's envelope are checked by TypeScript. `origin` is the
 * site's address ('' in the site's own pages); `fetch` lets a test or a server call in-process.
 */
export function createIzlogClient(options: { origin?: string; fetch?: (request: Request) => Promise<Response> } = {}): IzlogClient {
  return createClient<paths>({
    baseUrl: `${options.origin ?? ''}/api`,
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })
}
