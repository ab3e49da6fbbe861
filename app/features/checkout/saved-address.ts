import type { CheckoutAddressInput } from '#common/checkout/schemas'
import type { AddressView } from '#common/users/user-view'
import type { CheckoutCountry } from './checkout-types'

/** A saved account address as address form values (older addresses may name the country in words). */
export function fromSaved(address: AddressView, countries: CheckoutCountry[]): Partial<CheckoutAddressInput> {
  const byName = countries.find((country) => country.name.toLowerCase() === address.country.toLowerCase())
  const country = address.country.length === 2 ? address.country.toUpperCase() : (byName?.iso ?? 'HR')
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    contactEmail: address.contactEmail,
    contactPhone: address.contactPhone,
    street: address.street,
    houseNumber: address.houseNumber,
    zipCode: address.zipCode,
    city: address.city,
    country,
    companyName: address.companyName ?? undefined,
    companyOIB: address.companyOIB ?? undefined,
  }
}

/** One line that names an address for people (lists, buttons' accessible names). */
export function addressLine(address: Pick<AddressView, 'firstName' | 'lastName' | 'street' | 'houseNumber' | 'zipCode' | 'city'>): string {
  return `${address.firstName} ${address.lastName}, ${address.street} ${address.houseNumber}, ${address.zipCode} ${address.city}`
}
