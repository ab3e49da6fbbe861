import { z } from '../validation/z'
import { dbIdSchema } from '../validation/numbers'
import { assignedToSchema } from './consents'
import { consentCategories } from './cookie-consent'

export const consentSourceTypes = ['cookieBanner', 'registration', 'checkout', 'form', 'newsletter'] as const
export type ConsentSourceType = (typeof consentSourceTypes)[number]

/**
 * §7 `gdpr/web/consent/log/create`: status accepted, statusTimestamp, sourceType, consents, user
 * (userType webUser, optional email). `textVersion` names the wording the visitor saw. A form's
 * consents name the place (`assignedTo`) and the accepted versions (`acceptedConsents`, version
 * ids): the server checks the required ones and logs each version (ADR 020).
 */
export const consentLogPayloadSchema = z
  .object({
    status: z.literal('accepted'),
    statusTimestamp: z.iso.datetime({ offset: true }),
    sourceType: z.enum(consentSourceTypes),
    consents: z.array(z.string().trim().min(1).max(100)).min(1).max(50),
    textVersion: z
      .string()
      .regex(/^[a-f0-9]{8,64}$/, 'validation.invalid')
      .optional(),
    user: z.object({
      userType: z.literal('webUser'),
      email: z.email().max(254).optional(),
    }),
    assignedTo: assignedToSchema.optional(),
    acceptedConsents: z.array(dbIdSchema).max(100).optional(),
  })
  .superRefine((payload, ctx) => {
    if ((payload.assignedTo === undefined) !== (payload.acceptedConsents === undefined)) {
      ctx.addIssue({ code: 'custom', path: [payload.assignedTo ? 'acceptedConsents' : 'assignedTo'], message: 'validation.required' })
    }
    if (payload.sourceType !== 'cookieBanner') return
    // The banner logs cookie categories; necessary ones are always part of the choice.
    const known = consentCategories as readonly string[]
    if (payload.consents.some((consent) => !known.includes(consent)) || !payload.consents.includes('necessary')) {
      ctx.addIssue({ code: 'custom', path: ['consents'], message: 'validation.invalid' })
    }
    if (!payload.textVersion) ctx.addIssue({ code: 'custom', path: ['textVersion'], message: 'validation.required' })
  })

export type ConsentLogPayload = z.infer<typeof consentLogPayloadSchema>

export { CONSENT_LOG_PATH } from './cookie-consent'
