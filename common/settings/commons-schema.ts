import { z } from 'zod'
import { storeViewSchema } from '../site/store'
import type { LocaleDescriptor } from '../site/locale-descriptor'

/** §3 Locale of a language (server/site/locale-descriptor.ts); null for a language the site has no routes for. */
export const localeDescriptorSchema = z.object({
  iso: z.string(),
  code: z.string(),
  domain: z.string().nullable(),
  file: z.null(),
}) satisfies z.ZodType<LocaleDescriptor>

export const commonsLanguageSchema = z.object({
  id: z.number().int(),
  code: z.string().describe('ISO 639-2, e.g. `hrv`'),
  code2: z.string().describe('ISO 639-1, e.g. `hr`: the URL prefix'),
  names: z.record(z.string(), z.string()).describe('The language\'s name by locale'),
  locale: localeDescriptorSchema.nullable(),
})

export const commonsCountrySchema = z.object({
  id: z.number().int(),
  iso: z.string(),
  name: z.string().describe('In the request\'s language, else the ISO code'),
  isEu: z.boolean(),
})

/** `settings/commons`: the active languages (`type=languages`), every country (`type=countries`) or the site's stores (`type=stores`). */
export const commonsAnswerSchema = z.union([z.array(commonsLanguageSchema), z.array(commonsCountrySchema), z.array(storeViewSchema)])
