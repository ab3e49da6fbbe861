import path from 'node:path'
import { z } from 'zod'
import { readOAuthProviders } from './auth/social/provider-config'
import { readEracunConfig } from './eracun/eracun-config'
import { parseTrustProxy, type TrustProxy } from './http/trusted-proxy'
import { readCardProcessorConfig } from './payments/processor-config'
import { readMediaS3Config } from './media/media-s3-config'

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** `postgres://…` runs on a PostgreSQL server; unset keeps the embedded PGlite under DATA_DIR. */
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//).optional(),
  DATA_DIR: z.string().default('data'),
  /** Absolute origin of e-mail links, sitemap, canonical when set (server/site/site-origin.ts). */
  PUBLIC_URL: z.string().url().optional(),
  REDIS_URL: z.string().optional(),
  /** Whole-page cache for anonymous page views (ADR 023); `off` renders every request (benchmarks). */
  PAGE_CACHE: z.enum(['on', 'off']).default('on'),
  /** Seconds a cached page is served as it is (also the CDN's s-maxage). */
  PAGE_CACHE_FRESH_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  /** Seconds after that a page is still served while one render replaces it (stale-while-revalidate). */
  PAGE_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(3_600),
  /** Memory budget of this process's page entries, in MB. */
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(65_536).default(128),
  /** A CDN's purge endpoint: every purge POSTs `{"tags": [...]}` there (docs/deploy.md). */
  PAGE_CACHE_PURGE_URL: z.string().url().optional(),
  /** Sent as `Authorization: Bearer …` with each purge. */
  PAGE_CACHE_PURGE_TOKEN: z.string().min(1).optional(),
  /** Category page data kept between renders, checked against the page cache's purges (ADR 033); `off` for benchmarks. */
  CATEGORY_PAGE_CACHE: z.enum(['on', 'off']).default('on'),
  /** `npm start` forks this many server processes (PostgreSQL only; PGlite has one owner). */
  WORKERS: z.coerce.number().int().min(1).max(256).optional(),
  SMTP_URL: z.string().optional(),
  /** Seconds to open the connection to the mail server, to wait for its greeting, and of silence mid-message. */
  SMTP_CONNECT_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(10),
  SMTP_GREETING_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(10),
  SMTP_SOCKET_TIMEOUT_SECONDS: z.coerce.number().min(1).max(3_600).default(30),
  /** `false` starts an empty site instead of the demo content. */
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /** Non-production builds show the version badge; a production install can hide it explicitly. */
  SHOW_VERSION_BADGE: z.enum(['true', 'false']).optional(),
  /** The domain a multi-site build is pinned to (§2 "forced domain"). */
  FORCED_DOMAIN: z.string().optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Signs access tokens; unset means a random one generated once and kept in DATA_DIR/auth-secret. */
  AUTH_SECRET: z.string().min(32).optional(),
  /**
   * Behind a reverse proxy: how many proxies (`true` is one) or their addresses/CIDR ranges. The
   * client IP (rate limits) is the right-most X-Forwarded-For entry not one of them (ADR 049).
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value)
      if (typeof parsed === 'object' && 'problem' in parsed) {
        ctx.addIssue({ code: 'custom', message: parsed.problem })
        return z.NEVER
      }
      return parsed
    }),
  MAIL_FROM: z.string().default('Izlog <no-reply@izlog.local>'),
  /** Browser tests only (tests/e2e/start-test-server.mjs): exposes the outbox at /api/_e2e. Never in a real install. */
  IZLOG_E2E_HOOKS: z.enum(['0', '1']).default('0'),
  /** Card payments through a hosted payment form (docs/payments.md); unset = the local test gateway. */
  HPF_URL: z.string().url().optional(),
  HPF_SHOP_ID: z.string().optional(),
  HPF_SECRET: z.string().min(16).optional(),
  /**
   * A Croatian card processor for the card method (docs/payments.md, ADR 059); it replaces HPF_*
   * and the local test gateway. Each needs its own keys below; a missing one stops the start.
   */
  PAYMENT_PROVIDER: z.enum(['corvuspay', 'wspay', 'monri']).optional(),
  /** CorvusPay: the store id and secret key from the merchant portal; the checkout and API URLs default to production. */
  CORVUSPAY_STORE_ID: z.string().regex(/^\d+$/).optional(),
  CORVUSPAY_SECRET_KEY: z.string().min(8).optional(),
  CORVUSPAY_CHECKOUT_URL: z.string().url().default('https://wallet.corvuspay.com/checkout/'),
  CORVUSPAY_API_URL: z.string().url().default('https://cps.corvus.hr'),
  /** The PKCS#12 client certificate CorvusPay issues for its API (status, refund, void, capture), and its password. */
  CORVUSPAY_CERTIFICATE_FILE: z.string().min(1).optional(),
  CORVUSPAY_CERTIFICATE_PASSWORD: z.string().default(''),
  /** WSPay: the shop id and secret key; the form and API URLs default to production. */
  WSPAY_SHOP_ID: z.string().min(1).optional(),
  WSPAY_SECRET_KEY: z.string().min(8).optional(),
  WSPAY_FORM_URL: z.string().url().default('https://form.wspay.biz/authorization.aspx'),
  WSPAY_API_URL: z.string().url().default('https://secure.wspay.biz/api/services'),
  /** Monri WebPay: the merchant key and authenticity token; the base URL defaults to production (form at /v2/form). */
  MONRI_KEY: z.string().min(8).optional(),
  MONRI_AUTHENTICITY_TOKEN: z.string().min(8).optional(),
  MONRI_URL: z.string().url().default('https://ipg.monri.com'),
  /** `authorize` holds the money until the shop captures it; `purchase` takes it at once. */
  MONRI_TRANSACTION_TYPE: z.enum(['purchase', 'authorize']).default('purchase'),
  /** PayPal (REST Orders v2): the app's credentials; the API defaults to PayPal's live one. */
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_API_URL: z.string().url().default('https://api-m.paypal.com'),
  PAYPAL_SDK_URL: z.string().url().default('https://www.paypal.com/sdk/js'),
  /**
   * Fiscalisation (server/fiscal, docs/invoices.md): the tax administration's CIS service. Unset, the
   * local fake CIS on this server answers (ADR 054). Test service:
   * https://cistest.apis-it.hr:8449/FiskalizacijaServiceTest, production:
   * https://cis.porezna-uprava.hr:8449/FiskalizacijaService.
   */
  FISCAL_CIS_URL: z.string().url().optional(),
  /** PEM file of the CA(s) behind CIS's TLS certificate (FINA's, in no default trust store). */
  FISCAL_CIS_CA_FILE: z.string().min(1).optional(),
  /** PEM file of CIS's signing certificate (fiskalcis / fiskalcistest): answers are then trusted only when it signed them. */
  FISCAL_CIS_CERT_FILE: z.string().min(1).optional(),
  /** Digest of the request's XML signature: sha256 as specification v2.7 asks, sha1 for a service that still wants it. */
  FISCAL_SIGNATURE_DIGEST: z.enum(['sha256', 'sha1']).default('sha256'),
  /** How long a sale waits for CIS before the invoice is issued with the ZKI alone (issue 21: 2 s). */
  FISCAL_CIS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
  /** The shop's fiscal certificate (FINA's PKCS#12) and its password, when set by environment rather than uploaded. */
  FISCAL_CERT_FILE: z.string().min(1).optional(),
  FISCAL_CERT_PASSWORD: z.string().optional(),
  /** `off` skips the fake CIS's schema check (xmllint, ~25 ms a request), for benchmarks. */
  FISCAL_FAKE_CIS_SCHEMA_CHECK: z.enum(['on', 'off']).default('on'),
  /** Instagram posts by hashtag (server/social): a Graph API token and the professional account's id. */
  INSTAGRAM_ACCESS_TOKEN: z.string().min(1).optional(),
  INSTAGRAM_USER_ID: z.string().regex(/^\d{1,30}$/).optional(),
  INSTAGRAM_API_URL: z.string().url().default('https://graph.facebook.com/v21.0'),
  /** reCAPTCHA v2 invisible on CMS forms and the contact call (§9); both keys or none. */
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_SECRET_KEY: z.string().min(1).optional(),
  RECAPTCHA_VERIFY_URL: z.string().url().default('https://www.google.com/recaptcha/api/siteverify'),
})

export type Config = ReturnType<typeof loadConfig>

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid environment:\n${problems.join('\n')}`)
  }
  const e = parsed.data
  const dataDir = path.resolve(e.DATA_DIR)
  return {
    mode: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    /** Media on an S3-compatible bucket (MEDIA_S3_*, ADR 064); null keeps them under mediaDir. */
    mediaS3: readMediaS3Config(env),
    mailDir: path.join(dataDir, 'mail'),
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    redisUrl: e.REDIS_URL,
    pageCache: {
      enabled: e.PAGE_CACHE === 'on',
      freshSeconds: e.PAGE_CACHE_FRESH_SECONDS,
      staleSeconds: e.PAGE_CACHE_STALE_SECONDS,
      maxBytes: e.PAGE_CACHE_MAX_MB * 1024 * 1024,
      purgeUrl: e.PAGE_CACHE_PURGE_URL,
      purgeToken: e.PAGE_CACHE_PURGE_TOKEN,
    },
    isCategoryPageCacheEnabled: e.CATEGORY_PAGE_CACHE === 'on',
    workers: e.WORKERS,
    smtpUrl: e.SMTP_URL,
    /** A mail server that hangs costs the sender at most this (SMTP_URL's own `?connectionTimeout=` etc. win). */
    smtpTimeouts: {
      connectMs: e.SMTP_CONNECT_TIMEOUT_SECONDS * 1000,
      greetingMs: e.SMTP_GREETING_TIMEOUT_SECONDS * 1000,
      socketMs: e.SMTP_SOCKET_TIMEOUT_SECONDS * 1000,
    },
    seedDemo: e.SEED_DEMO === 'true',
    showVersionBadge: e.SHOW_VERSION_BADGE ? e.SHOW_VERSION_BADGE === 'true' : e.NODE_ENV !== 'production',
    forcedDomain: e.FORCED_DOMAIN,
    logLevel: e.LOG_LEVEL,
    authSecret: e.AUTH_SECRET,
    trustProxy: e.TRUST_PROXY as TrustProxy,
    mailFrom: e.MAIL_FROM,
    payments: {
      hpf: e.HPF_URL && e.HPF_SHOP_ID && e.HPF_SECRET ? { url: e.HPF_URL, shopId: e.HPF_SHOP_ID, secret: e.HPF_SECRET } : null,
      processor: readCardProcessorConfig(e),
      paypal:
        e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET
          ? { clientId: e.PAYPAL_CLIENT_ID, clientSecret: e.PAYPAL_CLIENT_SECRET, apiUrl: e.PAYPAL_API_URL.replace(/\/$/, ''), sdkUrl: e.PAYPAL_SDK_URL }
          : null,
    },
    /** Social login providers from OAUTH_<NAME>_CLIENT_ID/_CLIENT_SECRET/_ISSUER (server/auth/social). */
    oauthProviders: readOAuthProviders(env),
    /** Unset token or account: the instagram section renders nothing and the API answers an empty list. */
    instagram:
      e.INSTAGRAM_ACCESS_TOKEN && e.INSTAGRAM_USER_ID
        ? { accessToken: e.INSTAGRAM_ACCESS_TOKEN, userId: e.INSTAGRAM_USER_ID, apiUrl: e.INSTAGRAM_API_URL.replace(/\/$/, '') }
        : null,
    fiscal: {
      cisUrl: e.FISCAL_CIS_URL,
      cisCaFile: e.FISCAL_CIS_CA_FILE,
      cisCertificateFile: e.FISCAL_CIS_CERT_FILE,
      signatureDigest: e.FISCAL_SIGNATURE_DIGEST,
      timeoutMs: e.FISCAL_CIS_TIMEOUT_MS,
      certificateFile: e.FISCAL_CERT_FILE,
      certificatePassword: e.FISCAL_CERT_PASSWORD,
      isFakeSchemaChecked: e.FISCAL_FAKE_CIS_SCHEMA_CHECK === 'on',
    },
    e2eHooks: e.IZLOG_E2E_HOOKS === '1',
    /** eRačun's information intermediary (ERACUN_MER_*); without it the local stand-in (server/eracun). */
    eracun: readEracunConfig(env),
    recaptcha:
      e.RECAPTCHA_SITE_KEY && e.RECAPTCHA_SECRET_KEY
        ? { siteKey: e.RECAPTCHA_SITE_KEY, secretKey: e.RECAPTCHA_SECRET_KEY, verifyUrl: e.RECAPTCHA_VERIFY_URL }
        : null,
  }
}
