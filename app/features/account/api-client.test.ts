import { describe, expect, it, vi } from 'vitest'
import { createApiClient } from './api-client'

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

describe('website API client', () => {
  it('reads the envelope data', async () => {
    const fetch = vi.fn(async () => json(200, { data: { id: 1 }, errored: false }))
    const client = createApiClient({ locale: 'hr', fetch })
    expect(await client.request('/api/v1/user/web/profile')).toEqual({ ok: true, data: { id: 1 } })
  })

  it('maps §8 error codes to their notifications', async () => {
    const fetch = vi.fn(async () => json(400, { data: null, errored: true, statusCode: 400, code: 'old-password-incorrect', message: 'x' }))
    const client = createApiClient({ locale: 'hr', fetch })
    expect(await client.request('/api/v1/user/password/reset', { method: 'POST', body: '{}' })).toMatchObject({
      ok: false,
      status: 400,
      message: 'Stara lozinka nije ispravna',
      code: 'old-password-incorrect',
    })
  })

  it('answers status 0 for network errors', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    const client = createApiClient({ locale: 'hr', fetch })
    expect(await client.request('/api/x')).toMatchObject({ ok: false, status: 0 })
  })

  it('on 403 logs out and retries once', async () => {
    const answers = [json(403, { errored: true, statusCode: 403, code: 'FORBIDDEN', message: 'Nemate ovlasti' }), json(200, { errored: false, data: {} }), json(200, { errored: false, data: 'second' })]
    const fetch = vi.fn(async () => answers.shift() as Response)
    const onLoggedOut = vi.fn()
    const client = createApiClient({ locale: 'hr', fetch, onLoggedOut })
    expect(await client.request('/api/v1/cms/option/update', { method: 'PUT', body: '{}' })).toEqual({ ok: true, data: 'second' })
    expect(fetch.mock.calls.map((call) => (call as unknown as [string])[0])).toEqual([
      '/api/v1/cms/option/update',
      '/api/auth/logout',
      '/api/v1/cms/option/update',
    ])
    expect(onLoggedOut).toHaveBeenCalledOnce()
  })

  it('retries only once: a second 403 is the answer', async () => {
    const fetch = vi.fn(async () => json(403, { errored: true, statusCode: 403, code: 'FORBIDDEN', message: 'Nemate ovlasti za ovu radnju' }))
    const client = createApiClient({ locale: 'hr', fetch })
    expect(await client.request('/api/x')).toMatchObject({ ok: false, status: 403 })
    expect(fetch).toHaveBeenCalledTimes(3)
  })
})
