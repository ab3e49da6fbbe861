import type { Config } from '../config'
import { ApiError } from '../http/api-error'
import { enforceRateLimit } from '../rate-limit/limits'
import { verifyRecaptcha } from './recaptcha'

/**
 * The cheap checks before a form or contact message is even validated: a filled honeypot is
 * refused with 400 (the same answer the newsletter gives; a bot learns nothing it could not learn
 * from a timeout), and every attempt counts against the IP's and the sender's limits (429).
 */
export async function refuseSpam(
  config: Pick<Config, 'redisUrl'>,
  input: { honeypot: string | undefined; ip: string; account: string | null },
): Promise<void> {
  if (input.honeypot) throw new ApiError(400, 'SPAM', 'forms.spam')
  await enforceRateLimit(config, { action: 'form', ip: input.ip, account: input.account })
}

/** reCAPTCHA v2 invisible when the site has keys (§9); without keys the honeypot and limits stand alone. */
export async function verifyHuman(
  config: Pick<Config, 'recaptcha'>,
  input: { token: string | undefined; ip: string; allowedHosts: string[] },
): Promise<void> {
  if (!config.recaptcha) return
  await verifyRecaptcha(config.recaptcha, { token: input.token, remoteIp: input.ip, allowedHosts: input.allowedHosts })
}
