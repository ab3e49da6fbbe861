import type { Envelope } from '#common/http/envelope'
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

export async function editorRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
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
