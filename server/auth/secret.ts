import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Config } from '../config'
import { log } from '../log/logger'

const cache = new Map<string, Buffer>()

/**
 * The key that signs access tokens: `AUTH_SECRET`, else a random one generated on first start and
 * kept in `DATA_DIR/auth-secret` (mode 600) so tokens survive restarts. Several processes behind a
 * load balancer must share it: set AUTH_SECRET there.
 */
export function getAuthSecret(config: Pick<Config, 'authSecret' | 'dataDir'>): Buffer {
  if (config.authSecret) return Buffer.from(config.authSecret, 'utf8')
  const file = path.join(config.dataDir, 'auth-secret')
  const cached = cache.get(file)
  if (cached) return cached
  let secret: Buffer
  try {
    secret = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url')
    if (secret.length < 32) throw new Error('auth secret too short')
  } catch {
    secret = randomBytes(48)
    fs.mkdirSync(config.dataDir, { recursive: true })
    fs.writeFileSync(file, secret.toString('base64url'), { mode: 0o600 })
    log.info('generated a new auth secret', { file })
  }
  cache.set(file, secret)
  return secret
}
