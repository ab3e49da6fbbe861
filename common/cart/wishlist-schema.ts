import { z } from '../validation/z'
import { paginationSchema } from '../catalog/product-card-schema'

/** A product on the wishlist, by the §3 name of its id. */
export const wishlistEntrySchema = z.object({ product_id: z.number().int() })

/** wishlist/delete: whether the product was on the list. */
export const wishlistRemovedSchema = z.object({ removed: z.boolean() })

/** wishlist/filter: the shopper's wishlist, newest first. */
export const wishlistPageSchema = z.object({ records: z.array(wishlistEntrySchema), pagination: paginationSchema })
