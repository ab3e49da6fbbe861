import { and, asc, count, desc, eq, gt, ilike, type SQL } from 'drizzle-orm'
import { pageOffset, type AdminPage } from '../../common/admin/paging'
import type { NewsletterAdminQuery } from '../../common/community/schemas'
import { containsPattern } from '../db/like-pattern'
import { pathFor } from '../../common/i18n/paths'
import { isLocale, type Locale } from '../../common/i18n/locales'
import { hashToken, randomToken } from '../auth/tokens'
import type { Db } from '../db/client'
import { newsletterSubscribers } from '../db/schema'
import { acceptConsents } from '../gdpr'
import { enqueueEmail } from '../outbox/enqueue'

/** A confirmation link lasts a week; asking again sends a fresh one. */
const CONFIRM_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect

/** What the consent log keeps of a sign-up: the versions ticked, the member if logged in, the request. */
export interface NewsletterConsent {
  acceptedIds: number[]
  userId: number | null
  ip: string | null
  userAgent: string | null
}

/** Links in newsletter e-mails: confirm (double opt-in) and unsubscribe. */
export function newsletterLinks(origin: string, input: { confirmToken?: string; unsubscribeToken: string }) {
  const api = `${origin}/api/v1/marketing/newsletter`
  return {
    confirmUrl: input.confirmToken ? `${api}/confirm?token=${input.confirmToken}` : null,
    unsubscribeUrl: `${api}/unsubscribe?token=${input.unsubscribeToken}`,
  }
}

/**
 * §7 marketing newsletter/subscribe with double opt-in: one row per address, a confirmation e-mail
 * through the outbox in the same transaction. A confirmed address is left as it is and gets no
 * mail; the caller answers the same either way, so the call does not reveal who subscribes.
 */
export async function subscribeToNewsletter(
  db: Db,
  input: { siteId: number; email: string; locale: Locale; origin: string; consent: NewsletterConsent },
): Promise<{ status: 'pending' | 'confirmed' }> {
  return db.transaction(async (tx) => {
    // The newsletter's assigned consents: a missing required one subscribes nothing (400).
    await acceptConsents(tx, {
      siteId: input.siteId,
      assignedTo: 'newsletter',
      acceptedIds: input.consent.acceptedIds,
      sourceType: 'newsletter',
      user: { userId: input.consent.userId, email: input.email },
      locale: input.locale,
      ip: input.consent.ip,
      userAgent: input.consent.userAgent,
    })
    const [existing] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(and(eq(newsletterSubscribers.siteId, input.siteId), eq(newsletterSubscribers.email, input.email)))
      .for('update')
    if (existing?.status === 'confirmed') return { status: 'confirmed' as const }
    const confirmToken = randomToken()
    const confirmTokenHash = hashToken(confirmToken)
    const values = {
      locale: input.locale,
      status: 'pending',
      confirmTokenHash,
      confirmTokenExpiresAt: new Date(Date.now() + CONFIRM_LIFETIME_MS),
      unsubscribedAt: null,
    }
    const [row] = existing
      ? await tx.update(newsletterSubscribers).set(values).where(eq(newsletterSubscribers.id, existing.id)).returning()
      : await tx
          .insert(newsletterSubscribers)
          .values({ siteId: input.siteId, email: input.email, unsubscribeToken: randomToken(), ...values })
          .onConflictDoUpdate({ target: [newsletterSubscribers.siteId, newsletterSubscribers.email], set: values })
          .returning()
    if (!row) throw new Error('newsletter subscriber upsert returned nothing')
    const links = newsletterLinks(input.origin, { confirmToken, unsubscribeToken: row.unsubscribeToken })
    await enqueueEmail(tx, {
      siteId: input.siteId,
      dedupeKey: `newsletter.confirm:${row.id}:${confirmTokenHash.slice(0, 24)}`,
      email: {
        template: 'newsletter.confirm',
        locale: input.locale,
        to: input.email,
        vars: { confirmUrl: links.confirmUrl, unsubscribeUrl: links.unsubscribeUrl },
      },
    })
    return { status: 'pending' as const }
  })
}

/** The confirmation link: a valid, unexpired token confirms the address once. */
export async function confirmNewsletterSubscription(db: Db, input: { token: string }): Promise<SubscriberRow | null> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ status: 'confirmed', confirmedAt: new Date(), confirmTokenHash: null, confirmTokenExpiresAt: null })
    .where(
      and(
        eq(newsletterSubscribers.confirmTokenHash, hashToken(input.token)),
        gt(newsletterSubscribers.confirmTokenExpiresAt, new Date()),
      ),
    )
    .returning()
  return row ?? null
}

/** The unsubscribe link of every newsletter e-mail. */
export async function unsubscribeFromNewsletter(db: Db, input: { token: string }): Promise<SubscriberRow | null> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', unsubscribedAt: new Date(), confirmTokenHash: null, confirmTokenExpiresAt: null })
    .where(eq(newsletterSubscribers.unsubscribeToken, input.token))
    .returning()
  return row ?? null
}

/** A withdrawn newsletter consent (profile, Art. 7(3)) ends the subscription of that address on the site. */
export async function unsubscribeEmail(db: Db, input: { siteId: number; email: string }): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', unsubscribedAt: new Date(), confirmTokenHash: null, confirmTokenExpiresAt: null })
    .where(and(eq(newsletterSubscribers.siteId, input.siteId), eq(newsletterSubscribers.email, input.email.toLowerCase())))
    .returning({ id: newsletterSubscribers.id })
  return rows.length > 0
}

/** One page of subscribers for the back office, filtered by status and address. */
export async function pageSubscribers(db: Db, input: { siteId: number; query: NewsletterAdminQuery }): Promise<AdminPage<SubscriberRow>> {
  const { query } = input
  const conditions: SQL[] = [eq(newsletterSubscribers.siteId, input.siteId)]
  if (query.status) conditions.push(eq(newsletterSubscribers.status, query.status))
  if (query.q) conditions.push(ilike(newsletterSubscribers.email, containsPattern(query.q)))
  const where = and(...conditions)
  const [items, [total]] = await Promise.all([
    db.select().from(newsletterSubscribers).where(where).orderBy(desc(newsletterSubscribers.id)).limit(query.perPage).offset(pageOffset(query)),
    db.select({ value: count() }).from(newsletterSubscribers).where(where),
  ])
  return { items, page: query.page, perPage: query.perPage, total: total?.value ?? 0 }
}

export function listSubscribers(db: Db, input: { siteId: number }): Promise<SubscriberRow[]> {
  return db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.siteId, input.siteId)).orderBy(asc(newsletterSubscribers.id))
}

/**
 * Where a link from a newsletter e-mail lands: the §4 confirm-email page with a message goal
 * (a catalogue key the page translates, never text from the URL).
 */
export function confirmPageUrl(input: { locale: string; goal: string; confirmedEmail?: string }): string {
  const locale: Locale = isLocale(input.locale) ? input.locale : 'hr'
  const query = new URLSearchParams({ goalType: 'message', goal: input.goal, confirmedEmail: input.confirmedEmail ?? 'false' })
  return `${pathFor('confirmEmail', locale)}?${query.toString()}`
}
