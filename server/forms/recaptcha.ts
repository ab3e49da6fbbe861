import { z } from 'zod'
import type { Config } from '../config'
import { ApiError } from '../http/api-error'
import { log } from '../log/logger'

/** The siteverify answer (https://developers.google.com/recaptcha/docs/verify). */
const siteverifyAnswer = z.object({
  success: z.boolean(),
  hostname: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
})

export type RecaptchaConfig = NonNullable<Config['recaptcha']>

/**
 * Checks a reCAPTCHA v2 token with the siteverify endpoint (POST secret + response + remoteip).
 * No token → 400 `recaptchaMissing` (§8); a refused token or one solved on another host → 400;
 * the endpoint unreachable → 503, so a Google outage reads as "try again", not as "you are a bot".
 */
export async function verifyRecaptcha(
  recaptcha: RecaptchaConfig,
  input: { token: string | null | undefined; remoteIp: string; allowedHosts: string[] },
): Promise<void> {
  if (!input.token) throw new ApiError(400, 'RECAPTCHA_MISSING', 'forms.recaptchaMissing')
  let answer: z.infer<typeof siteverifyAnswer>
  try {
    const response = await fetch(recaptcha.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: recaptcha.secretKey, response: input.token, remoteip: input.remoteIp }),
      signal: AbortSignal.timeout(8000),
    })
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`)
    answer = siteverifyAnswer.parse(await response.json())
  } catch (error) {
    log.warn('reCAPTCHA verification unavailable', { error: error instanceof Error ? error.message : String(error) })
    throw new ApiError(503, 'RECAPTCHA_UNAVAILABLE', 'forms.recaptchaUnavailable')
  }
  if (!answer.success) {
    log.info('reCAPTCHA refused', { errorCodes: answer['error-codes'] ?? [] })
    throw new ApiError(400, 'RECAPTCHA_FAILED', 'forms.recaptchaFailed')
  }
  const hosts = input.allowedHosts.map((host) => host.toLowerCase())
  if (answer.hostname && hosts.length > 0 && !hosts.includes(answer.hostname.toLowerCase())) {
    log.info('reCAPTCHA solved on another host', { hostname: answer.hostname })
    throw new ApiError(400, 'RECAPTCHA_FAILED', 'forms.recaptchaFailed')
  }
}
