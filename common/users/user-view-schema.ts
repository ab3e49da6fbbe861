import { z } from 'zod'
import { paginationSchema } from '../catalog/product-card-schema'
import { addressTypes } from './schemas'
import { backofficeScopes, type AddressView, type AuthTokens, type GuestView, type UserView } from './user-view'

/** The answer schemas of the account calls (the types stay the interfaces in user-view.ts). */
/** The person and street lines every address answer carries: the address book's, an order's, the checkout's. */
export const addressLinesShape = {
  firstName: z.string(),
  lastName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  street: z.string(),
  houseNumber: z.string(),
  zipCode: z.string(),
  city: z.string(),
  country: z.string(),
}

export const addressViewSchema = z.object({
  id: z.number().int(),
  type: z.enum(addressTypes),
  ...addressLinesShape,
  region: z.string().nullable(),
  companyName: z.string().nullable(),
  companyOIB: z.string().nullable(),
  isDefaultDelivery: z.boolean(),
  isDefaultBilling: z.boolean(),
}) satisfies z.ZodType<AddressView>

/** The address book's list: every address on one page. */
export const addressListSchema = z.object({ records: z.array(addressViewSchema), pagination: paginationSchema })

export const userViewSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  details: z.object({ firstName: z.string(), lastName: z.string() }),
  memberCardBarcode: z.string().nullable(),
  isBackofficeUser: z.boolean(),
  // Stored as free text; a backoffice login's scopes are among `backofficeScopes`.
  scope: z.array(z.string()).describe(`Backoffice scopes: ${backofficeScopes.join(', ')}.`),
  company: z.object({ name: z.string().nullable(), address: z.string().nullable() }),
  addresses: z.array(addressViewSchema),
  verified: z.boolean(),
}) satisfies z.ZodType<UserView>

export const authTokensSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int().describe('Seconds until the access token expires.'),
}) satisfies z.ZodType<AuthTokens>

/** A login (password, link, legacy cookies): the tokens and the user. */
export const loginAnswerSchema = z.object({ tokens: authTokensSchema, user: userViewSchema })
/** A finished social login also says where the visitor was going. */
export const socialLoginAnswerSchema = loginAnswerSchema.extend({ returnTo: z.string() })
export const refreshAnswerSchema = z.object({ tokens: authTokensSchema })
/** The legacy `/auth/user`. */
export const currentUserSchema = z.object({ user: userViewSchema })

/** A new account: the user, and that a verification e-mail went out. */
export const registrationSchema = z.object({ user: userViewSchema, verificationToken: z.literal(true) })
export const emailVerifiedSchema = z.object({ verified: z.literal(true), userId: z.number().int() })
export const memberBarcodeCheckSchema = z.object({ isValid: z.boolean() })

export const guestViewSchema = z.object({ id: z.uuid(), email: z.string() }) satisfies z.ZodType<GuestView>

/** The acknowledgements of account actions that answer no entity. */
export const passwordChangedSchema = z.object({ changed: z.literal(true) })
export const mailSentSchema = z.object({ sent: z.literal(true) })
export const loggedOutSchema = z.object({ loggedOut: z.literal(true) })
