import { sql } from 'drizzle-orm'
import type { Config } from '../../config'
import { log } from '../../log/logger'
import type { Db } from '../client'
import { sites } from '../schema'
import { seedBase } from './base'
import { seedDemo } from './demo'
import { seedShop } from './shop'
import { seedUsers } from './users'

/**
 * Seeds a database that has no site yet; a second start finds the site and keeps everything as it
 * is. Returns whether it seeded.
 */
export async function seedIfEmpty(db: Db, config: Pick<Config, 'seedDemo' | 'mediaDir'>): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(sites)
  if (count > 0) return false
  const started = performance.now()
  const site = await seedBase(db, { siteName: config.seedDemo ? 'Vrtovi Save' : 'Izlog' })
  if (config.seedDemo) await seedDemo(db, { siteId: site.id, mediaDir: config.mediaDir })
  if (config.seedDemo) await seedShop(db, { siteId: site.id, mediaDir: config.mediaDir })
  await seedUsers(db, { demo: config.seedDemo, adminPassword: process.env.SEED_ADMIN_PASSWORD })
  log.info('seeded', { demo: config.seedDemo, ms: Math.round(performance.now() - started) })
  return true
}
