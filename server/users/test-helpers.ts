import fs from 'node:fs/promises'
import path from 'node:path'
import type { createTestApp } from '../testing/test-app'
import type { TestRuntime } from '../testing/test-database'
import { createUser } from './user-service'

type App = ReturnType<typeof createTestApp>

export const ORIGIN = 'http://localhost'
export const sameOrigin = { origin: ORIGIN, 'sec-fetch-site': 'same-origin' }

let counter = 0
/** A verified account with a unique e-mail. */
export async function makeUser(
  runtime: TestRuntime,
  input: { password?: string; isBackofficeUser?: boolean; scopes?: string[]; email?: string } = {},
) {
  counter += 1
  const password = input.password ?? 'Sigurna-lozinka-1'
  const user = await createUser(runtime.database.db, {
    email: input.email ?? `user${counter}-${Date.now()}@example.hr`,
    password,
    firstName: 'Ana',
    lastName: 'Horvat',
    isBackofficeUser: input.isBackofficeUser,
    scopes: input.scopes,
  })
  return { ...user, password }
}

export function jsonRequest(method: string, body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }
}

/** Logs in through the API; returns the tokens. */
export async function apiLogin(app: App, email: string, password: string) {
  const response = await app.request('/api/v1/login', jsonRequest('POST', { username: email, password }))
  const body = (await response.json()) as { data: { tokens: { accessToken: string; refreshToken: string } } }
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${JSON.stringify(body)}`)
  return body.data.tokens
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` }
}

/** The Set-Cookie headers of a response as a Cookie header for the next request. */
export function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ')
}

/** The newest `.eml` the embedded mailer wrote, decoded enough to find links in it. */
export async function lastMail(runtime: TestRuntime): Promise<string> {
  const files = (await fs.readdir(runtime.config.mailDir)).filter((f) => f.endsWith('.eml')).sort()
  const last = files.at(-1)
  if (!last) throw new Error('no mail written')
  const raw = await fs.readFile(path.join(runtime.config.mailDir, last), 'utf8')
  // Quoted-printable soft line breaks and escapes, enough for URLs.
  return raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
}

export function linkToken(mail: string, parameter: string): string {
  const match = new RegExp(`[?&]${parameter}=([A-Za-z0-9_-]+)`).exec(mail)
  if (!match?.[1]) throw new Error(`no ${parameter} link in mail`)
  return match[1]
}
