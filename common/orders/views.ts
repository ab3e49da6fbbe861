import type { OrderStatus } from '../checkout/schemas'
import type { AddressView } from '../users/user-view'
import type { OrderShipment } from './shipment'

type PaymentType = 'cod' | 'bank_transfer' | 'hpf' | 'paypal'

/** A row of the order desk's list. */
export interface DeskOrderRow {
  id: number
  number: string
  slug: string
  email: string
  customer: string
  status: OrderStatus
  paymentType: PaymentType
  paymentMethodName: string
  orderTotal: number
  createdAt: string
}

/** An address as the order keeps it: the saved address's fields without its id, type and region. */
export type OrderAddressView = Omit<AddressView, 'id' | 'type' | 'region' | 'companyName' | 'companyOIB' | 'isDefaultDelivery' | 'isDefaultBilling'> & {
  companyName?: string | null
  companyOIB?: string | null
}

export interface OrderTotalsView {
  itemsTotal: number
  couponDiscount: number
  deliveryPrice: number
  taxTotal: number
  orderTotal: number
}

export interface OrderLineView {
  name: string
  sku: string
  qty: number
  unitPrice: number
  lineTotal: number
  /** A bundle's parts, each with the variant chosen for it and the units the whole line needs (`sku` empty on old orders). */
  parts: { name: string; sku: string; qty: number }[]
}

/** The order desk's detail of one order. */
export interface DeskOrderDetail {
  id: number
  number: string
  status: OrderStatus
  email: string
  createdAt: string
  paymentMethodName: string
  deliveryMethodName: string
  orderMessage: string
  giftMessage: string
  shipment: OrderShipment | null
  deliveryAddress: OrderAddressView | null
  billingAddress: OrderAddressView
  totals: OrderTotalsView
  lines: OrderLineView[]
  events: {
    id: number
    type: string
    fromStatus: string | null
    toStatus: string | null
    note: string
    actorEmail: string | null
    createdAt: string
    /** A provider refund's answer: succeeded, failed or pending. */
    outcome: 'succeeded' | 'failed' | 'pending' | null
  }[]
  callbacks: { id: number; provider: string; outcome: string; transactionId: string | null; createdAt: string }[]
}

/** A member's own order (profile). */
export interface MemberOrderView {
  slug: string
  number: string
  status: OrderStatus
  createdAt: string
  paymentMethodName: string
  deliveryMethodName: string
  deliveryAddress: OrderAddressView | null
  billingAddress: OrderAddressView
  totals: OrderTotalsView
  lines: OrderLineView[]
}

export interface MemberOrderHistory {
  count: number
  records: { slug: string; number: string; status: OrderStatus; orderTotal: number; createdAt: string }[]
}
