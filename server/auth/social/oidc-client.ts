import { createHash, createPublicKey, verify as verifySignature, type JsonWebKey } from 'node:crypto'
import type { OAuthProviderConfig } from './provider-config'

/** The parts of an OpenID provider's discovery document we use. */
export interface Discovery {
  issuer: string
  authorization_endpoint: string
  token_endpoint: string
  jwks_uri: string
}

export interface IdClaims {
  iss: string
  sub: string
  aud: string | string[]
  exp: number
  nonce?: string
  email?: string
  email_verified?: boolean | string
  given_name?: string
  family_name?: string
  name?: string
}

const discoveryCache = new Map<string, { at: number; discovery: Discovery }>()
const HOUR = 60 * 60 * 1000

export async function discover(provider: OAuthProviderConfig): Promise<Discovery> {
  const cached = discoveryCache.get(provider.issuer)
  if (cached && Date.now() - cached.at < HOUR) return cached.discovery
  const response = await fetch(`${provider.issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(10_000) })
  if (!response.ok) throw new Error(`OIDC discovery failed: ${response.status}`)
  const discovery = (await response.json()) as Discovery
  if (discovery.issuer.replace(/\/$/, '') !== provider.issuer) throw new Error('OIDC discovery issuer mismatch')
  discoveryCache.set(provider.issuer, { at: Date.now(), discovery })
  return discovery
}

export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url')
}

/** Authorization-code exchange (client_secret_post + PKCE); returns the raw id_token. */
export async function exchangeCode(
  provider: OAuthProviderConfig,
  discovery: Discovery,
  input: { code: string; redirectUri: string; codeVerifier: string },
): Promise<string> {
  const response = await fetch(discovery.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: input.redirectUri,
      client_id: provider.clientId,
      client_secret: provider.clientSecret,
      code_verifier: input.codeVerifier,
    }),
    signal: AbortSignal.timeout(10_000),
  })
  if (!response.ok) throw new Error(`OIDC token endpoint answered ${response.status}`)
  const body = (await response.json()) as { id_token?: string }
  if (!body.id_token) throw new Error('OIDC token response without id_token')
  return body.id_token
}

/**
 * Verifies an id_token (RS256 against the provider's JWKS) and its claims: issuer, audience,
 * expiry and the nonce of this login attempt.
 */
export async function verifyIdToken(
  provider: OAuthProviderConfig,
  discovery: Discovery,
  idToken: string,
  nonce: string,
): Promise<IdClaims> {
  const [head, payload, signature] = idToken.split('.')
  if (!head || !payload || !signature) throw new Error('malformed id_token')
  const header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string; kid?: string }
  if (header.alg !== 'RS256') throw new Error(`unsupported id_token alg ${header.alg}`)
  const jwksResponse = await fetch(discovery.jwks_uri, { signal: AbortSignal.timeout(10_000) })
  const jwks = (await jwksResponse.json()) as { keys: (JsonWebKey & { kid?: string })[] }
  const jwk = jwks.keys.find((key) => !header.kid || key.kid === header.kid)
  if (!jwk) throw new Error('no matching JWKS key')
  const key = createPublicKey({ key: jwk, format: 'jwk' })
  const valid = verifySignature('RSA-SHA256', Buffer.from(`${head}.${payload}`), key, Buffer.from(signature, 'base64url'))
  if (!valid) throw new Error('id_token signature invalid')
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as IdClaims
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud]
  if (claims.iss.replace(/\/$/, '') !== provider.issuer) throw new Error('id_token issuer mismatch')
  if (!audiences.includes(provider.clientId)) throw new Error('id_token audience mismatch')
  if (claims.exp * 1000 < Date.now()) throw new Error('id_token expired')
  if (claims.nonce !== nonce) throw new Error('id_token nonce mismatch')
  return claims
}
