import type { Envelope } from '#common/http/envelope'
import { logFailedRequest } from '~/lib/curl-command'
import type { SectionData } from '#common/cms/section'
import type { SectionRefsValue } from '../section-refs-context'

/** A refused edit-mode call, with the server's translated message (e.g. a version conflict). */
export class EditorRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message)
  }
}

/**
 * Every backoffice call of edit mode and the admin. §8: a failed one is logged as a curl command
 * in development; a 403 (wrong access key) logs out and retries once.
 */
export async function editorRequest<T>(method: string, path: string, body?: unknown, send: typeof fetch = fetch): Promise<T> {
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  }
  let response = await send(path, init)
  if (response.status === 403) {
    logFailedRequest(path, init, response.status)
    await send('/api/auth/logout', { method: 'POST', credentials: 'same-origin' })
    response = await send(path, init)
  }
  if (!response.ok) logFailedRequest(path, init, response.status)
  let envelope: Envelope<T>
  try {
    envelope = (await response.json()) as Envelope<T>
  } catch {
    throw new EditorRequestError(response.statusText || String(response.status), response.status, 'INVALID_RESPONSE')
  }
  if (envelope.errored) throw new EditorRequestError(envelope.message, envelope.statusCode, envelope.code, envelope.fields)
  return envelope.data
}

export interface EditablePage {
  id: number
  locale: string
  slug: string
  translationGroup: string
  status: 'draft' | 'published'
  version: number
  hasDraft: boolean
  title: string
  sections: SectionData[]
}

export interface EditorView {
  page: EditablePage
  refs: SectionRefsValue
}

export interface RevisionSummary {
  id: number
  version: number
  title: string
  publishedAt: string
  publishedBy: string | null
}

const base = '/api/v1/cms/page'

export const pageCalls = {
  saveDraft: (page: { id: number; version: number; title: string; sections: SectionData[] }) =>
    editorRequest<EditorView>('PUT', `${base}/${page.id}/draft`, { version: page.version, title: page.title, sections: page.sections }),
  publish: (id: number, version: number) => editorRequest<EditorView>('POST', `${base}/${id}/publish`, { version }),
  discard: (id: number, version: number) => editorRequest<EditorView>('POST', `${base}/${id}/discard`, { version }),
  revisions: (id: number) => editorRequest<RevisionSummary[]>('GET', `${base}/${id}/revisions`),
  revision: (id: number, revisionId: number) =>
    editorRequest<RevisionSummary & { sections: SectionData[] }>('GET', `${base}/${id}/revisions/${revisionId}`),
  restore: (id: number, revisionId: number, version: number) =>
    editorRequest<EditorView>('POST', `${base}/${id}/revisions/${revisionId}/restore`, { version }),
}
