import { createHash } from 'node:crypto'

const sha512 = (parts: string[]) => createHash('sha512').update(parts.join('')).digest('hex')

/**
 * WSPay's signatures (form version 2.0 and API v2): SHA-512 in hex of the listed values written one
 * after another, the secret key interleaved where WSPay puts it. Amounts are cents without separators.
 */
export const wsPaySignatures = {
  /** The form request: ShopID, key, ShoppingCartID, key, amount, key. */
  request: (shopId: string, key: string, cartId: string, cents: number) => sha512([shopId, key, cartId, key, String(cents), key]),
  /** The buyer's return (success, error, cancel): ShopID, key, ShoppingCartID, key, Success, key, ApprovalCode, key. */
  return: (shopId: string, key: string, cartId: string, success: string, approvalCode: string) => sha512([shopId, key, cartId, key, success, key, approvalCode, key]),
  /** The transaction report (callback and statusCheck answer): ShopID, key, ActionSuccess, ApprovalCode, key, ShopID, ApprovalCode, WsPayOrderId. */
  report: (shopId: string, key: string, actionSuccess: string, approvalCode: string, wsPayOrderId: string) => sha512([shopId, key, actionSuccess, approvalCode, key, shopId, approvalCode, wsPayOrderId]),
  /** statusCheck request: ShopID, key, ShoppingCartID, key, ShopID, ShoppingCartID. */
  statusCheck: (shopId: string, key: string, cartId: string) => sha512([shopId, key, cartId, key, shopId, cartId]),
  /** completion, refund, void request: ShopID, WsPayOrderId, key, STAN, key, ApprovalCode, key, Amount, key, WsPayOrderId. */
  change: (shopId: string, key: string, wsPayOrderId: string, stan: string, approvalCode: string, cents: number) =>
    sha512([shopId, wsPayOrderId, key, stan, key, approvalCode, key, String(cents), key, wsPayOrderId]),
  /** Their answer: ShopID, key, STAN, ActionSuccess, key, ApprovalCode, WsPayOrderId. */
  changeAnswer: (shopId: string, key: string, stan: string, actionSuccess: string, approvalCode: string, wsPayOrderId: string) =>
    sha512([shopId, key, stan, actionSuccess, key, approvalCode, wsPayOrderId]),
}
