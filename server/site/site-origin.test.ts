import { describe, expect, it } from 'vitest'
import { siteOrigin } from './site-origin'

const config = { publicUrl: undefined, port: 3402, trustProxy: false }
const localSite = { hosts: ['localhost', '127.0.0.1'] }
const shopSite = { hosts: ['www.vrtovi-save.hr', 'vrtovi-save.hr'] }

function request(url: string, headers: Record<string, string> = {}) {
  return new Request(url, { headers })
}

describe('siteOrigin', () => {
  it('uses PUBLIC_URL whenever it is set', () => {
    const origin = siteOrigin({ config: { ...config, publicUrl: 'https://www.example.hr' }, site: shopSite, request: request('http://evil.example/') })
    expect(origin).toBe('https://www.example.hr')
  })

  it('keeps the request origin when its host is one of the site domains', () => {
    expect(siteOrigin({ config, site: localSite, request: request('http://127.0.0.1:3402/prijava') })).toBe('http://127.0.0.1:3402')
    expect(siteOrigin({ config, site: shopSite, request: request('http://vrtovi-save.hr/') })).toBe('http://vrtovi-save.hr')
  })

  it('never takes the port from the Host header (issue 25 point 12)', () => {
    expect(siteOrigin({ config, site: localSite, request: request('http://localhost:6666/prijava') })).toBe('http://localhost:3402')
    expect(siteOrigin({ config, site: shopSite, request: request('http://vrtovi-save.hr:8443/') })).toBe('http://vrtovi-save.hr')
  })

  it('never uses a Host the site does not list: the first configured domain instead', () => {
    expect(siteOrigin({ config, site: shopSite, request: request('http://evil.example/') })).toBe('https://www.vrtovi-save.hr')
    // A fresh install: only local domains, so the local address with the port the server listens on.
    expect(siteOrigin({ config, site: localSite, request: request('http://evil.example/') })).toBe('http://localhost:3402')
  })

  it('believes X-Forwarded-Proto only behind a declared proxy', () => {
    const forwarded = request('http://vrtovi-save.hr/', { 'x-forwarded-proto': 'https' })
    expect(siteOrigin({ config, site: shopSite, request: forwarded })).toBe('http://vrtovi-save.hr')
    expect(siteOrigin({ config: { ...config, trustProxy: true }, site: shopSite, request: forwarded })).toBe('https://vrtovi-save.hr')
  })
})
