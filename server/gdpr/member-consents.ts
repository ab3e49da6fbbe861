import { and, asc, eq, isNotNull } from 'drizzle-orm'
import type { MemberConsent } from '../../common/consent/consents'
import type { Locale } from '../../common/i18n/locales'
import type { Db } from '../db/client'
import { consentLogs, consents, consentVersions } from '../db/schema'
import { ApiError } from '../http/api-error'
import { consentTextIn } from './assigned-consents'

/**
 * The consents a member gave, one per consent: the newest log row decides whether it stands or was
 * withdrawn; the version shown is the one last accepted (the log is append-only, so history stays).
 */
export async function listMemberConsents(db: Db, input: { siteId: number; userId: number; locale: Locale }): Promise<MemberConsent[]> {
  const rows = await db
    .select({ log: consentLogs, version: consentVersions, consent: consents })
    .from(consentLogs)
    .innerJoin(consentVersions, eq(consentVersions.id, consentLogs.consentVersionId))
    .innerJoin(consents, eq(consents.id, consentVersions.consentId))
    .where(and(eq(consentLogs.siteId, input.siteId), eq(consentLogs.userId, input.userId), isNotNull(consentLogs.consentVersionId)))
    .orderBy(asc(consentLogs.createdAt), asc(consentLogs.id))
  const byConsent = new Map<number, MemberConsent>()
  for (const { log, version, consent } of rows) {
    const previous = byConsent.get(consent.id)
    if (log.status === 'withdrawn') {
      if (previous) byConsent.set(consent.id, { ...previous, status: 'withdrawn', withdrawnAt: log.createdAt.toISOString() })
      continue
    }
    byConsent.set(consent.id, {
      consentId: consent.id,
      versionId: version.id,
      uniqueNumber: consent.uniqueNumber,
      displayName: consent.displayName,
      text: consentTextIn(version.text, input.locale),
      version: version.version,
      status: 'accepted',
      sourceType: log.sourceType,
      acceptedAt: log.createdAt.toISOString(),
      withdrawnAt: null,
    })
  }
  return [...byConsent.values()].sort((a, b) => b.acceptedAt.localeCompare(a.acceptedAt) || a.consentId - b.consentId)
}

/**
 * Art. 7(3) withdrawal from the profile: a new `withdrawn` row for the version the member last
 * accepted (nothing is updated or deleted). 404 when the member never gave it; a second withdrawal
 * changes nothing.
 */
export async function withdrawConsent(
  db: Db,
  input: { siteId: number; userId: number; email: string; consentId: number; locale: Locale; userAgent: string | null },
): Promise<MemberConsent> {
  const own = await listMemberConsents(db, input)
  const given = own.find((consent) => consent.consentId === input.consentId)
  if (!given) throw new ApiError(404, 'CONSENT_NOT_FOUND', 'gdpr.consentNotFound')
  if (given.status === 'withdrawn') return given
  const now = new Date()
  await db.insert(consentLogs).values({
    siteId: input.siteId,
    status: 'withdrawn',
    statusTimestamp: now,
    sourceType: 'profile',
    consents: [given.uniqueNumber],
    consentVersionId: given.versionId,
    userId: input.userId,
    userType: 'webUser',
    email: input.email.toLowerCase(),
    locale: input.locale,
    ipTruncated: null,
    userAgent: input.userAgent?.slice(0, 500) ?? null,
  })
  return { ...given, status: 'withdrawn', withdrawnAt: now.toISOString() }
}
