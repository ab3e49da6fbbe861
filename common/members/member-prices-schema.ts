import { z } from '../validation/z'
import type { MemberPrices } from './member-prices'

/** The answer schema of `MemberPrices`: product id (a JSON key, so a string of digits) → member price in cents. */
export const memberPricesSchema = z.object({
  isMember: z.boolean(),
  prices: z.record(z.string().regex(/^\d+$/), z.number().int()),
}) satisfies z.ZodType<MemberPrices>
