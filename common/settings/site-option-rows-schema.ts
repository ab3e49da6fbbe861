import { z } from '../validation/z'

/** option/filter: the site's stored option rows as they are (a row may predate today's option schema). */
// Not z.json(): its recursive definition makes the generated client types refer to themselves.
const storedValue = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.unknown()), z.record(z.string(), z.unknown())])

export const siteOptionRowsSchema = z.object({ records: z.array(z.object({ key: z.string(), value: storedValue })) })
