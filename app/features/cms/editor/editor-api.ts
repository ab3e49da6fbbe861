import { createIzlogClient } from '#common/api/typed-client'
import type { Envelope, ErrorEnvelope } from '#common/http/envelope'
import { logFailedRequest } from '~/lib/curl-command'
import type { SectionData } from '#common/cms/section'
import type { RevisionSummary } from '#common/cms/page-editor-view'
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

/** §8 and §4 for every backoffice call: a failed one is logged as a curl command in development; a 403 (wrong access key) logs out and retries once. */
async function editorFetch(path: string, init: RequestInit, send: typeof fetch = fetch): Promise<Response> {
  let response = await send(path, init)
  if (response.status === 403) {
    logFailedRequest(path, init, response.status)
    await send('/api/auth/logout', { method: 'POST', credentials: 'same-origin' })
    response = await send(path, init)
  }
  if (!response.ok) logFailedRequest(path, init, response.status)
  return response
}

/** Every backoffice call of edit mode and the admin that has no typed answer yet (see `editorApi`). */
export async function editorRequest<T>(method: string, path: string, body?: unknown, send: typeof fetch = fetch): Promise<T> {
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  }
  const response = await editorFetch(path, init, send)
  let envelope: Envelope<T>
  try {
    envelope = (await response.json()) as Envelope<T>
  } catch {
    throw new EditorRequestError(response.statusText || String(response.status), response.status, 'INVALID_RESPONSE')
  }
  if (envelope.errored) throw new EditorRequestError(envelope.message, envelope.statusCode, envelope.code, envelope.fields)
  return envelope.data
}

/**
 * The typed client (issue 24: generated from the OpenAPI document) over the same session rules:
 * the path, body and answer of a call are checked by TypeScript.
 */
export const editorApi = createIzlogClient({
  fetch: async (request) => {
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text()
    return editorFetch(request.url, { method: request.method, credentials: 'same-origin', headers: request.headers, ...(body ? { body } : {}) })
  },
})

/** The `data` of a typed call's answer, or its refusal as the error edit mode shows. */
export function answerOf<T>(result: { data?: { data: T }; error?: unknown; response: Response }): T {
  if (result.data) return result.data.data
  const refusal = (result.error ?? {}) as Partial<ErrorEnvelope>
  throw new EditorRequestError(refusal.message ?? String(result.response.status), refusal.statusCode ?? result.response.status, refusal.code ?? 'INVALID_RESPONSE', refusal.fields ?? {})
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

export type { RevisionSummary }

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
