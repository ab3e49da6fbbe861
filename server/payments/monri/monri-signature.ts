import { createHash } from 'node:crypto'

const hex = (algorithm: 'sha512' | 'sha1', text: string) => createHash(algorithm).update(text).digest('hex')

/** Monri WebPay's digests (docs.monri.com, "How to calculate digest"; API v1 transaction management). */
export const monriDigests = {
  /** The form request: SHA-512 of key + order_number + amount (minor units) + currency. */
  form: (key: string, orderNumber: string, amount: number, currency: string) => hex('sha512', `${key}${orderNumber}${amount}${currency}`),
  /** The success redirect: SHA-512 of key + the whole URL Monri called, without its `digest` parameter. */
  returnUrl: (key: string, urlWithoutDigest: string) => hex('sha512', `${key}${urlWithoutDigest}`),
  /** The callback: SHA-512 of key + the raw JSON body, sent as `Authorization: WP3-callback <digest>`. */
  callback: (key: string, rawBody: string) => hex('sha512', `${key}${rawBody}`),
  /** capture, refund, void: SHA-1 of key + order_number + amount + currency. */
  transaction: (key: string, orderNumber: string, amount: number, currency: string) => hex('sha1', `${key}${orderNumber}${amount}${currency}`),
  /** orders/show: SHA-1 of key + order_number. */
  orderShow: (key: string, orderNumber: string) => hex('sha1', `${key}${orderNumber}`),
}

/** The URL as Monri signed it: the `digest` parameter taken out of the query, the rest exactly as received. */
export function urlWithoutDigest(url: string): string {
  const [base, ...rest] = url.split('?')
  const query = rest.join('?')
  const kept = query.split('&').filter((part) => part !== '' && !part.startsWith('digest='))
  return kept.length ? `${base}?${kept.join('&')}` : base!
}
