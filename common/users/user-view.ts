/** The user as the API and the pages see it (§3 User). */
export interface UserView {
  id: number
  email: string
  details: { firstName: string; lastName: string }
  memberCardBarcode: string | null
  isBackofficeUser: boolean
  scope: string[]
  company: { name: string | null; address: string | null }
  addresses: AddressView[]
  verified: boolean
}

export interface AddressView {
  id: number
  type: 'main' | 'billing' | 'shipping' | 'other'
  firstName: string
  lastName: string
  contactEmail: string
  contactPhone: string
  street: string
  houseNumber: string
  zipCode: string
  city: string
  country: string
  region: string | null
  companyName: string | null
  companyOIB: string | null
  /** The address book's defaults: the checkout starts from them. */
  isDefaultDelivery: boolean
  isDefaultBilling: boolean
}

export interface AuthTokens {
  accessToken: string
  refreshToken: string
  /** Seconds until the access token expires. */
  expiresIn: number
}

/** Backoffice scopes (§6). `admin` opens /admin; the others guard their edit APIs. */
export const backofficeScopes = ['admin', 'settings', 'content', 'catalog', 'orders', 'users'] as const
export type BackofficeScope = (typeof backofficeScopes)[number]

/** A guest buyer as the guest cookie names it (§6): the row id and the e-mail. */
export interface GuestView {
  id: string
  email: string
}
