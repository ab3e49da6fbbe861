/** DESIGN "API conventions": every response is one of these. */
export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope

export interface SuccessEnvelope<T> {
  data: T
  errored: false
}

export interface ErrorEnvelope {
  data: null
  errored: true
  statusCode: number
  message: string
  code: string
  /** Field-level problems of a rejected payload: path → catalogue message. */
  fields?: Record<string, string>
}

/** §3 pagination; `limit` is the spec's name for `perPage` (ADR 066), both always present. */
export interface Pagination {
  page: number
  perPage: number
  limit: number
  total: number
  lastPage: number
}

/** The one way to describe a page of a list: the page is kept within 1…lastPage. */
export function paginationOf(input: { page: number; perPage: number; total: number }): Pagination {
  // An empty list with nothing per page (perPage 0) is still one page, not NaN.
  const lastPage = input.perPage > 0 ? Math.max(1, Math.ceil(input.total / input.perPage)) : 1
  return { page: Math.min(Math.max(1, input.page), lastPage), perPage: input.perPage, limit: input.perPage, total: input.total, lastPage }
}

export interface ListResult<T> {
  records: T[]
  pagination: Pagination
}
