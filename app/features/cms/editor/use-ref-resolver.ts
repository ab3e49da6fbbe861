import { useCallback, type Dispatch } from 'react'
import { linkKey } from '#common/cms/link-key'
import type { SectionData } from '#common/cms/section'
import { igRefKey, parseHashtags } from '#common/social/hashtags'
import { useLocale } from '~/lib/site-shell'
import type { SectionRefsValue } from '../section-refs-context'
import { editorRequest } from './editor-api'
import type { EditorAction } from './editor-state'
import { collectSectionFields } from './section-fields'

/** A documents or instagram section whose list the editor has not loaded yet (a new category or hashtag). */
function isListMissing(section: SectionData, refs: SectionRefsValue): boolean {
  const parts = section.parts as { category?: unknown; hashtags?: unknown; limit?: unknown }
  if (section.handler === 'documents') return typeof parts.category === 'string' && !(parts.category in refs.documents)
  if (section.handler === 'instagram' && typeof parts.hashtags === 'string') {
    return !(igRefKey(parseHashtags(parts.hashtags), typeof parts.limit === 'number' ? parts.limit : 6) in refs.instagram)
  }
  return false
}

/**
 * After an edit, asks the server for the links and media a section now refers to and the editor
 * has not resolved yet (a page link needs the page's slug), so the preview shows them before saving.
 */
export function useRefResolver(refs: SectionRefsValue, dispatch: Dispatch<EditorAction>) {
  const locale = useLocale()
  return useCallback(
    async (section: SectionData) => {
      const { links, media } = collectSectionFields(section.handler, section.parts)
      const isMissing =
        links.some((field) => !(linkKey(field.value) in refs.links)) ||
        media.some((field) => !refs.media[field.mediaId]) ||
        isListMissing(section, refs)
      if (!isMissing) return
      try {
        const resolved = await editorRequest<SectionRefsValue>('POST', '/api/v1/cms/page/refs', { language: locale, sections: [section] })
        dispatch({ type: 'mergeRefs', refs: resolved })
      } catch {
        // The preview lacks the new link until the draft is saved; saving reports real problems.
      }
    },
    [dispatch, locale, refs],
  )
}
