import { z } from '../validation/z'

/** At most one page of products (a category page shows up to 48, a product its variants) per call. */
export const MEMBER_PRICES_MAX_IDS = 100

/** Issue 20.6 `GET /api/v1/ecommerce/memberPrices?ids=1,2,3`: the products a page shows. */
export const memberPricesQuerySchema = z.object({
  ids: z
    .string()
    .max(1_200)
    .regex(/^\d{1,10}(,\d{1,10})*$/)
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .pipe(z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(MEMBER_PRICES_MAX_IDS)),
})

/** Product id → member price in cents, only where a member pays less; empty for anyone but a member. */
export interface MemberPrices {
  isMember: boolean
  prices: Record<number, number>
}
