import { createHmac, timingSafeEqual } from 'node:crypto'

/** Claims of an access token: the user, the session (refresh family) and the expiry. */
export interface AccessClaims {
  sub: string
  sid: string
  iat: number
  exp: number
}

const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url')

/** A compact HS256 JWT (RFC 7519); access tokens are short-lived and checked against the session. */
export function signJwt(claims: AccessClaims, secret: Buffer): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url')
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url')
  return `${header}.${payload}.${signature}`
}

export type JwtResult = { status: 'valid'; claims: AccessClaims } | { status: 'expired'; claims: AccessClaims } | { status: 'invalid' }

export function verifyJwt(token: string, secret: Buffer, nowSeconds = Math.floor(Date.now() / 1000)): JwtResult {
  const parts = token.split('.')
  if (parts.length !== 3) return { status: 'invalid' }
  const [head, payload, signature] = parts as [string, string, string]
  // Only our own header is accepted: no `alg: none`, no algorithm switching.
  if (head !== header) return { status: 'invalid' }
  const expected = createHmac('sha256', secret).update(`${head}.${payload}`).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { status: 'invalid' }
  let claims: AccessClaims
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as AccessClaims
  } catch {
    return { status: 'invalid' }
  }
  if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string' || typeof claims.exp !== 'number') {
    return { status: 'invalid' }
  }
  return claims.exp <= nowSeconds ? { status: 'expired', claims } : { status: 'valid', claims }
}
