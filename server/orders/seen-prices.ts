import type { OrderCreateInput } from '../../common/checkout/schemas'
import type { CartState } from '../cart/cart-state'

/**
 * §4 "if item count differs or any item's finalPrice or cartTotal differs" from what the buyer saw,
 * the order is not placed. A caller that sends nothing to compare (an API client) is priced as is.
 */
export function seenDiffers(seen: OrderCreateInput['seen'], state: CartState, cartTotal: number): boolean {
  if (!seen) return false
  if (seen.cartTotal !== cartTotal) return true
  if (seen.items.length !== state.lines.length) return true
  return state.lines.some((line) => {
    const item = seen.items.find((candidate) => candidate.id === line.item.id)
    return !item || item.finalPrice !== line.priced.unitPrice || item.qty !== line.qty
  })
}
