import type { MerAccount } from './mer/mer-intermediary'
import { MER_LIVE_URL } from './mer/mer-protocol'

export interface EracunConfig {
  /** moj-eRačun account; null: the local stand-in answers (nothing leaves the machine). */
  mer: MerAccount | null
}

/**
 * The information intermediary from the environment (docs/eracun.md): `ERACUN_MER_USERNAME`,
 * `ERACUN_MER_PASSWORD` and `ERACUN_MER_SOFTWARE_ID` (all three, or none), optionally
 * `ERACUN_MER_URL` (default the live service; `https://demo.moj-eracun.hr` to test),
 * `ERACUN_MER_COMPANY_ID` (when MER knows the sender by another id than the seller's OIB) and
 * `ERACUN_MER_COMPANY_BU`. Half a configuration stops the start: it would silently use the stand-in.
 */
export function readEracunConfig(env: Record<string, string | undefined>): EracunConfig {
  const required = { ERACUN_MER_USERNAME: env.ERACUN_MER_USERNAME, ERACUN_MER_PASSWORD: env.ERACUN_MER_PASSWORD, ERACUN_MER_SOFTWARE_ID: env.ERACUN_MER_SOFTWARE_ID }
  const missing = Object.entries(required).filter(([, value]) => !value?.trim())
  if (missing.length === 3) return { mer: null }
  if (missing.length) throw new Error(`Invalid environment:\n  ${missing.map(([key]) => key).join(', ')}: required with the other ERACUN_MER_* settings`)
  const url = (env.ERACUN_MER_URL?.trim() || MER_LIVE_URL).replace(/\/$/, '')
  if (!/^https:\/\/[^/\s]+/.test(url)) throw new Error(`Invalid environment:\n  ERACUN_MER_URL: must be an https:// URL`)
  return {
    mer: {
      url,
      username: required.ERACUN_MER_USERNAME!.trim(),
      password: required.ERACUN_MER_PASSWORD!,
      softwareId: required.ERACUN_MER_SOFTWARE_ID!.trim(),
      ...(env.ERACUN_MER_COMPANY_ID?.trim() ? { companyId: env.ERACUN_MER_COMPANY_ID.trim() } : {}),
      ...(env.ERACUN_MER_COMPANY_BU?.trim() ? { companyBu: env.ERACUN_MER_COMPANY_BU.trim() } : {}),
    },
  }
}
