import { z } from 'zod'
import { addressLinesShape } from '../users/user-view-schema'
import { paymentTypes } from '../shipping/schemas'
import type { CheckoutCountry, DeliveryMethodView, PaymentMethodView } from './checkout-views'
import type { CheckoutAddressInput, CheckoutAddressState, OrderCreateResponse, PayPalOrderObject } from './schemas'

/** The answer schemas of the checkout calls (the types stay the interfaces beside them). */
export const checkoutCountrySchema = z.object({ iso: z.string().length(2), name: z.string() }) satisfies z.ZodType<CheckoutCountry>

export const deliveryMethodViewSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number().int().describe('What this cart pays for it, in cents.'),
  options: z.object({ branches: z.array(z.object({ id: z.number().int(), name: z.string(), address: z.string() })) }),
}) satisfies z.ZodType<DeliveryMethodView>

/** getDeliveryByAvailableCountries: each country with the methods this cart may use there. */
export const countryDeliveryMethodsSchema = checkoutCountrySchema.extend({ deliveryMethods: z.array(deliveryMethodViewSchema) })

export const paymentMethodViewSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  paymentType: z.enum(paymentTypes),
}) satisfies z.ZodType<PaymentMethodView>

/** An address as JSON carries it: the optional company fields, undefined on the server, are absent. */
type AddressJson = Omit<CheckoutAddressInput, 'companyName' | 'companyOIB'> & { companyName?: string; companyOIB?: string }

/** An address as the address step keeps it (the request's address schema after its trimming). */
const checkoutAddressViewSchema = z.object({
  ...addressLinesShape,
  country: z.string().length(2),
  companyName: z.string().optional(),
  companyOIB: z.string().optional(),
}) satisfies z.ZodType<AddressJson>

export const checkoutAddressStateSchema = z.object({
  delivery: checkoutAddressViewSchema,
  billing: checkoutAddressViewSchema,
  acceptedConsents: z.array(z.number().int()),
  guestId: z.uuid().nullable(),
}) satisfies z.ZodType<Omit<CheckoutAddressState, 'delivery' | 'billing'> & { delivery: AddressJson; billing: AddressJson }>

const payPalOrderSchema = z.object({
  isSubscription: z.literal(false),
  plan_id: z.null(),
  quantity: z.literal(1),
  orderId: z.string(),
  total: z.number().int().describe('The order total in cents.'),
  scriptUrl: z.string(),
}) satisfies z.ZodType<PayPalOrderObject>

export const orderCreateResponseSchema = z.object({
  html: z
    .union([z.string(), payPalOrderSchema, z.null()])
    .describe('The card processor\'s form to submit, the PayPal order to approve, or null (go to the success page).'),
  orderSlug: z.string(),
}) satisfies z.ZodType<OrderCreateResponse>
