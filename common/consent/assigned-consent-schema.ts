import { z } from '../validation/z'
import type { AssignedConsent } from './consents'

/** A consent text as a place (checkout, registration, newsletter, a form) asks for it. */
export const assignedConsentSchema = z.object({
  id: z.number().int(),
  consentId: z.number().int(),
  uniqueNumber: z.string(),
  displayName: z.string(),
  text: z.string(),
  version: z.number().int(),
  required: z.boolean(),
}) satisfies z.ZodType<AssignedConsent>
