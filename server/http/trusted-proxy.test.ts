import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { loadConfig } from '../config'
import { resetMemoryRateLimits } from '../rate-limit/store'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { makeUser } from '../users/test-helpers'
import { forwardedClient, parseTrustProxy } from './trusted-proxy'

/**
 * Issue 25 §4: behind a proxy that appends to X-Forwarded-For, the client writes the first entries
 * itself. The address counted is the one our proxy saw: the right-most entry that is not one of
 * the declared proxies (ADR 049), through a real HTTP server and the real login.
 */
describe('TRUST_PROXY', () => {
  it('parses a hop count, true as one proxy, and address or CIDR lists; refuses anything else at start', () => {
    expect(parseTrustProxy('false')).toBe(false)
    expect(parseTrustProxy('0')).toBe(false)
    expect(parseTrustProxy('true')).toBe(1)
    expect(parseTrustProxy('2')).toBe(2)
    expect(parseTrustProxy('loopback, 10.0.0.0/8, 2001:db8::/32')).toEqual(['loopback', '10.0.0.0/8', '2001:db8::/32'])
    expect(parseTrustProxy('10.0.0.0/33')).toMatchObject({ problem: expect.stringContaining('10.0.0.0/33') })
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY: not a number of proxies.*yes/)
    expect(loadConfig({ TRUST_PROXY: '10.1.2.3' }).trustProxy).toEqual(['10.1.2.3'])
  })

  it('takes the right-most entry that is not a trusted proxy', () => {
    const spoofed = '6.6.6.6, 203.0.113.9'
    expect(forwardedClient('127.0.0.1', spoofed, false)).toBe('127.0.0.1')
    expect(forwardedClient('127.0.0.1', spoofed, 1)).toBe('203.0.113.9')
    expect(forwardedClient('127.0.0.1', `${spoofed}, 10.0.0.5`, 2)).toBe('203.0.113.9')
    expect(forwardedClient('::ffff:127.0.0.1', `${spoofed}, 10.0.0.5`, ['loopback', '10.0.0.0/8'])).toBe('203.0.113.9')
    // A hop that is not a declared proxy is the client, whatever stands left of it.
    expect(forwardedClient('192.0.2.50', spoofed, ['loopback'])).toBe('192.0.2.50')
    // Fewer entries than proxies: the furthest one there is (Express does the same).
    expect(forwardedClient('127.0.0.1', '203.0.113.9', 3)).toBe('203.0.113.9')
    expect(forwardedClient('127.0.0.1', undefined, 1)).toBe('127.0.0.1')
  })
})

describe('60 password logins with a spoofed first X-Forwarded-For entry', () => {
  let runtime: TestRuntime
  let server: ServerType
  let origin = ''

  beforeAll(async () => {
    runtime = await createTestRuntime({ trustProxy: loadConfig({ TRUST_PROXY: 'true' }).trustProxy })
    server = serve({ fetch: createApp({ runtime }).fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise((resolve) => server.once('listening', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve))
    await runtime?.dispose()
  })
  beforeEach(() => resetMemoryRateLimits())

  async function loginsFromOneClient(proxyAppends: string) {
    const owner = await makeUser(runtime)
    const statuses: number[] = []
    for (let i = 0; i < 60; i++) {
      const response = await fetch(`${origin}/api/v1/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.${i >> 8}.${i & 255}, ${proxyAppends}` },
        body: JSON.stringify({ username: owner.email, password: 'wrong-password' }),
      })
      statuses.push(response.status)
    }
    return statuses
  }

  it('one proxy (TRUST_PROXY=true): the 11th attempt and every one after answers 429', async () => {
    const statuses = await loginsFromOneClient('203.0.113.77')
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
    expect(statuses.slice(10)).toEqual(Array(50).fill(429))
  })

  it('proxies by address (TRUST_PROXY=loopback,10.0.0.0/8): the same, through two proxies', async () => {
    runtime.config.trustProxy = loadConfig({ TRUST_PROXY: 'loopback,10.0.0.0/8' }).trustProxy
    const statuses = await loginsFromOneClient('203.0.113.78, 10.20.30.40')
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
    expect(statuses.slice(10)).toEqual(Array(50).fill(429))
  })
})
