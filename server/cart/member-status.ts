import type { CartSession } from '../../common/cart/schemas'
import type { Db } from '../db/client'
import { ApiError } from '../http/api-error'
import { storedMemberCard, validateMembersBarcode } from '../users/members-service'
import { openCart, type CartScope } from './cart-session'

/**
 * Whether the logged-in visitor pays member prices now, as the cart would price them: a valid card
 * applied to their cart, else the valid card kept on their profile (issue 20.6).
 */
export async function isMemberNow(db: Db, scope: CartScope, session: CartSession | null): Promise<boolean> {
  if (scope.userId === null) return false
  if (session) {
    try {
      const cart = await openCart(db, scope, session)
      if (cart.memberCardBarcode && cart.userId === scope.userId && (await validateMembersBarcode(db, cart.memberCardBarcode, scope.userId)).isValid) return true
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 409) throw error
    }
  }
  return (await storedMemberCard(db, scope.userId)) !== null
}
