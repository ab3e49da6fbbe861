import path from 'node:path'
import { z } from 'zod'

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** `postgres://…` runs on a PostgreSQL server; unset keeps the embedded PGlite under DATA_DIR. */
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//).optional(),
  DATA_DIR: z.string().default('data'),
  /** Absolute origin used in the sitemap and e-mails when set (e.g. https://www.example.hr). */
  PUBLIC_URL: z.string().url().optional(),
  REDIS_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  /** `false` starts an empty site instead of the demo content. */
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /** Non-production builds show the version badge; a production install can hide it explicitly. */
  SHOW_VERSION_BADGE: z.enum(['true', 'false']).optional(),
  /** The domain a multi-site build is pinned to (§2 "forced domain"). */
  FORCED_DOMAIN: z.string().optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
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
    smtpUrl: e.SMTP_URL,
    seedDemo: e.SEED_DEMO === 'true',
    showVersionBadge: e.SHOW_VERSION_BADGE ? e.SHOW_VERSION_BADGE === 'true' : e.NODE_ENV !== 'production',
    forcedDomain: e.FORCED_DOMAIN,
    logLevel: e.LOG_LEVEL,
  }
}
