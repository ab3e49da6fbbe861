import { z } from '../validation/z'
import { assignedToSchema, type AssignedConsent } from '../consent/consents'
import { formFieldTypes, type FormFieldView, type FormView } from './definition'

export const assignedConsentSchema = z.object({
  id: z.number().int(),
  consentId: z.number().int(),
  uniqueNumber: z.string(),
  displayName: z.string(),
  text: z.string(),
  version: z.number().int(),
  required: z.boolean(),
}) satisfies z.ZodType<AssignedConsent>

const formFieldViewSchema = z.object({
  type: z.enum(formFieldTypes),
  name: z.string(),
  label: z.string(),
  required: z.boolean(),
  valueType: z.enum(['text', 'number']),
  options: z.array(z.object({ value: z.string(), label: z.string(), swatch: z.string().optional() })),
  min: z.number().optional(),
  max: z.number().optional(),
  maxLength: z.number().int(),
}) satisfies z.ZodType<FormFieldView>

export const formViewSchema = z.object({
  id: z.number().int(),
  handle: z.string(),
  title: z.string(),
  fields: z.array(formFieldViewSchema),
  requiresEmailConfirmation: z.boolean(),
  consentAssignment: assignedToSchema,
  consents: z.array(assignedConsentSchema),
  recaptcha: z.object({ siteKey: z.string(), version: z.literal(2), size: z.literal('invisible') }).nullable(),
}) satisfies z.ZodType<FormView>
