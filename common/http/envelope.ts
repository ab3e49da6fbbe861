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

export interface Pagination {
  page: number
  perPage: number
  total: number
  lastPage: number
}

export interface ListResult<T> {
  records: T[]
  pagination: Pagination
}
