import { sql } from 'drizzle-orm'
import type { Config } from '../../config'
import { log } from '../../log/logger'
import type { Db } from '../client'
import { sites } from '../schema'
import { seedBase } from './base'
import { seedBlog } from './blog'
import { seedEvents } from './calendar'
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
  const phases: Record<string, number> = {}
  const timed = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const phaseStarted = performance.now()
    const result = await work()
    phases[name] = Math.round(performance.now() - phaseStarted)
    return result
  }
  const site = await timed('base', () => seedBase(db, { siteName: config.seedDemo ? 'Vrtovi Save' : 'Izlog' }))
  if (config.seedDemo) {
    const media = await timed('content', () => seedDemo(db, { siteId: site.id, mediaDir: config.mediaDir }))
    const coverIds = {
      heroDay: media.heroDay.id,
      heroDusk: media.heroDusk.id,
      riverside: media.riverside.id,
      night: media.night.id,
      interior: media.interiors[0]?.id,
    }
    await timed('blog', () => seedBlog(db, { siteId: site.id, coverIds }))
    await timed('events', () => seedEvents(db, { siteId: site.id }))
    await timed('shop', () => seedShop(db, { siteId: site.id, mediaDir: config.mediaDir }))
  }
  await timed('users', () => seedUsers(db, { demo: config.seedDemo, adminPassword: process.env.SEED_ADMIN_PASSWORD }))
  log.info('seeded', { demo: config.seedDemo, ms: Math.round(performance.now() - started), ...phases })
  return true
}
