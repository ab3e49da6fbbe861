import { eq } from 'drizzle-orm'
import type { Locale } from '../../common/i18n/locales'
import { pathFor } from '../../common/i18n/paths'
import type { ChangePasswordInput, ProfileUpdateInput, RegisterInput } from '../../common/users/schemas'
import type { UserView } from '../../common/users/user-view'
import { assertStrongPassword, hashPassword, verifyPassword } from '../auth/passwords'
import { revokeUserSessions } from '../auth/session-service'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { addresses, users } from '../db/schema'
import { acceptConsents } from '../gdpr'
import { ApiError } from '../http/api-error'
import { accountMail } from '../mail/account-mails'
import { sendMail } from '../mail/mailer'
import { listAddresses } from './address-service'
import { assertCardUsable, claimMemberCard } from './members-service'
import { issueUserToken } from './user-tokens'

export interface AccountDeps {
  db: Db
  config: Config
}

/** Where links in e-mails point: the site's trusted origin (server/site/site-origin.ts), never a raw Host. */
export interface MailContext {
  origin: string
  locale: Locale
  /** The site whose e-mail texts apply (its template overrides). */
  siteId: number
}

type UserRow = typeof users.$inferSelect

export function toUserView(row: UserRow, addressList: UserView['addresses'] = []): UserView {
  return {
    id: row.id,
    email: row.email,
    details: { firstName: row.firstName, lastName: row.lastName },
    memberCardBarcode: row.memberCardBarcode,
    isBackofficeUser: row.isBackofficeUser,
    scope: row.scopes,
    company: { name: row.companyName, address: row.companyAddress },
    addresses: addressList,
    verified: Boolean(row.verifiedAt),
  }
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1)
  return row ?? null
}

/** The user's own profile with addresses (§7 GET user/web/profile). */
export async function getUserView(db: Db, userId: number): Promise<UserView> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1)
  if (!row) throw ApiError.notFound('USER_NOT_FOUND')
  return toUserView(row, await listAddresses(db, userId))
}

/** Sends (again) the verification e-mail with a fresh one-time link. */
export async function sendVerificationMail(deps: AccountDeps, user: { id: number; email: string }, mail: MailContext) {
  const token = await issueUserToken(deps.db, { userId: user.id, purpose: 'verify-email' })
  const link = `${mail.origin}${pathFor('login', mail.locale)}?verificationToken=${token}`
  await sendMail(deps.config, await accountMail(deps.db, { siteId: mail.siteId, key: 'account.verify', locale: mail.locale, to: user.email, link, origin: mail.origin, mailFrom: deps.config.mailFrom }))
}

/**
 * §4 registration: member barcode first, then the account (and in addresses mode its addresses),
 * then the verification e-mail. The account cannot log in until the link is opened.
 */
/** Where a registration happened: the site whose registration consents apply, and the request facts the consent log keeps. */
export interface RegistrationOrigin {
  siteId: number
  ip: string | null
  userAgent: string | null
}

export async function registerUser(
  deps: AccountDeps,
  input: RegisterInput,
  mail: MailContext,
  origin: RegistrationOrigin,
): Promise<{ user: UserView; verificationToken: true }> {
  const { db } = deps
  if (input.memberCardBarcode) await assertCardUsable(db, { barcode: input.memberCardBarcode, userId: null })
  assertStrongPassword(input.password)
  if (await findUserByEmail(db, input.email)) throw new ApiError(409, 'user-already-exists', 'account.userAlreadyExists')
  const passwordHash = await hashPassword(input.password)
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        firstName: input.details.firstName,
        lastName: input.details.lastName,
        memberCardBarcode: input.memberCardBarcode ?? null,
      })
      .onConflictDoNothing({ target: users.email })
      .returning()
    if (!row) throw new ApiError(409, 'user-already-exists', 'account.userAlreadyExists')
    if (input.memberCardBarcode) await claimMemberCard(tx, { barcode: input.memberCardBarcode, userId: row.id })
    for (const address of input.addresses ?? []) {
      const { companyOIB, ...fields } = address
      await tx.insert(addresses).values({ userId: row.id, ...fields, companyOib: companyOIB ?? null })
    }
    // The registration's assigned consents: a missing required one refuses the whole registration.
    await acceptConsents(tx, {
      ...origin,
      assignedTo: 'registration',
      acceptedIds: input.acceptedConsents,
      sourceType: 'registration',
      user: { userId: row.id, email: row.email },
      locale: mail.locale,
    })
    return row
  })
  await sendVerificationMail(deps, created, mail)
  return { user: await getUserView(db, created.id), verificationToken: true }
}

/** §7 PATCH web/update. A new e-mail address must be free and is verified again. */
export async function updateProfile(
  deps: AccountDeps,
  input: { userId: number; changes: ProfileUpdateInput },
  mail: MailContext,
): Promise<UserView> {
  const { db } = deps
  const { changes } = input
  const [current] = await db.select().from(users).where(eq(users.id, input.userId)).limit(1)
  if (!current) throw ApiError.notFound('USER_NOT_FOUND')
  const emailChanged = changes.email !== current.email
  if (emailChanged && (await findUserByEmail(db, changes.email))) {
    throw new ApiError(409, 'user-already-exists', 'account.userAlreadyExists')
  }
  // A new card is checked and becomes this account's; null clears the profile's card.
  const card = changes.memberCardBarcode
  if (card && card !== current.memberCardBarcode) await claimMemberCard(db, { barcode: card, userId: current.id })
  const [row] = await db
    .update(users)
    .set({
      firstName: changes.details.firstName,
      lastName: changes.details.lastName,
      email: changes.email,
      ...(changes.memberCardBarcode !== undefined ? { memberCardBarcode: changes.memberCardBarcode } : {}),
      ...(emailChanged ? { verifiedAt: null } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, input.userId))
    .returning()
  if (!row) throw ApiError.notFound('USER_NOT_FOUND')
  if (emailChanged) await sendVerificationMail(deps, row, mail)
  return getUserView(db, row.id)
}

/** §7 password/reset: the old password proves it is the owner; every other session ends. */
export async function changePassword(
  deps: AccountDeps,
  input: { userId: number; sessionId: string; change: ChangePasswordInput },
): Promise<void> {
  const { db } = deps
  const [row] = await db.select().from(users).where(eq(users.id, input.userId)).limit(1)
  if (!row) throw ApiError.notFound('USER_NOT_FOUND')
  if (!(await verifyPassword(row.passwordHash, input.change.oldPassword))) {
    throw new ApiError(400, 'old-password-incorrect', 'account.oldPasswordIncorrect')
  }
  assertStrongPassword(input.change.newPassword)
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.change.newPassword), updatedAt: new Date() })
    .where(eq(users.id, row.id))
  await revokeUserSessions(db, { userId: row.id, exceptSessionId: input.sessionId, reason: 'password-changed' })
}

/** Creates an account directly (seed, `npm run user:create`): verified, optionally backoffice. */
export async function createUser(
  db: Db,
  input: { email: string; password: string; firstName: string; lastName: string; isBackofficeUser?: boolean; scopes?: string[] },
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      email: input.email.trim().toLowerCase(),
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName,
      lastName: input.lastName,
      isBackofficeUser: input.isBackofficeUser ?? false,
      scopes: input.scopes ?? [],
      verifiedAt: new Date(),
    })
    .returning()
  if (!row) throw new Error('user insert returned nothing')
  return row
}
