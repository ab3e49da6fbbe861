import type { Config } from '../config'
import { RateLimitError } from '../rate-limit/limits'
import { getRateLimitStore, type RateLimitStore } from '../rate-limit/store'

/**
 * Password-login throttling (issue 12, ADR 010). A lock per account *and* address: failures from
 * one address never lock the owner out from another. Across all addresses an account is only
 * slowed down (a growing delay, never a refusal), so nobody can lock the shop owner out; the
 * e-mailed login link (login-link.ts) is never throttled by any of this.
 */
export const loginThrottle = {
  /** Attempts from one address, whatever the account (stops spraying many accounts). */
  ip: { max: 30, windowSeconds: 600 },
  /** Attempts at one account from one address; a successful login starts the count over. */
  accountFromIp: { max: 10, windowSeconds: 600 },
  /** Attempts at one account from anywhere; past `freeAttempts` each one waits longer. */
  account: { freeAttempts: 10, windowSeconds: 3600, firstDelayMs: 250, maxDelayMs: 8000 },
} as const

/** How long an attempt waits when the account has seen `attempts` (this one included) in the window. */
export function loginDelayMs(attempts: number): number {
  const { freeAttempts, firstDelayMs, maxDelayMs } = loginThrottle.account
  const over = attempts - freeAttempts
  if (over <= 0) return 0
  return Math.min(firstDelayMs * 2 ** (over - 1), maxDelayMs)
}

const keys = (input: { ip: string; account: string }) => {
  const account = input.account.trim().toLowerCase()
  return { ip: `login:ip:${input.ip}`, accountFromIp: `login:account-ip:${account}:${input.ip}`, account: `login:account:${account}` }
}

async function countOrRefuse(store: RateLimitStore, key: string, limit: { max: number; windowSeconds: number }) {
  const { count, resetMs } = await store.hit(key, limit.windowSeconds * 1000)
  if (count > limit.max) throw new RateLimitError(Math.max(1, Math.ceil(resetMs / 1000)))
}

/**
 * Counts one login attempt before the password is checked (counted first, so a burst of parallel
 * guesses cannot all slip under the limit) and waits the account's current delay.
 */
export async function throttleLoginAttempt(config: Pick<Config, 'redisUrl'>, input: { ip: string; account: string }): Promise<void> {
  const store = getRateLimitStore(config.redisUrl)
  const key = keys(input)
  await countOrRefuse(store, key.ip, loginThrottle.ip)
  await countOrRefuse(store, key.accountFromIp, loginThrottle.accountFromIp)
  const { count } = await store.hit(key.account, loginThrottle.account.windowSeconds * 1000)
  const delay = loginDelayMs(count)
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay))
}

/** The right password from this address: its own failures no longer count against it. */
export async function clearLoginFailures(config: Pick<Config, 'redisUrl'>, input: { ip: string; account: string }): Promise<void> {
  await getRateLimitStore(config.redisUrl).reset(keys(input).accountFromIp)
}
