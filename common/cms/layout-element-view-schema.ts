import { locales } from '../i18n/locales'
import { z } from '../validation/z'
import { layoutElementHandlers } from './layout-element-handlers'

const blob = z.record(z.string(), z.unknown())

/** element/getByHandlers: a header, footer or cookie notice of the request's language. */
export const layoutElementViewSchema = z.object({
  id: z.number().int(),
  handler: z.enum(layoutElementHandlers),
  type: z.string(),
  title: z.string(),
  parts: blob,
  options: blob,
  mobileOptions: blob,
  meta: blob,
  mobileMeta: blob,
  linkMeta: blob,
  language_code: z.enum(locales),
  created_at: z.string(),
})
