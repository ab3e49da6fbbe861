import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { editorTranslate, type EditorMessageKey } from '../../common/i18n/editor-messages'
import type { Locale } from '../../common/i18n/locales'
import { ApiError } from './api-error'

/**
 * An API error of edit mode: its message comes from the editor catalogue, which (unlike the
 * site's) never ships to visitors.
 */
export class EditorApiError extends ApiError {
  constructor(
    status: ContentfulStatusCode,
    code: string,
    readonly editorKey: EditorMessageKey,
    readonly editorParams?: Record<string, string | number>,
    fields?: Record<string, string>,
  ) {
    super(status, code, 'error.badRequest', undefined, fields)
  }

  override localizedMessage(locale: Locale): string {
    return editorTranslate(locale, this.editorKey, this.editorParams)
  }
}
