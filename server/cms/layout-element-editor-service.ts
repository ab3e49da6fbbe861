import type { Locale } from '../../common/i18n/locales'
import { cookiePartsSchema, footerPartsSchema, headerPartsSchema } from '../../common/cms/layout-parts'
import { recordAudit, type AuditActor } from '../audit/audit-log'
import { invalidateSiteCache } from '../cache/site-cache'
import { pageTags } from '../page-cache/tags'
import type { Db } from '../db/client'
import { layoutElements } from '../db/schema'
import { ApiError } from '../http/api-error'
import { getLayoutElements, type LayoutElement, type LayoutElementHandler } from './layout-element-service'
import './html-sanitizer'

const partsSchemas = {
  'header-section': headerPartsSchema,
  'footer-section': footerPartsSchema,
  'cookie-section': cookiePartsSchema,
} as const

const titles: Record<LayoutElementHandler, string> = {
  'header-section': 'Zaglavlje',
  'footer-section': 'Podnožje',
  'cookie-section': 'Obavijest o kolačićima',
}

type ElementInput = { siteId: number; locale: Locale; handler: LayoutElementHandler; parts: unknown; actor: AuditActor }

function validParts(input: ElementInput): Record<string, unknown> {
  const parsed = partsSchemas[input.handler].safeParse(input.parts)
  if (!parsed.success) {
    throw ApiError.badRequest('INVALID_ELEMENT', Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])))
  }
  return parsed.data
}

/**
 * §7 element/update: the header, footer or cookie content of one language, validated by its
 * schema (rich text sanitised), created when the language has none yet; audited, and the site cache
 * cleared (every page renders these).
 */
export async function saveLayoutElement(db: Db, input: ElementInput): Promise<LayoutElement> {
  const parts = validParts(input)
  const saved = await db.transaction(async (tx) => {
    const [before] = await getLayoutElements(tx, { siteId: input.siteId, locale: input.locale, handlers: [input.handler] })
    const [row] = await tx
      .insert(layoutElements)
      .values({ siteId: input.siteId, locale: input.locale, handler: input.handler, title: titles[input.handler], parts })
      .onConflictDoUpdate({
        target: [layoutElements.siteId, layoutElements.handler, layoutElements.locale],
        set: { parts, updatedAt: new Date() },
      })
      .returning()
    await recordAudit(tx, {
      siteId: input.siteId,
      actor: input.actor,
      action: before ? 'element.update' : 'element.create',
      entityType: 'element',
      entityId: row!.id,
      before: before?.parts ?? null,
      after: row!.parts,
    })
    return row!
  })
  // Header, footer and cookie notice are part of the layout every page shows.
  invalidateSiteCache(db, input.siteId, [pageTags.layout])
  return saved
}

/**
 * §7 `element/create`: the first header, footer or cookie content of a language. A handler exists
 * once per site and language, so a second create is refused (409) rather than overwriting; the
 * editor changes an existing one with `element/update`.
 */
export async function createLayoutElement(db: Db, input: ElementInput): Promise<LayoutElement | null> {
  const parts = validParts(input)
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(layoutElements)
      .values({ siteId: input.siteId, locale: input.locale, handler: input.handler, title: titles[input.handler], parts })
      .onConflictDoNothing({ target: [layoutElements.siteId, layoutElements.handler, layoutElements.locale] })
      .returning()
    if (!row) return null
    await recordAudit(tx, { siteId: input.siteId, actor: input.actor, action: 'element.create', entityType: 'element', entityId: row.id, before: null, after: row.parts })
    return row
  })
  if (created) invalidateSiteCache(db, input.siteId, [pageTags.layout])
  return created
}
