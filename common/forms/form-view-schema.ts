import { z } from '../validation/z'
import { assignedConsentSchema } from '../consent/consent-view-schema'
import { assignedToSchema } from '../consent/consents'
import { paginationSchema } from '../catalog/product-card-schema'
import type { ListResult } from '../http/envelope'
import { formFieldTypes, type FormFieldView, type FormView } from './definition'

/** The answer schemas of the site's form calls (§7 form/filter, form/get, storeData, confirmEmail, contactAdmin). */

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

export const formListSchema = z.object({ records: z.array(formViewSchema), pagination: paginationSchema }) satisfies z.ZodType<ListResult<FormView>>

/** A stored submission; `needsConfirmation` when the sender must confirm the e-mail address first. */
export const formSubmittedSchema = z.object({ id: z.number().int(), needsConfirmation: z.boolean() })

/** A submission's e-mail address confirmed (the address, or null when the form has no e-mail field). */
export const formEmailConfirmedSchema = z.object({ confirmed: z.literal(true), confirmedEmail: z.string().nullable() })

/** One submission in the back office's list: its values by column name, as text. */
export const submissionListItemSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  email: z.string().nullable(),
  confirmed: z.boolean().nullable(),
  values: z.record(z.string(), z.string()),
})
export type SubmissionListItem = z.output<typeof submissionListItemSchema>

/** A page of submissions with the columns (the form's fields, in Croatian) to show them under. */
export const submissionPageSchema = z.object({
  columns: z.array(z.object({ name: z.string(), label: z.string() })),
  records: z.array(submissionListItemSchema),
  pagination: paginationSchema,
})
export type SubmissionPage = z.output<typeof submissionPageSchema>
