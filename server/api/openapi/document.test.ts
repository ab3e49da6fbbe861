import { Validator } from '@seriousme/openapi-schema-validator'
import { describe, expect, it } from 'vitest'
import { createApi } from '../index'
import { buildOpenApiDocument } from './document'
import { apiOperations } from './operations'
import { documentsAnswer, operationKey, toOpenApiPath } from './registry'

/** Every method + path `createApi()` mounts, as the registry names it (middleware and the catch-all excluded). */
function mountedRoutes(): string[] {
  const keys = createApi()
    .routes.filter((route) => route.method !== 'ALL')
    .map((route) => operationKey(route.method, toOpenApiPath(route.path)))
  return [...new Set(keys)].filter((key) => key !== 'GET /docs')
}

describe('OpenAPI document', () => {
  it('has an operation for every mounted API route', () => {
    const documented = new Set(apiOperations.map((operation) => operationKey(operation.method, operation.path)))
    const missing = mountedRoutes().filter((key) => !documented.has(key))
    expect(missing, `routes missing from server/api/openapi/routes/*.ts: ${missing.join(', ')}`).toEqual([])
  })

  it('documents no route that is not mounted, and each only once', () => {
    const mounted = new Set(mountedRoutes())
    const keys = apiOperations.map((operation) => operationKey(operation.method, operation.path))
    expect(keys.filter((key) => !mounted.has(key)), 'documented but not mounted').toEqual([])
    expect(keys.filter((key, index) => keys.indexOf(key) !== index), 'documented twice').toEqual([])
  })

  it('is a valid OpenAPI 3.1 document', async () => {
    const document = buildOpenApiDocument()
    const result = await new Validator().validate(document)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(document.openapi).toBe('3.1.0')
  })

  it('declares the security of every operation: none for a public one, the token or the session cookie otherwise', () => {
    const document = buildOpenApiDocument()
    const operations = Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation: operation as { security?: unknown[] } })))
    expect(operations.filter(({ operation }) => !Array.isArray(operation.security)).map(({ key }) => key)).toEqual([])
    const byKey = new Map(operations.map(({ key, operation }) => [key, operation.security]))
    expect(byKey.get('POST /v1/ecommerce/cart/addItem')).toEqual([])
    expect(byKey.get('GET /v1/backoffice/orders/{id}/refunds')).toEqual([{ bearerAuth: [] }, { sessionCookie: [] }])
  })

  it('carries the handlers’ own zod schemas: the add-to-cart body and the order desk query', () => {
    const document = buildOpenApiDocument()
    const addItem = document.paths['/v1/ecommerce/cart/addItem']?.post as { requestBody: { content: { 'application/json': { schema: { properties: Record<string, unknown>; required: string[] } } } } }
    const body = addItem.requestBody.content['application/json'].schema
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['productId', 'qty']))
    const desk = document.paths['/v1/backoffice/orders']?.get as { parameters: { name: string; in: string }[]; responses: Record<string, unknown> }
    expect(desk.parameters.map((parameter) => parameter.name)).toEqual(expect.arrayContaining(['page']))
    expect(Object.keys(desk.responses)).toContain('403')
  })

  it('documents the answer of the issue-24 calls: their `data` schema, success status and refusals', () => {
    const document = buildOpenApiDocument()
    type Described = { responses: Record<string, { content: { 'application/json': { schema: { allOf?: { properties?: { data?: unknown } }[] } } } }> }
    const at = (path: string, method: string) => (document.paths[path] as Record<string, Described> | undefined)?.[method]
    const created = at('/v1/cms/postType/create', 'post')!
    expect(Object.keys(created.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '403', '409']))
    const data = created.responses['201']!.content['application/json'].schema.allOf?.[1]?.properties?.data as { properties: Record<string, unknown> }
    expect(Object.keys(data.properties)).toEqual(['id', 'slug', 'title'])
    expect(Object.keys(at('/v1/cms/postType/delete/{id}', 'delete')!.responses)).toEqual(expect.arrayContaining(['200', '404', '409']))
    expect(Object.keys(at('/v1/cms/element/create', 'post')!.responses)).toContain('409')
    const search = at('/v1/cms/finder/searchSlugs', 'post')!
    expect(Object.keys(search.responses)).not.toContain('401')
    expect(search.responses['200']!.content['application/json'].schema.allOf).toHaveLength(2)
    expect(Object.keys(at('/v1/media/create', 'post')!.responses)).toEqual(expect.arrayContaining(['201', '404', '413']))
    expect(at('/v1/media/option/filter', 'get')!.responses['200']!.content['application/json'].schema.allOf).toHaveLength(2)
  })

  it('every operation documents its answer (issue 24), and the count is printed', () => {
    const described = apiOperations.filter(documentsAnswer)
    const withData = apiOperations.filter((operation) => operation.response !== undefined).length
    process.stdout.write(`OpenAPI: ${described.length} of ${apiOperations.length} operations document their answer (${withData} a JSON schema, the rest a file or a redirect)\n`)
    expect(apiOperations.filter((operation) => !documentsAnswer(operation)).map((operation) => operationKey(operation.method, operation.path))).toEqual([])
  })

  it('fails, naming the route, when a mounted route has no entry', () => {
    const withoutOne = apiOperations.filter((operation) => operation.path !== '/v1/backoffice/orders/{id}/note')
    const documented = new Set(withoutOne.map((operation) => operationKey(operation.method, operation.path)))
    expect(mountedRoutes().filter((key) => !documented.has(key))).toContain('POST /v1/backoffice/orders/{id}/note')
  })
})
