import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { resetMemoryRateLimits } from '../../rate-limit/store'
import { createTestApp } from '../../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../../testing/test-database'
import { apiLogin, bearer, makeUser, sameOrigin } from '../../users/test-helpers'
import { createApi } from '../index'
import { apiOperations } from './operations'
import { isBackofficeAccess, operationKey, toOpenApiPath } from './registry'

/**
 * The 403 walk (issue 14): every backoffice call of the mounted API, found from the routes
 * themselves — everything under `/v1/backoffice/` plus what the registry marks backoffice — so a
 * route another module adds later is walked without touching this test.
 */
interface Route {
  method: string
  path: string
}

const backofficeKeys = new Set(apiOperations.filter((operation) => isBackofficeAccess(operation.access)).map((operation) => operationKey(operation.method, operation.path)))

function mountedRoutes(): Route[] {
  const seen = new Map<string, Route>()
  for (const route of createApi().routes) {
    if (route.method === 'ALL') continue
    const path = toOpenApiPath(route.path)
    seen.set(operationKey(route.method, path), { method: route.method, path })
  }
  return [...seen.values()]
}

const isBackofficeRoute = (route: Route) => route.path.startsWith('/v1/backoffice/') || backofficeKeys.has(operationKey(route.method, route.path))
const concrete = (path: string) => `/api${path.replace(/\{\w+\}/g, '1')}`

let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>
let shopper: Record<string, string>

beforeAll(async () => {
  runtime = await createTestRuntime()
  app = createTestApp(runtime)
  const user = await makeUser(runtime)
  shopper = bearer((await apiLogin(app, user.email, user.password)).accessToken)
})
afterAll(() => runtime.dispose())
beforeEach(() => resetMemoryRateLimits())

function call(route: Route, headers: Record<string, string>) {
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE'
  return app.request(concrete(route.path), {
    method: route.method,
    headers: { ...sameOrigin, ...headers, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
    ...(hasBody ? { body: '{}' } : {}),
  })
}

describe('the 403 walk', () => {
  const routes = mountedRoutes()
  const backoffice = routes.filter(isBackofficeRoute)

  it('finds the backoffice routes (order desk, catalogue, forms, consents, cache, media, …)', () => {
    expect(backoffice.length).toBeGreaterThan(40)
    expect(backoffice.map((route) => route.path)).toEqual(expect.arrayContaining(['/v1/backoffice/orders', '/v1/cms/cache/clear', '/v1/media/update/{id}']))
  })

  it('answers a shopper 403 and an anonymous caller 401 on every backoffice route', async () => {
    const wrong: string[] = []
    for (const route of backoffice) {
      const asShopper = await call(route, shopper)
      const anonymous = await call(route, {})
      if (asShopper.status !== 403 || anonymous.status !== 401) {
        wrong.push(`${route.method} ${route.path}: shopper ${asShopper.status}, anonymous ${anonymous.status}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('refuses a shopper nothing the registry calls public or user-level (the labels are true)', async () => {
    const wrong: string[] = []
    for (const route of routes.filter((candidate) => !isBackofficeRoute(candidate))) {
      const response = await call(route, shopper)
      if (response.status === 403) wrong.push(`${route.method} ${route.path}`)
    }
    expect(wrong).toEqual([])
  })
})
