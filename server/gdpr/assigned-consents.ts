import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { AssignedConsent, AssignedTo } from '../../common/consent/consents'
import type { Locale } from '../../common/i18n/locales'
import type { Db } from '../db/client'
import { consentAssignments, consentLogs, consents, consentVersions, type ConsentText } from '../db/schema'
import { ApiError } from '../http/api-error'
import { truncateIp } from './truncate-ip'

/** Who gave a consent: the member when logged in, else just the e-mail a form carried (or nobody). */
export interface ConsentSubject {
  userId: number | null
  email: string | null
}

export interface AcceptConsentsInput {
  siteId: number
  assignedTo: AssignedTo
  /** Version ids the visitor ticked (`AssignedConsent.id`); ids the place does not offer are ignored. */
  acceptedIds: readonly number[]
  /** checkout, registration, newsletter, form … (stored as given). */
  sourceType: string
  user: ConsentSubject | null
  locale: Locale
  /** The client address; only its truncated form is stored (the privacy policy's rule). */
  ip: string | null
  userAgent: string | null
}

export function consentTextIn(text: ConsentText, locale: Locale): string {
  return text[locale] ?? text.hr
}

/** The newest version id of each consent, as a subquery. */
function latestVersions(db: Db) {
  return db
    .select({ consentId: consentVersions.consentId, version: sql<number>`max(${consentVersions.version})`.as('latest') })
    .from(consentVersions)
    .groupBy(consentVersions.consentId)
    .as('latest_versions')
}

/**
 * The consents a place asks for (§3 assignment), in its order, each in its newest wording: `id` is
 * that version's id — what the form sends back as accepted. An unassigned place asks for nothing.
 */
export async function assignedConsents(db: Db, input: { siteId: number; assignedTo: AssignedTo; locale: Locale }): Promise<AssignedConsent[]> {
  const [assignment] = await db
    .select()
    .from(consentAssignments)
    .where(and(eq(consentAssignments.siteId, input.siteId), eq(consentAssignments.assignedTo, input.assignedTo)))
  if (!assignment || assignment.consents.length === 0) return []
  const latest = latestVersions(db)
  const rows = await db
    .select({ consent: consents, version: consentVersions })
    .from(consents)
    .innerJoin(latest, eq(latest.consentId, consents.id))
    .innerJoin(consentVersions, and(eq(consentVersions.consentId, consents.id), eq(consentVersions.version, latest.version)))
    .where(and(eq(consents.siteId, input.siteId), inArray(consents.id, assignment.consents)))
    .orderBy(asc(consents.id))
  const byId = new Map(rows.map((row) => [row.consent.id, row]))
  return assignment.consents.flatMap((consentId) => {
    const row = byId.get(consentId)
    if (!row) return []
    return [
      {
        id: row.version.id,
        consentId,
        uniqueNumber: row.consent.uniqueNumber,
        displayName: row.consent.displayName,
        text: consentTextIn(row.version.text, input.locale),
        version: row.version.version,
        required: assignment.requiredConsents.includes(consentId),
      },
    ]
  })
}

/** The required consents whose shown version is not among the accepted ids (an older version does not count). */
export function missingRequiredConsents(offered: readonly AssignedConsent[], acceptedIds: readonly number[]): AssignedConsent[] {
  return offered.filter((consent) => consent.required && !acceptedIds.includes(consent.id))
}

/** §5 "required consents must all be accepted": a 400 with the catalogue message, one field per missing consent. */
export function consentRequiredError(missing: readonly AssignedConsent[]): ApiError {
  return new ApiError(
    400,
    'CONSENT_REQUIRED',
    'core.notifications.consentRequired',
    undefined,
    Object.fromEntries(missing.map((consent) => [`acceptedConsents.${consent.id}`, 'core.notifications.consentRequired'])),
  )
}

/**
 * Writes one `accepted` log row per offered consent the visitor ticked, without checking required
 * ones (the caller has: e.g. the order, whose steps checked them). Returns the consents logged.
 */
export async function logConsentAcceptance(db: Db, input: AcceptConsentsInput & { offered?: AssignedConsent[] }): Promise<AssignedConsent[]> {
  const offered = input.offered ?? (await assignedConsents(db, input))
  const accepted = offered.filter((consent) => input.acceptedIds.includes(consent.id))
  if (accepted.length === 0) return []
  const now = new Date()
  await db.insert(consentLogs).values(
    accepted.map((consent) => ({
      siteId: input.siteId,
      status: 'accepted',
      statusTimestamp: now,
      sourceType: input.sourceType,
      consents: [consent.uniqueNumber],
      consentVersionId: consent.id,
      userId: input.user?.userId ?? null,
      userType: 'webUser',
      email: input.user?.email?.toLowerCase() ?? null,
      locale: input.locale,
      ipTruncated: truncateIp(input.ip),
      userAgent: input.userAgent?.slice(0, 500) ?? null,
    })),
  )
  return accepted
}

/**
 * The one call a place makes when its form is sent: refuses (400 `core.notifications.consentRequired`)
 * when a required consent of the place is missing, else logs every accepted one. Call it inside the
 * transaction that stores the form, so a refused consent stores nothing.
 */
export async function acceptConsents(db: Db, input: AcceptConsentsInput): Promise<AssignedConsent[]> {
  const offered = await assignedConsents(db, input)
  const missing = missingRequiredConsents(offered, input.acceptedIds)
  if (missing.length) throw consentRequiredError(missing)
  return logConsentAcceptance(db, { ...input, offered })
}
