import { z } from 'zod'
import { paginationSchema } from '../catalog/product-card-schema'
import type { ConsentAdminView, ConsentAssignmentView, ConsentText, ConsentVersionView } from './consent-admin-view'
import { consentLogStatuses, type AssignedConsent, type MemberConsent } from './consents'

/** The answer schemas of the consent calls, public and backoffice (the types stay the interfaces). */
export const assignedConsentSchema = z.object({
  id: z.number().int().describe('The version\'s id: the one a visitor accepts.'),
  consentId: z.number().int(),
  uniqueNumber: z.string(),
  displayName: z.string(),
  text: z.string(),
  version: z.number().int(),
  required: z.boolean(),
}) satisfies z.ZodType<AssignedConsent>

/** gdpr/web/consent/filter: the place asked about (null: every consent of the site) and its consents. */
export const webConsentListSchema = z.object({ assigned_to: z.string().nullable(), records: z.array(assignedConsentSchema) })

/** gdpr/web/consent/log/create: a place's accepted versions, or the one logged row (the cookie banner). */
export const consentLogAnswerSchema = z.union([
  z.object({ status: z.literal('accepted'), consents: z.array(z.string()).describe('The accepted consents\' unique numbers.'), versions: z.array(z.number().int()) }),
  z.object({ id: z.number().int(), status: z.literal('accepted'), statusTimestamp: z.string(), consents: z.array(z.string()) }),
])

export const memberConsentSchema = z.object({
  consentId: z.number().int(),
  versionId: z.number().int(),
  uniqueNumber: z.string(),
  displayName: z.string(),
  text: z.string(),
  version: z.number().int(),
  status: z.enum(consentLogStatuses),
  sourceType: z.string(),
  acceptedAt: z.string(),
  withdrawnAt: z.string().nullable(),
}) satisfies z.ZodType<MemberConsent>

const consentTextSchema = z.object({ hr: z.string(), en: z.string().optional(), de: z.string().optional() }) satisfies z.ZodType<ConsentText>

const consentVersionViewSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  text: consentTextSchema,
  createdAt: z.string(),
}) satisfies z.ZodType<ConsentVersionView>

export const consentAdminViewSchema = z.object({
  id: z.number().int(),
  uniqueNumber: z.string(),
  displayName: z.string(),
  current: consentVersionViewSchema,
  versions: z.array(consentVersionViewSchema).describe('Newest first.'),
  assignedTo: z.array(z.object({ assigned_to: z.string(), required: z.boolean() })),
}) satisfies z.ZodType<ConsentAdminView>

export const consentAdminListSchema = z.object({ records: z.array(consentAdminViewSchema), pagination: paginationSchema })

export const consentAssignmentViewSchema = z.object({
  id: z.number().int(),
  assigned_to: z.string(),
  consents: z.array(z.number().int()),
  requiredConsents: z.array(z.number().int()),
}) satisfies z.ZodType<ConsentAssignmentView>
