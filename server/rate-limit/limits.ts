import type { Config } from '../config'
import { ApiError } from '../http/api-error'
import { getRateLimitStore } from './store'

/** A limit: at most `max` hits per `windowSeconds`. */
interface Limit {
  max: number
  windowSeconds: number
}

/**
 * Limits of the account actions (issue 4), per IP and per account. Generous enough for a family
 * behind one router. Password logins have their own throttle (server/auth/login-throttle.ts).
 * Login links count per account *and* IP: a per-account cap would let anyone block the owner's
 * way in while password logins are throttled.
 */
export const accountLimits = {
  loginLink: { ip: { max: 10, windowSeconds: 3600 }, account: { max: 5, windowSeconds: 3600 }, perAccountAndIp: true },
  register: { ip: { max: 10, windowSeconds: 3600 }, account: { max: 5, windowSeconds: 3600 } },
  forgot: { ip: { max: 10, windowSeconds: 3600 }, account: { max: 5, windowSeconds: 3600 } },
  verify: { ip: { max: 30, windowSeconds: 600 }, account: { max: 10, windowSeconds: 600 } },
  // Cart (issue 8): new sessions are rows; coupon codes must not be guessable by brute force.
  cartSession: { ip: { max: 300, windowSeconds: 600 }, account: { max: 300, windowSeconds: 600 } },
  coupon: { ip: { max: 120, windowSeconds: 600 }, account: { max: 20, windowSeconds: 600 } },
  // Issue 25.3: card numbers are short and sequential; checking and applying them must not enumerate them.
  memberCard: { ip: { max: 30, windowSeconds: 600 }, account: { max: 10, windowSeconds: 600 } },
  // Issue 13: comment and newsletter spam; the account of a newsletter subscribe is the address.
  comment: { ip: { max: 20, windowSeconds: 600 }, account: { max: 10, windowSeconds: 600 } },
  newsletter: { ip: { max: 10, windowSeconds: 3600 }, account: { max: 3, windowSeconds: 3600 } },
  // Issue 13 point 5: CMS forms and contact/contactAdmin; the account is the sender's address.
  form: { ip: { max: 10, windowSeconds: 600 }, account: { max: 5, windowSeconds: 600 } },
  // Media (issue 10): anonymous uploads cost disk; an hour of a busy form is well below this.
  publicUpload: { ip: { max: 30, windowSeconds: 3600 }, account: { max: 30, windowSeconds: 3600 } },
  // Issue 22: withdrawal and complaint forms name an order by number and e-mail; the account is the order number.
  caseLookup: { ip: { max: 30, windowSeconds: 600 }, account: { max: 10, windowSeconds: 600 } },
  // Checkout (issue 9): order attempts per IP (a shop's office or a school shares one) and per cart.
  orderCreate: { ip: { max: 1000, windowSeconds: 600 }, account: { max: 30, windowSeconds: 600 } },
} satisfies Record<string, { ip: Limit; account: Limit; perAccountAndIp?: true }>

export type LimitedAction = keyof typeof accountLimits

/**
 * Counts one attempt of an action for the IP and (when known) the account; over either limit it
 * throws 429 with the Croatian "too many requests, try again in N s".
 */
export async function enforceRateLimit(
  config: Pick<Config, 'redisUrl'>,
  input: { action: LimitedAction; ip: string; account?: string | null },
): Promise<void> {
  const store = getRateLimitStore(config.redisUrl)
  const limits = accountLimits[input.action]
  const checks: [string, Limit][] = [[`${input.action}:ip:${input.ip}`, limits.ip]]
  const accountKey = 'perAccountAndIp' in limits ? `${input.account?.toLowerCase()}:${input.ip}` : input.account?.toLowerCase()
  if (input.account) checks.push([`${input.action}:account:${accountKey}`, limits.account])
  for (const [key, limit] of checks) {
    const { count, resetMs } = await store.hit(key, limit.windowSeconds * 1000)
    if (count > limit.max) {
      const seconds = Math.max(1, Math.ceil(resetMs / 1000))
      throw new RateLimitError(seconds)
    }
  }
}

/** 429 "too many requests, try again in N s", with the same N as a `Retry-After` header. */
export class RateLimitError extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'TOO_MANY_REQUESTS', 'error.tooManyRequests', { seconds: retryAfterSeconds })
    this.headers = { 'Retry-After': String(retryAfterSeconds) }
  }
}
