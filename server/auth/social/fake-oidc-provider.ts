import { createHash, createSign, generateKeyPairSync, randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'

/**
 * A tiny OpenID Connect provider for tests: discovery, an authorize endpoint that approves at
 * once, a token endpoint that checks client secret, redirect URI and PKCE, and an RS256 id_token
 * with its JWKS. It speaks the real protocol, so the client is tested end to end.
 */
export async function startFakeOidcProvider(options: {
  clientId: string
  clientSecret: string
  user: { sub: string; email: string; email_verified: boolean; given_name?: string; family_name?: string }
}) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' }
  const codes = new Map<string, { nonce: string; redirectUri: string; challenge: string }>()
  let issuer = ''
  const app = new Hono()
    .get('/.well-known/openid-configuration', (c) =>
      c.json({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        id_token_signing_alg_values_supported: ['RS256'],
      }),
    )
    .get('/jwks', (c) => c.json({ keys: [jwk] }))
    .get('/authorize', (c) => {
      const q = c.req.query()
      if (q.client_id !== options.clientId || q.response_type !== 'code' || q.code_challenge_method !== 'S256') {
        return c.text('bad authorize request', 400)
      }
      const code = randomBytes(12).toString('base64url')
      codes.set(code, { nonce: q.nonce ?? '', redirectUri: q.redirect_uri ?? '', challenge: q.code_challenge ?? '' })
      const back = new URL(q.redirect_uri ?? '')
      back.searchParams.set('code', code)
      back.searchParams.set('state', q.state ?? '')
      return c.redirect(back.toString(), 302)
    })
    .post('/token', async (c) => {
      const form = await c.req.parseBody()
      const pending = codes.get(String(form.code))
      codes.delete(String(form.code))
      const verifierHash = createHash('sha256').update(String(form.code_verifier)).digest('base64url')
      if (
        !pending ||
        form.client_id !== options.clientId ||
        form.client_secret !== options.clientSecret ||
        form.redirect_uri !== pending.redirectUri ||
        verifierHash !== pending.challenge
      ) {
        return c.json({ error: 'invalid_grant' }, 400)
      }
      const now = Math.floor(Date.now() / 1000)
      const header = Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'test-key', typ: 'JWT' })).toString('base64url')
      const payload = Buffer.from(
        JSON.stringify({ iss: issuer, aud: options.clientId, iat: now, exp: now + 300, nonce: pending.nonce, ...options.user }),
      ).toString('base64url')
      const signature = createSign('RSA-SHA256').update(`${header}.${payload}`).sign(privateKey).toString('base64url')
      return c.json({ access_token: 'at', token_type: 'Bearer', id_token: `${header}.${payload}.${signature}` })
    })
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s))
  })
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { issuer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
