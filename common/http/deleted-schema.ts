import { z } from '../validation/z'

/** The answer of a delete that answers `{ deleted: true }`. */
export const deletedSchema = z.object({ deleted: z.literal(true) })
