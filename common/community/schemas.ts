import { z } from '../validation/z'
import { emailField } from '../users/schemas'
import { locales } from '../i18n/locales'
import { dbIdSchema } from '../validation/numbers'
import { COMMENT_BODY_MAX, COMMENT_NAME_MAX } from './limits'
import { adminPagingSchema } from '../admin/paging'
import { storeParamSchema } from '../site/store'

/**
 * One zod schema per community payload (§7 comment, marketing newsletter, redirect), shared by the
 * forms, the API and the services. Catalogue keys as custom messages are translated on the way out.
 */

export { COMMENT_BODY_MAX, COMMENT_NAME_MAX }
const id = z.coerce.number().int().positive().max(2_147_483_647)

export const commentTargetTypes = ['product', 'post'] as const
export type CommentTargetType = (typeof commentTargetTypes)[number]

/** A honeypot field bots fill in and people never see; anything in it is refused as spam. */
const honeypot = z.string().max(200).optional()

/**
 * §5 "rating requires comment and vice versa; 5 stars": a product review needs 1–5 stars and a
 * text, a post comment a text and no rating.
 */
export const commentCreateSchema = z
  .object({
    targetType: z.enum(commentTargetTypes),
    targetId: id,
    comment: z.string().trim().min(1).max(COMMENT_BODY_MAX),
    rating: z.coerce.number().int().min(1, 'community.ratingRequired').max(5).nullish(),
    /** A guest's name, where the site lets guests comment (loggedUsersOnly off). */
    name: z.string().trim().max(COMMENT_NAME_MAX).optional(),
    website: honeypot,
  })
  .superRefine((value, ctx) => {
    if (value.targetType === 'product' && !value.rating) {
      ctx.addIssue({ code: 'custom', path: ['rating'], message: 'community.ratingRequired' })
    }
    if (value.targetType === 'post' && value.rating) {
      ctx.addIssue({ code: 'custom', path: ['rating'], message: 'validation.invalid' })
    }
  })
export type CommentCreateInput = z.output<typeof commentCreateSchema>

export const commentUpdateSchema = z.object({
  id,
  comment: z.string().trim().min(1).max(COMMENT_BODY_MAX),
  rating: z.coerce.number().int().min(1, 'community.ratingRequired').max(5).nullish(),
})
export type CommentUpdateInput = z.output<typeof commentUpdateSchema>

export const commentFilterSchema = z.object({
  targetType: z.enum(commentTargetTypes),
  targetId: id,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(20),
})

export const commentTargetSchema = z.object({ targetType: z.enum(commentTargetTypes), targetId: id })

/** §7 comment options of a store (`store_id`, 0 or absent = the site's default store). */
export const commentOptionsQuerySchema = z.object({ store_id: storeParamSchema.optional() })

export const commentModerationSchema = z.object({ id, decision: z.enum(['approve', 'reject']) })

/** §7 marketing newsletter/subscribe. */
export const newsletterSubscribeSchema = z.object({
  email: emailField,
  language: z.enum(locales).optional(),
  website: honeypot,
  /** Version ids of the newsletter's assigned consents the visitor ticked (server/gdpr, ADR 020). */
  acceptedConsents: z.array(dbIdSchema).max(100).default([]),
})

export const newsletterTokenSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) })

export const REDIRECT_PATH_MAX = 300

/** A backoffice redirect: from a site path to a site path or an absolute URL on the site's domains. */
export const redirectCreateSchema = z.object({
  fromPath: z.string().trim().min(1).max(REDIRECT_PATH_MAX).startsWith('/', 'community.redirectFromPath'),
  toTarget: z.string().trim().min(1).max(2000),
  statusCode: z.coerce.number().pipe(z.union([z.literal(301), z.literal(302)])).default(301),
})
export type RedirectCreateInput = z.output<typeof redirectCreateSchema>

export const newsletterStatuses = ['pending', 'confirmed', 'unsubscribed'] as const

/** The back office's newsletter list: status filter and address search, server-paged. */
export const newsletterAdminQuerySchema = adminPagingSchema.extend({
  status: z.enum(newsletterStatuses).optional().catch(undefined),
  q: z.string().trim().max(254).optional().catch(undefined),
})

export type NewsletterAdminQuery = z.infer<typeof newsletterAdminQuerySchema>

/** The redirects page's two lists, each paged on its own (`page` for redirects, `failedPage` for 404s). */
export const redirectListQuerySchema = z.object({
  page: adminPagingSchema.shape.page,
  failedPage: adminPagingSchema.shape.page,
})

export type RedirectListQuery = z.infer<typeof redirectListQuerySchema>

/** Rows per page of each list on the redirects page. */
export const REDIRECTS_PER_PAGE = 25
