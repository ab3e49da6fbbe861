import bwipjs, { type RenderOptions } from 'bwip-js/node'
import type { SiteOptions } from '../../common/settings/site-options'
import type { PaymentSlipView } from '../../common/checkout/order-summary'
import type { OrderAddress } from '../db/schema/orders'
import { hub3Data, modelReference, toLatin2Binary } from './hub3-data'

export type BankTransferOptions = NonNullable<SiteOptions['BankTransfer']>

/** What of an order the slip needs (an `orders` row has all of it). */
export interface SlipOrder {
  number: string
  orderTotal: number
  billingAddress: OrderAddress
}

/**
 * The HUB-3 slip of a bank-transfer order: the buyer pays the order total to the shop's account
 * with the order number as the reference (§9), so the shop can match the payment to the order
 * (with model HR01 the reference ends in its control digit).
 */
export function paymentSlipFields(order: SlipOrder, bank: BankTransferOptions): PaymentSlipView {
  const payer = order.billingAddress
  return {
    amount: order.orderTotal,
    payerName: payer.companyName || `${payer.firstName} ${payer.lastName}`,
    payerStreet: `${payer.street} ${payer.houseNumber}`,
    payerCity: `${payer.zipCode} ${payer.city}`,
    recipientName: bank.recipient,
    recipientStreet: bank.street,
    recipientCity: bank.city,
    iban: bank.iban,
    model: bank.model,
    reference: modelReference(bank.model, order.number),
    purposeCode: bank.purposeCode,
    description: `Narudžba ${order.number}`,
  }
}

/**
 * The slip's PDF417 barcode as a PNG, with the HUB-3 settings banks read reliably (error
 * correction level 4, 9 data columns). Also attached to the order e-mail.
 */
export function paymentSlipPng(order: SlipOrder, bank: BankTransferOptions): Promise<Buffer> {
  // PDF417 options bwip-js passes through to the encoder but does not type.
  const options: RenderOptions & { columns: number; eclevel: number } = {
    bcid: 'pdf417',
    text: toLatin2Binary(hub3Data(paymentSlipFields(order, bank))),
    binarytext: true,
    columns: 9,
    eclevel: 4,
    scale: 2,
    padding: 4,
    backgroundcolor: 'FFFFFF',
  }
  return bwipjs.toBuffer(options)
}
