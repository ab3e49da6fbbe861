import { z } from '../validation/z'

/** option/filter: the site's stored option rows as they are (a row may predate today's option schema). */
export const siteOptionRowsSchema = z.object({ records: z.array(z.object({ key: z.string(), value: z.json() })) })
