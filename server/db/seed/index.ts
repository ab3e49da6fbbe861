import { sql } from 'drizzle-orm'
import type { Config } from '../../config'
import { log } from '../../log/logger'
import type { Db } from '../client'
import { sites } from '../schema'
import { seedBase } from './base'
import { seedDemoConsentAssignments } from './consents'
import { seedBlog } from './blog'
import { seedEvents } from './calendar'
import { seedDemo } from './demo'
import { seedShop } from './shop'
import { seedCartDemo } from './shop/cart-seed'
import { seedCheckoutMethods } from './shop/checkout-seed'
import { seedDemoOrders } from './shop/orders-seed'
import { seedOrderMailTemplates } from '../../order-mail/seed-order-mail-templates'
import { seedUsers } from './users'
import { seedCommunityTemplates, seedDemoReviews } from './community'
import { seedFormMailTemplates } from '../../forms'
import { seedDemoForms } from './forms'
import { mediaStorageFor } from '../../media/media-storage'

/** Any constant: the advisory lock that makes processes starting together seed one at a time. */
const SEED_LOCK_KEY = 4_711_001

/** The seed's settings; without `mediaS3` its media go to the local folder. */
type SeedConfig = Pick<Config, 'seedDemo' | 'mediaDir'> & Partial<Pick<Config, 'mediaS3'>>

/**
 * Seeds a database that has no site yet; a second start finds the site and keeps everything as it
 * is. Returns whether it seeded. All of it is one transaction: a start killed halfway leaves no
 * site row, so the next start seeds again from the beginning. Media files written before the kill
 * stay on disk; they are named by content hash, so the next seed writes the same files again.
 */
export async function seedIfEmpty(db: Db, config: SeedConfig): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`)
    const [{ count } = { count: 0 }] = await tx.select({ count: sql<number>`count(*)::int` }).from(sites)
    if (count > 0) return false
    await seedAll(tx, config)
    return true
  })
}

async function seedAll(db: Db, config: SeedConfig): Promise<void> {
  const storage = mediaStorageFor(config)
  const started = performance.now()
  const phases: Record<string, number> = {}
  const timed = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    log.debug('seed phase', { phase: name })
    const phaseStarted = performance.now()
    const result = await work()
    phases[name] = Math.round(performance.now() - phaseStarted)
    return result
  }
  const site = await timed('base', () => seedBase(db, { siteName: config.seedDemo ? 'Vrtovi Save' : 'Izlog' }))
  if (config.seedDemo) {
    const media = await timed('content', () => seedDemo(db, { siteId: site.id, mediaDir: config.mediaDir, storage }))
    const coverIds = {
      heroDay: media.heroDay.id,
      heroDusk: media.heroDusk.id,
      riverside: media.riverside.id,
      night: media.night.id,
      interior: media.interiors[0]?.id,
    }
    await timed('blog', () => seedBlog(db, { siteId: site.id, coverIds }))
    await timed('events', () => seedEvents(db, { siteId: site.id }))
    await timed('shop', () => seedShop(db, { siteId: site.id, mediaDir: config.mediaDir, storage }))
    await timed('cart', () => seedCartDemo(db, { siteId: site.id, mediaDir: config.mediaDir, storage }))
    await timed('reviews', () => seedDemoReviews(db, { siteId: site.id }))
    await timed('checkout', () => seedCheckoutMethods(db, { siteId: site.id }))
    await timed('forms', () => seedDemoForms(db, { siteId: site.id }))
    await timed('consents', () => seedDemoConsentAssignments(db, site.id))
  }
  await timed('order mail', () => seedOrderMailTemplates(db, site.id))
  await timed('community', () => seedCommunityTemplates(db, { siteId: site.id }))
  await timed('form mail', () => seedFormMailTemplates(db, { siteId: site.id }))
  await timed('users', () => seedUsers(db, { demo: config.seedDemo, adminPassword: process.env.SEED_ADMIN_PASSWORD }))
  if (config.seedDemo) await timed('orders', () => seedDemoOrders(db, { siteId: site.id }))
  log.info('seeded', { demo: config.seedDemo, ms: Math.round(performance.now() - started), ...phases })
}
