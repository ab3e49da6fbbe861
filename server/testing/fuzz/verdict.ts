import type { Endpoint } from './route-walk'

export interface AnsweredRequest {
  status: number
  contentType: string
  body: string
}

/** A stack frame as V8 prints it: `at fn (file:///…/x.js:12:5)` or `at /…/x.js:12:5`. */
const stackFrame = /\n\s+at [^\n]*(?:file:\/\/|\/|\\)[^\n]*:\d+:\d+/

const pageStatuses = new Set([200, 204, 301, 302, 303, 304, 307, 308, 403, 404, 405, 413, 429])

/**
 * What is wrong with an answer (empty when nothing): a 5xx, a stack trace, an API error outside
 * the envelope, or a page that answers a bad path with anything but 404.
 */
export function problemsWith(endpoint: Endpoint, method: string, answer: AnsweredRequest): string[] {
  const problems: string[] = []
  if (answer.status >= 500) problems.push(`status ${answer.status}`)
  if (stackFrame.test(answer.body)) problems.push('stack trace in the body')
  if (endpoint.kind === 'api' && answer.status >= 400) {
    const envelope = parseEnvelope(answer.body)
    if (!envelope) problems.push('API error outside the envelope')
    else if (envelope.statusCode !== answer.status || !envelope.message) problems.push('envelope without matching status or message')
  }
  if (endpoint.kind === 'page' && method === 'GET' && !pageStatuses.has(answer.status)) {
    problems.push(`page answered ${answer.status} (a bad page path is a 404)`)
  }
  return problems
}

function parseEnvelope(body: string): { statusCode?: unknown; message?: unknown } | null {
  try {
    const value = JSON.parse(body) as { errored?: unknown; statusCode?: unknown; message?: unknown } | null
    return typeof value === 'object' && value !== null && value.errored === true ? value : null
  } catch {
    return null
  }
}
