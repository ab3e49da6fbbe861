import { z } from '../validation/z'

/** The answers of writes that only confirm what they did (one schema per shape, shared by every route). */

/** A delete that returns nothing but the fact. */
export const deletedSchema = z.object({ deleted: z.literal(true) })

/** A delete of one or more rows: how many went. */
export const deletedCountSchema = z.object({ deleted: z.number().int() })

/** A write that only confirms it: `{ saved: true }`. */
export const savedSchema = z.object({ saved: z.literal(true) })

/** A create that names the new row: `{ id }`. */
export const createdIdSchema = z.object({ id: z.number().int() })
