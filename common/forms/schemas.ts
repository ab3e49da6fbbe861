import { z } from '../validation/z'
import { emailField } from '../users/schemas'
import { FORM_FIELD_MAX } from './definition'

/**
 * Payloads of §7 form and contact calls, shared by the site's forms, the API and its tests.
 * `data` is checked against the form's own definition by `formDataSchema` once the form is known.
 */
const id = z.coerce.number().int().positive().max(2_147_483_647)

/** A honeypot field bots fill in and people never see. */
const honeypot = z.string().max(200).optional()

/** §7 storeData "optional recaptcha key and response": the site key the widget used and its token. */
const recaptchaFields = {
  recaptchaKey: z.string().max(200).optional(),
  recaptchaResponse: z.string().max(4000).optional(),
}

export const formIdParamSchema = z.union([id, z.string().regex(/^[a-z0-9-]{1,60}$/)])

export const formStoreDataSchema = z.object({
  id: formIdParamSchema,
  data: z.record(z.string().max(40), z.unknown()).refine((data) => Object.keys(data).length <= 60, 'validation.invalid'),
  website: honeypot,
  /** The consent versions the sender ticked (`FormView.consents[].id`). */
  acceptedConsents: z.array(z.number().int().positive().max(2_147_483_647)).max(50).default([]),
  ...recaptchaFields,
})
export type FormStoreDataPayload = z.infer<typeof formStoreDataSchema>

export const formConfirmEmailSchema = z.object({ token: z.string().regex(/^[\w-]{20,100}$/) })

export const formFilterSchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(20),
})

export const CONTACT_MESSAGE_MAX = FORM_FIELD_MAX

/** §7 contact/contactAdmin: a plain message to the site owner, with the same protections as a form. */
export const contactAdminSchema = z.object({
  name: z.string().trim().min(1).max(120),
  email: emailField,
  phone: z
    .string()
    .trim()
    .max(40)
    .refine((value) => value === '' || /^\+?[\d\s/().-]{6,30}$/.test(value), 'forms.phone')
    .optional(),
  message: z.string().trim().min(1).max(CONTACT_MESSAGE_MAX),
  website: honeypot,
  ...recaptchaFields,
})
export type ContactAdminPayload = z.infer<typeof contactAdminSchema>

/** The back office list of one form's submissions (form `contact` = contact/contactAdmin messages). */
export const submissionListSchema = z.object({
  form: z.union([id, z.literal('contact')]),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
})
