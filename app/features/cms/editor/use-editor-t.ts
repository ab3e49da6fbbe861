import { useCallback } from 'react'
import { editorTranslate, type EditorMessageKey } from '#common/i18n/editor-messages'
import { useLocale } from '~/lib/site-shell'

export type EditorTranslator = (key: EditorMessageKey, params?: Record<string, string | number>) => string

/** Edit mode's own catalogue (it never ships to visitors), in the page's language; stable per locale. */
export function useEditorT(): EditorTranslator {
  const locale = useLocale()
  return useCallback<EditorTranslator>((key, params) => editorTranslate(locale, key, params), [locale])
}
