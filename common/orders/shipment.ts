import { z } from '../validation/z'

/** An https address, checked the same way in the desk's form, the API and the service. */
function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password
  } catch {
    return false
  }
}

/**
 * The desk's shipment record of an order (issue 20 point 7): carrier, tracking number and the
 * carrier's tracking page; it goes into the buyer's "sent" e-mail. The link may be left empty,
 * but when given it must be an https address (it is put into an e-mail as a link).
 */
export const orderShipmentSchema = z.object({
  carrier: z.string().trim().min(1).max(100),
  trackingNumber: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u, 'desk.shipment.numberFormat'),
  trackingUrl: z
    .string()
    .trim()
    .max(500)
    .refine((value) => value === '' || isHttpsUrl(value), 'desk.shipment.httpsUrl')
    .default(''),
})
export type OrderShipment = z.output<typeof orderShipmentSchema>
