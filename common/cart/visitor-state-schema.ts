import { z } from '../validation/z'
import type { VisitorState } from './types'

/** The answer schema of a `VisitorState` (ecommerce/visitor). */
export const visitorStateSchema = z.object({
  itemCount: z.number().int(),
  isLoggedIn: z.boolean(),
  isBackofficeUser: z.boolean(),
  hasOwnCart: z.boolean(),
  wishlist: z.array(z.number().int()),
  isMember: z.boolean(),
}) satisfies z.ZodType<VisitorState>
