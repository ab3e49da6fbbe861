import { locales } from '../i18n/locales'
import { z } from '../validation/z'
import { routeNames } from './link'

/** finder/decide: one of the app's routes, a published CMS page, or nothing. */
export const finderDecisionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('route'), route: z.enum(routeNames), locale: z.enum(locales), params: z.record(z.string(), z.string()) }),
  z.object({ type: z.literal('page'), locale: z.enum(locales), pageId: z.number().int(), slug: z.string(), translationGroup: z.string() }),
  z.object({ type: z.literal('notFound'), locale: z.enum(locales) }),
])

/** finder/getUrlOnLanguage: the path in the other language (its home page when there is no translation). */
export const urlOnLanguageResultSchema = z.object({ url: z.string() })
