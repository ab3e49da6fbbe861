import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
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
  op('POST', '/v1/probe/made', 'Probe create', { response: z.object({ id: z.number().int() }), status: 201, errors: { 409: 'Taken.' } }),
  op('GET', '/v1/probe/bare', 'Probe bare', { bare: true, response: z.array(z.string()) }),
  op('GET', '/v1/probe/export.csv', 'Probe file', { file: { types: ['text/csv'], description: 'A file.' } }),
  op('GET', '/v1/probe/away', 'Probe redirect', { redirect: { status: 302, description: 'Away.' } }),
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

  it('leaves listed refusals, answers without a schema and other paths alone', () => {
    expect(() => validator.check('GET', '/api/v1/probe/7', 400, { data: null, errored: true })).not.toThrow()
    expect(() => validator.check('POST', '/api/v1/probe/free', 200, { data: 42, errored: false })).not.toThrow()
    expect(() => validator.check('GET', '/media/x.png', 200, { data: 1, errored: false })).not.toThrow()
  })

  it('fails on a success status the document does not list (a create answering 200 instead of 201)', () => {
    expect(() => validator.check('POST', '/api/v1/probe/made', 201, { data: { id: 1 }, errored: false })).not.toThrow()
    expect(() => validator.check('POST', '/api/v1/probe/made', 200, { data: { id: 1 }, errored: false })).toThrow(/answered 200.*201/)
  })

  it('fails on a refusal status the operation does not list', () => {
    expect(() => validator.check('POST', '/api/v1/probe/made', 409, { data: null, errored: true, code: 'TAKEN' })).not.toThrow()
    expect(() => validator.check('POST', '/api/v1/probe/made', 404, { data: null, errored: true, code: 'GONE' })).toThrow(/404 \(GONE\)/)
  })

  it('validates a bare answer as a whole body', () => {
    expect(() => validator.check('GET', '/api/v1/probe/bare', 200, ['a', 'b'])).not.toThrow()
    expect(() => validator.check('GET', '/api/v1/probe/bare', 200, [1])).toThrow(/answers a body/)
  })

  it('checks a file’s media type and a redirect’s status', () => {
    expect(() => validator.checkMedia('GET', '/api/v1/probe/export.csv', 200, 'text/csv; charset=utf-8')).not.toThrow()
    expect(() => validator.checkMedia('GET', '/api/v1/probe/export.csv', 200, 'text/html')).toThrow(/text\/html, the document lists text\/csv/)
    expect(() => validator.checkMedia('GET', '/api/v1/probe/away', 302, '')).not.toThrow()
    expect(() => validator.checkMedia('GET', '/api/v1/probe/away', 303, '')).toThrow(/answered 303/)
  })

  it('with a report file, writes an unlisted status down instead of failing (a survey of a whole run)', () => {
    const file = path.join(os.tmpdir(), `contract-report-${process.pid}-${Date.now()}.txt`)
    const surveying = createContractValidator(document, { reportTo: file })
    expect(() => surveying.check('POST', '/api/v1/probe/made', 404, { data: null, errored: true, code: 'GONE' })).not.toThrow()
    expect(fs.readFileSync(file, 'utf8')).toBe('POST /v1/probe/made 404 GONE\n')
    fs.rmSync(file)
  })
})
