import { z } from '../validation/z'

/** The answer of a write that only confirms it: `{ saved: true }`. */
export const savedSchema = z.object({ saved: z.literal(true) })

/** The answer of a create that names the new row: `{ id }`. */
export const createdIdSchema = z.object({ id: z.number().int() })
