import type { ZodError } from 'zod'
import type { AdminMessageKey } from '../../common/i18n/admin'
import { deliveryFormToPayload, deliveryMethodSaveSchema, paymentFormToPayload, paymentMethodSaveSchema } from '../../common/shipping/schemas'
import type { AuditActor } from '../audit/audit-log'
import { createDeliveryMethod, updateDeliveryMethod } from '../checkout/delivery-method-admin'
import type { Db } from '../db/client'
import { ApiError } from '../http/api-error'
import { createPaymentMethod, updatePaymentMethod } from '../payments/payment-method-admin'

export type ShippingFieldErrors = Record<string, { key: AdminMessageKey; params?: Record<string, string> }>
export interface ShippingFormError {
  fields: ShippingFieldErrors
}

const fieldMessages: Record<string, AdminMessageKey> = { 'shipping.codeInvalid': 'shipping.codeInvalid', 'shipping.branchTwice': 'shipping.invalid' }

/** Per-language texts are named per language (`name.hr`); everything else by its first path part. */
function fieldErrors(error: ZodError): ShippingFieldErrors {
  const fields: ShippingFieldErrors = {}
  for (const issue of error.issues) {
    const [first, second] = issue.path.map(String)
    const field = first === 'name' || first === 'description' ? `${first}.${second ?? 'hr'}` : (first ?? 'code')
    fields[field] ??= { key: field === 'name.hr' ? 'shipping.nameRequired' : first === 'branches' ? 'shipping.branchInvalid' : (fieldMessages[issue.message] ?? 'shipping.invalid') }
  }
  return fields
}

/** Refusals of the service that belong next to a field. */
function serviceErrors(error: unknown): ShippingFormError {
  if (!(error instanceof ApiError)) throw error
  if (error.code.endsWith('_CODE_TAKEN')) return { fields: { code: { key: 'shipping.codeTaken' } } }
  if (error.code === 'UNKNOWN_COUNTRY') return { fields: { countries: { key: 'shipping.unknownCountry', params: { countries: error.fields?.countries ?? '' } } } }
  if (error.code === 'UNKNOWN_BRANCH') return { fields: { branches: { key: 'shipping.branchInvalid' } } }
  if (error.code === 'UNKNOWN_DELIVERY_METHOD') return { fields: { deliveryMethodIds: { key: 'shipping.invalid' } } }
  throw error
}

/** The delivery form's save: the same schema and service as `/api/v1/backoffice/delivery-methods`. */
export async function saveDeliveryForm(db: Db, input: { siteId: number; actor: AuditActor; form: FormData; id?: number }): Promise<{ id: number } | ShippingFormError> {
  const parsed = deliveryMethodSaveSchema.safeParse(deliveryFormToPayload(input.form))
  if (!parsed.success) return { fields: fieldErrors(parsed.error) }
  try {
    if (input.id === undefined) return await createDeliveryMethod(db, { siteId: input.siteId, actor: input.actor, payload: parsed.data })
    await updateDeliveryMethod(db, { siteId: input.siteId, actor: input.actor, id: input.id, payload: parsed.data })
    return { id: input.id }
  } catch (error) {
    return serviceErrors(error)
  }
}

/** The payment form's save: the same schema and service as `/api/v1/backoffice/payment-methods`. */
export async function savePaymentForm(db: Db, input: { siteId: number; actor: AuditActor; form: FormData; id?: number }): Promise<{ id: number } | ShippingFormError> {
  const parsed = paymentMethodSaveSchema.safeParse(paymentFormToPayload(input.form))
  if (!parsed.success) return { fields: fieldErrors(parsed.error) }
  try {
    if (input.id === undefined) return await createPaymentMethod(db, { siteId: input.siteId, actor: input.actor, payload: parsed.data })
    await updatePaymentMethod(db, { siteId: input.siteId, actor: input.actor, id: input.id, payload: parsed.data })
    return { id: input.id }
  } catch (error) {
    return serviceErrors(error)
  }
}
