import { z } from 'zod'
import { cartViewSchema } from './cart-view-schema'
import { cartSessionSchema } from './schemas'

/** getAbandoned: the restored cart's session and view, or null when the member has no open cart. */
export const abandonedCartSchema = z.object({ session: cartSessionSchema, cart: cartViewSchema }).nullable()
