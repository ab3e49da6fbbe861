import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { signJwt, verifyJwt } from './jwt'
import { isCommonPassword } from './common-passwords'
import { hashPassword, verifyPassword } from './passwords'

const secret = randomBytes(48)
const now = Math.floor(Date.now() / 1000)

describe('access tokens', () => {
  it('verifies its own tokens and reports expiry', () => {
    const token = signJwt({ sub: '1', sid: 's', iat: now, exp: now + 60 }, secret)
    expect(verifyJwt(token, secret)).toMatchObject({ status: 'valid', claims: { sub: '1' } })
    expect(verifyJwt(token, secret, now + 61).status).toBe('expired')
  })

  it('refuses tampered claims, another key and alg=none', () => {
    const token = signJwt({ sub: '1', sid: 's', iat: now, exp: now + 60 }, secret)
    const [head, , signature] = token.split('.')
    const forged = Buffer.from(JSON.stringify({ sub: '2', sid: 's', iat: now, exp: now + 60 })).toString('base64url')
    expect(verifyJwt(`${head}.${forged}.${signature}`, secret).status).toBe('invalid')
    expect(verifyJwt(token, randomBytes(48)).status).toBe('invalid')
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')
    expect(verifyJwt(`${none}.${forged}.`, secret).status).toBe('invalid')
  })
})

describe('passwords', () => {
  it('hashes with argon2id and verifies; measures the cost', async () => {
    const started = performance.now()
    const hash = await hashPassword('Duga-lozinka-2026')
    const hashMs = performance.now() - started
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(await verifyPassword(hash, 'Duga-lozinka-2026')).toBe(true)
    expect(await verifyPassword(hash, 'duga-lozinka-2026')).toBe(false)
    expect(await verifyPassword(null, 'anything-at-all')).toBe(false)
    // Slow enough to hurt guessing, fast enough for a login (issue 4 asks to note it).
    expect(hashMs).toBeLessThan(2000)
  })

  it('knows the common passwords', () => {
    expect(isCommonPassword('password123')).toBe(true)
    expect(isCommonPassword('Lozinka123')).toBe(true)
    expect(isCommonPassword('aaaaaaaaaa')).toBe(true)
    expect(isCommonPassword('Duga-lozinka-2026')).toBe(false)
  })
})
