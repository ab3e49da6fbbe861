import { dbIdSchema } from '../validation/numbers'
import { z } from '../validation/z'

/** Where consents are asked for (§3 consent assignment `assigned_to`); a form is `form:<id>`. */
export const assignedToSchema = z
  .string()
  .trim()
  .regex(/^(checkout|registration|newsletter|form:[1-9][0-9]{0,9})$/, 'validation.invalid')
export type AssignedTo = z.output<typeof assignedToSchema>

/** §9: consent lists are at most 100 long. */
export const CONSENT_LIST_LIMIT = 100
/** §7/§9: the backoffice consent filter pages by 50. */
export const CONSENT_PAGE_SIZE = 50

/** A consent text as a place shows it: `id` is the version's id, the one a visitor accepts. */
export interface AssignedConsent {
  id: number
  consentId: number
  uniqueNumber: string
  displayName: string
  text: string
  version: number
  required: boolean
}

/** §7 POST gdpr/web/consent/filter (forWeb, limit 100): the consents a place asks for. */
export const webConsentFilterSchema = z.object({
  forWeb: z.boolean().default(true),
  assignedTo: assignedToSchema.optional(),
  assigned_to: assignedToSchema.optional(),
  limit: z.number().int().min(1).max(CONSENT_LIST_LIMIT).default(CONSENT_LIST_LIMIT),
})

const consentWording = z.string().trim().min(1).max(5000)

/** Create a consent, or edit it: a changed text becomes a new version (the old one stays for the logs). */
export const consentTextSaveSchema = z.object({
  id: dbIdSchema.optional(),
  uniqueNumber: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[\p{L}\p{N}._-]+$/u, 'validation.invalid'),
  displayName: z.string().trim().min(1).max(200),
  text: z.object({ hr: consentWording, en: consentWording.optional(), de: consentWording.optional() }),
})
export type ConsentTextSaveInput = z.output<typeof consentTextSaveSchema>

/** §7 cms/consent/create: which consents a place asks for and which are required. */
export const consentAssignmentSchema = z
  .object({
    assigned_to: assignedToSchema,
    consents: z.array(dbIdSchema).max(CONSENT_LIST_LIMIT),
    requiredConsents: z.array(dbIdSchema).max(CONSENT_LIST_LIMIT).default([]),
  })
  .refine((value) => value.requiredConsents.every((id) => value.consents.includes(id)), {
    path: ['requiredConsents'],
    message: 'gdpr.requiredNotAssigned',
  })
export type ConsentAssignmentInput = z.output<typeof consentAssignmentSchema>

/** §7 cms/consent/filter (perPage 50). */
export const consentFilterSchema = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  perPage: z.number().int().min(1).max(CONSENT_PAGE_SIZE).default(CONSENT_PAGE_SIZE),
  assignedTo: assignedToSchema.optional(),
})

/** The member withdraws one consent they gave (the consent, not one version: every version goes). */
export const consentWithdrawSchema = z.object({ consentId: dbIdSchema })

/** Art. 17 erasure, confirmed by typing the confirmation word of the member's language. */
export const accountDeletionSchema = z.object({ confirmation: z.string().trim().min(1).max(50) })

/** A consent the member gave, as the profile lists it. */
export interface MemberConsent {
  consentId: number
  versionId: number
  uniqueNumber: string
  displayName: string
  text: string
  version: number
  status: 'accepted' | 'withdrawn'
  sourceType: string
  acceptedAt: string
  withdrawnAt: string | null
}

/** The consent log's statuses (§7 consent log). */
export const consentLogStatuses = ['accepted', 'withdrawn'] as const

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalid')

/** /admin/consent/{slug}: filters of one consent's log (empty means any); paging as every admin list. */
export const consentLogFilterSchema = z.object({
  from: isoDay.optional(),
  to: isoDay.optional(),
  version: z.coerce.number().int().min(1).max(100_000).optional(),
  status: z.enum(consentLogStatuses).optional(),
  email: z.string().trim().min(1).max(254).optional(),
})
export type ConsentLogFilter = z.output<typeof consentLogFilterSchema>

/** One row of a consent's log as the back office lists and exports it. */
export interface ConsentLogRow {
  id: number
  createdAt: string
  status: string
  version: number
  sourceType: string
  email: string | null
  userId: number | null
  locale: string
  ipTruncated: string | null
}

/** Where one consent is asked for and whether it is required there (the consent's edit form). */
export const consentPlacesSchema = z.object({
  places: z
    .array(z.object({ assignedTo: assignedToSchema, required: z.boolean().default(false) }))
    .max(CONSENT_LIST_LIMIT)
    .refine((places) => new Set(places.map((place) => place.assignedTo)).size === places.length, 'validation.invalid'),
})
export type ConsentPlacesInput = z.output<typeof consentPlacesSchema>
