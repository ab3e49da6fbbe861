import { z } from 'zod'

/** The answer of a delete that returns nothing but the fact. */
export const deletedSchema = z.object({ deleted: z.literal(true) })
