import { describe, expect, it } from 'vitest'
import { z } from '../../../common/validation/z'
import { buildOpenApiDocument } from './document'
import { replayedAnswer, tagged, type ApiOperation } from './registry'

type Responses = Record<string, { content: { 'application/json': { schema: { allOf?: { properties?: { data?: unknown } }[] } } } }>

const op = tagged('test')
const made = z.object({ id: z.number().int() })

function responsesOf(details: Pick<ApiOperation, 'status' | 'otherSuccesses'> = {}): Responses {
  const document = buildOpenApiDocument([op('POST', '/v1/things', 'Make a thing', { response: made, ...details })])
  return (document.paths['/v1/things']?.post as { responses: Responses }).responses
}

describe('success statuses', () => {
  it('documents 200 by default and 201 for a create', () => {
    expect(Object.keys(responsesOf())).toContain('200')
    expect(Object.keys(responsesOf({ status: 201 }))).not.toContain('200')
  })

  it('documents only 202 for a call that queues its work', () => {
    const statuses = Object.keys(responsesOf({ status: 202 }))
    expect(statuses).toContain('202')
    expect(statuses).not.toContain('200')
  })

  it('documents both answers of a create idempotent by its key, each with the data schema', () => {
    const responses = responsesOf({ status: 201, otherSuccesses: replayedAnswer(made) })
    for (const status of ['201', '200']) {
      expect(responses[status]?.content['application/json'].schema.allOf?.[1]?.properties?.data).toMatchObject({ properties: { id: { type: 'integer' } } })
    }
  })
})
