import { members } from '../db/schema'
import { readJson, type createTestApp } from '../testing/test-app'
import type { TestRuntime } from '../testing/test-database'
import { apiLogin, bearer, jsonRequest, makeUser } from './test-helpers'

/** The API's answer envelope as a member's client reads it. */
export type Envelope<T> = { data: T; errored: boolean; code?: string; message?: string; fields?: Record<string, string> }

// Each test file starts at a random block, so files sharing a PostgreSQL database never take the same card.
let cardNumber = 3_850_000_000_000 + Math.floor(Math.random() * 900_000) * 1_000

/** Calls as a logged-in member makes them, and the members and cards the tests need. */
export function memberAccounts(runtime: TestRuntime, app: ReturnType<typeof createTestApp>) {
  async function call<T>(method: string, path: string, body: Record<string, unknown> | null, headers: Record<string, string> = {}) {
    const response = await app.request(path, body === null ? { method, headers } : jsonRequest(method, body, headers))
    return { status: response.status, body: await readJson<Envelope<T>>(response) }
  }

  async function member() {
    const user = await makeUser(runtime)
    return { user, auth: bearer((await apiLogin(app, user.email, user.password)).accessToken) }
  }

  /** A new member card in the card register, not yet applied by anyone. */
  async function newCard(): Promise<string> {
    cardNumber += 1
    const barcode = String(cardNumber)
    await runtime.database.db.insert(members).values({ barcode })
    return barcode
  }

  return { call, member, newCard }
}
