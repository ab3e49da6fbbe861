import path from 'node:path'
import { z } from 'zod'
import { readOAuthProviders } from './auth/social/provider-config'

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
  /** `false` starts an empty site instead of the demo content. */
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /** Non-production builds show the version badge; a production install can hide it explicitly. */
  SHOW_VERSION_BADGE: z.enum(['true', 'false']).optional(),
  /** The domain a multi-site build is pinned to (§2 "forced domain"). */
  FORCED_DOMAIN: z.string().optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Signs access tokens; unset means a random one generated once and kept in DATA_DIR/auth-secret. */
  AUTH_SECRET: z.string().min(32).optional(),
  /** `true` behind a reverse proxy: the client IP comes from X-Forwarded-For (rate limits). */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  MAIL_FROM: z.string().default('Izlog <no-reply@izlog.local>'),
  /** Browser tests only (tests/e2e/start-test-server.mjs): exposes the outbox at /api/_e2e. Never in a real install. */
  IZLOG_E2E_HOOKS: z.enum(['0', '1']).default('0'),
  /** Card payments through a hosted payment form (docs/payments.md); unset = the local test gateway. */
  HPF_URL: z.string().url().optional(),
  HPF_SHOP_ID: z.string().optional(),
  HPF_SECRET: z.string().min(16).optional(),
  /** PayPal (REST Orders v2): the app's credentials; the API defaults to PayPal's live one. */
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_API_URL: z.string().url().default('https://api-m.paypal.com'),
  PAYPAL_SDK_URL: z.string().url().default('https://www.paypal.com/sdk/js'),
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
    seedDemo: e.SEED_DEMO === 'true',
    showVersionBadge: e.SHOW_VERSION_BADGE ? e.SHOW_VERSION_BADGE === 'true' : e.NODE_ENV !== 'production',
    forcedDomain: e.FORCED_DOMAIN,
    logLevel: e.LOG_LEVEL,
    authSecret: e.AUTH_SECRET,
    trustProxy: e.TRUST_PROXY === 'true',
    mailFrom: e.MAIL_FROM,
    payments: {
      hpf: e.HPF_URL && e.HPF_SHOP_ID && e.HPF_SECRET ? { url: e.HPF_URL, shopId: e.HPF_SHOP_ID, secret: e.HPF_SECRET } : null,
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
    e2eHooks: e.IZLOG_E2E_HOOKS === '1',
    recaptcha:
      e.RECAPTCHA_SITE_KEY && e.RECAPTCHA_SECRET_KEY
        ? { siteKey: e.RECAPTCHA_SITE_KEY, secretKey: e.RECAPTCHA_SECRET_KEY, verifyUrl: e.RECAPTCHA_VERIFY_URL }
        : null,
  }
}
