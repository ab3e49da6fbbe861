import { z } from 'zod'

/** `settings/domain/filter`: the sites this installation serves, each at its first host. */
export const siteListSchema = z.object({
  records: z.array(z.object({ id: z.number().int(), name: z.string(), url: z.string().nullable() })),
})

/** `domainDetect`: the caller's site; its API key only for backoffice users, null for everyone else. */
export const domainDetectSchema = z.object({ apiKeyToken: z.string().nullable(), siteID: z.number().int(), name: z.string() })
