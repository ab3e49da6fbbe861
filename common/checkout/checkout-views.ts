/** What the checkout calls answer (the services in server/checkout build them). */

/** A country the shop delivers to, named in the visitor's language. */
export interface CheckoutCountry {
  iso: string
  name: string
}

export interface DeliveryMethodView {
  id: number
  code: string
  name: string
  description: string
  /** What this cart pays for it to the address's country, in cents. */
  price: number
  options: { branches: { id: number; name: string; address: string }[] }
}

export interface PaymentMethodView {
  id: number
  code: string
  name: string
  description: string
  paymentType: 'cod' | 'bank_transfer' | 'hpf' | 'paypal'
}
