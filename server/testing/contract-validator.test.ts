import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildOpenApiDocument } from '../api/openapi/document'
import { tagged } from '../api/openapi/registry'
import { createContractValidator } from './contract-validator'

const op = tagged('probe')
const document = buildOpenApiDocument([
  op('GET', '/v1/probe/{id}', 'Probe get', { response: z.object({ id: z.number().int(), name: z.string() }) }),
  op('GET', '/v1/probe/list', 'Probe list', { response: z.array(z.string()) }),
  op('POST', '/v1/probe/free', 'Probe without a response schema'),
])
const validator = createContractValidator(document)

describe('contract validator', () => {
  it('passes an answer whose data matches the documented schema', () => {
    expect(() => validator.check('GET', 'http://localhost/api/v1/probe/7', 200, { data: { id: 7, name: 'x' }, errored: false })).not.toThrow()
  })

  it('fails, naming the operation, when the data lacks a required field', () => {
    expect(() => validator.check('GET', '/api/v1/probe/7?x=1', 200, { data: { id: 7 }, errored: false })).toThrow(/GET \/v1\/probe\/\{id\} \(200\).*name/)
  })

  it('prefers the literal path over the template and checks its own schema', () => {
    expect(() => validator.check('GET', '/api/v1/probe/list', 200, { data: ['a'], errored: false })).not.toThrow()
    expect(() => validator.check('GET', '/api/v1/probe/list', 200, { data: [1], errored: false })).toThrow(/\/v1\/probe\/list/)
  })

  it('leaves refusals, undocumented answers and other paths alone', () => {
    expect(() => validator.check('GET', '/api/v1/probe/7', 404, { data: null, errored: true })).not.toThrow()
    expect(() => validator.check('POST', '/api/v1/probe/free', 200, { data: 42, errored: false })).not.toThrow()
    expect(() => validator.check('GET', '/media/x.png', 200, { data: 1, errored: false })).not.toThrow()
  })
})
