import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApiClient } from '~/features/account/api-client'
import { editorRequest } from '~/features/cms/editor/editor-api'
import { logFailedRequest, toCurlCommand } from './curl-command'

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

afterEach(() => vi.restoreAllMocks())

describe('failed requests as curl commands (§8)', () => {
  it('writes method, absolute URL, headers and body, quoted for a shell', () => {
    const command = toCurlCommand('/api/v1/cms/comment/create', { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"text":"Ivan's"}` }, 'https://izlog.hr')
    expect(command).toBe(`curl -X POST 'https://izlog.hr/api/v1/cms/comment/create' -H 'content-type: application/json' --data-raw '{"text":"Ivan'\\''s"}'`)
  })

  it('leaves out credentials: Authorization and Cookie headers, passwords, tokens and the cart protect code', () => {
    const command = toCurlCommand(
      '/api/v1/login',
      { method: 'POST', headers: { authorization: 'Bearer abc.def', cookie: 'accessToken=abc' }, body: JSON.stringify({ username: 'ana@example.hr', password: 'Tajna-lozinka-1', cart: { protectCode: 'p-123' }, refreshToken: 'r-1' }) },
      'http://localhost',
    )
    expect(command).not.toMatch(/abc|Tajna|p-123|r-1/)
    expect(command).toContain("-H 'authorization: <redacted>'")
    expect(command).toContain('"username":"ana@example.hr"')
  })

  it('logs every failed call of the website client and of the backoffice client, and none that succeeded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const site = createApiClient({ locale: 'hr', fetch: async () => json(409, { errored: true, statusCode: 409, code: 'X', message: 'Košarica je promijenjena' }) })
    await site.request('/api/v1/ecommerce/cart/getCart', { method: 'POST', body: '{"cartId":1}' })
    await expect(editorRequest('PUT', '/api/v1/cms/page/1/draft', { version: 1 }, async () => json(409, { errored: true, statusCode: 409, code: 'VERSION', message: 'Sukob' }))).rejects.toThrow('Sukob')
    await createApiClient({ locale: 'hr', fetch: async () => json(200, { errored: false, data: 1 }) }).request('/api/v1/user/web/profile')
    expect(warn.mock.calls.map(([message]) => String(message).split('\n')[0])).toEqual([
      '[api] 409 POST /api/v1/ecommerce/cart/getCart',
      '[api] 409 PUT /api/v1/cms/page/1/draft',
    ])
    expect(String(warn.mock.calls[0]?.[0])).toContain(`curl -X POST 'http://localhost/api/v1/ecommerce/cart/getCart'`)
  })

  it('names network errors (status 0)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    logFailedRequest('/api/x', {}, 0)
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[api\] network error GET \/api\/x\ncurl /)
  })
})

describe('backoffice client: a 403 logs out and retries once (§4, §8)', () => {
  it('logs out, retries, and answers the retry', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const answers = [json(403, { errored: true, statusCode: 403, code: 'FORBIDDEN', message: 'Nemate ovlasti' }), json(200, { errored: false, data: null }), json(200, { errored: false, data: 'drugi' })]
    const calls: string[] = []
    const send = async (input: RequestInfo | URL) => {
      calls.push(String(input))
      return answers.shift() as Response
    }
    expect(await editorRequest('GET', '/api/v1/cms/master/list', undefined, send)).toBe('drugi')
    expect(calls).toEqual(['/api/v1/cms/master/list', '/api/auth/logout', '/api/v1/cms/master/list'])
  })

  it('retries only once: a second 403 is the error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    let count = 0
    const send = async () => {
      count += 1
      return json(403, { errored: true, statusCode: 403, code: 'FORBIDDEN', message: 'Nemate ovlasti' })
    }
    await expect(editorRequest('GET', '/api/v1/cms/master/list', undefined, send)).rejects.toMatchObject({ status: 403 })
    expect(count).toBe(3)
  })
})
