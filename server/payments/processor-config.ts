import fs from 'node:fs'

export interface CorvusPayConfig {
  id: 'corvuspay'
  storeId: string
  secretKey: string
  checkoutUrl: string
  apiUrl: string
  /** Null: the API calls (status, refund) go without a client certificate, which CorvusPay's live API refuses. */
  certificate: { pfx: Buffer; passphrase: string } | null
}

export interface WsPayConfig {
  id: 'wspay'
  shopId: string
  secretKey: string
  formUrl: string
  apiUrl: string
}

export interface MonriConfig {
  id: 'monri'
  key: string
  authenticityToken: string
  baseUrl: string
  transactionType: 'purchase' | 'authorize'
}

export type CardProcessorConfig = CorvusPayConfig | WsPayConfig | MonriConfig

/** The parsed environment's processor part (server/config.ts). */
export interface ProcessorEnv {
  PAYMENT_PROVIDER?: 'corvuspay' | 'wspay' | 'monri' | undefined
  CORVUSPAY_STORE_ID?: string | undefined
  CORVUSPAY_SECRET_KEY?: string | undefined
  CORVUSPAY_CHECKOUT_URL: string
  CORVUSPAY_API_URL: string
  CORVUSPAY_CERTIFICATE_FILE?: string | undefined
  CORVUSPAY_CERTIFICATE_PASSWORD: string
  WSPAY_SHOP_ID?: string | undefined
  WSPAY_SECRET_KEY?: string | undefined
  WSPAY_FORM_URL: string
  WSPAY_API_URL: string
  MONRI_KEY?: string | undefined
  MONRI_AUTHENTICITY_TOKEN?: string | undefined
  MONRI_URL: string
  MONRI_TRANSACTION_TYPE: 'purchase' | 'authorize'
}

function required(env: ProcessorEnv, names: (keyof ProcessorEnv)[]): void {
  const missing = names.filter((name) => !env[name])
  if (missing.length) throw new Error(`Invalid environment:\n${missing.map((name) => `  ${name}: required when PAYMENT_PROVIDER=${env.PAYMENT_PROVIDER}`).join('\n')}`)
}

const withoutSlash = (url: string) => url.replace(/\/$/, '')

/**
 * The card processor `PAYMENT_PROVIDER` names, with its keys; null without one (then HPF_* or the
 * local test gateway take card payments). A named processor with a key missing is a start error,
 * not a shop that silently falls back to the test gateway.
 */
export function readCardProcessorConfig(env: ProcessorEnv): CardProcessorConfig | null {
  switch (env.PAYMENT_PROVIDER) {
    case undefined:
      return null
    case 'corvuspay': {
      required(env, ['CORVUSPAY_STORE_ID', 'CORVUSPAY_SECRET_KEY'])
      const file = env.CORVUSPAY_CERTIFICATE_FILE
      return {
        id: 'corvuspay',
        storeId: env.CORVUSPAY_STORE_ID!,
        secretKey: env.CORVUSPAY_SECRET_KEY!,
        checkoutUrl: env.CORVUSPAY_CHECKOUT_URL,
        apiUrl: withoutSlash(env.CORVUSPAY_API_URL),
        certificate: file ? { pfx: fs.readFileSync(file), passphrase: env.CORVUSPAY_CERTIFICATE_PASSWORD } : null,
      }
    }
    case 'wspay':
      required(env, ['WSPAY_SHOP_ID', 'WSPAY_SECRET_KEY'])
      return { id: 'wspay', shopId: env.WSPAY_SHOP_ID!, secretKey: env.WSPAY_SECRET_KEY!, formUrl: env.WSPAY_FORM_URL, apiUrl: withoutSlash(env.WSPAY_API_URL) }
    case 'monri':
      required(env, ['MONRI_KEY', 'MONRI_AUTHENTICITY_TOKEN'])
      return { id: 'monri', key: env.MONRI_KEY!, authenticityToken: env.MONRI_AUTHENTICITY_TOKEN!, baseUrl: withoutSlash(env.MONRI_URL), transactionType: env.MONRI_TRANSACTION_TYPE }
  }
}
