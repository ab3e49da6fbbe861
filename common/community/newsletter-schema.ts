import { z } from '../validation/z'

/** The same answer for a new, a pending and a confirmed address, so it tells nobody who subscribed. */
export const newsletterSubscribedSchema = z.object({ subscribed: z.literal(true) })
