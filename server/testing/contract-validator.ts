import { appendFileSync } from 'node:fs'
import Ajv2020 from 'ajv/dist/2020'
import type { ErrorObject, ValidateFunction } from 'ajv'
import { openApiDocument, type OpenApiDocument } from '../api/openapi/document'

type JsonObject = Record<string, unknown>

interface DocumentedOperation {
  method: string
  template: string
  pattern: RegExp
  /** Path templates with fewer `{…}` segments win: `/page/list` before `/page/{id}`. */
  params: number
  operation: JsonObject
}

export interface ContractValidator {
  /** Throws when a JSON success answer's `data` does not match the operation's documented schema. */
  check(method: string, url: string, status: number, body: unknown): void
}

const API_PREFIX = '/api'

function asObject(value: unknown): JsonObject | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as JsonObject) : undefined
}

function templatePattern(template: string): RegExp {
  const escaped = template.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
  return new RegExp(`^${escaped.join('[^/]+')}$`)
}

function listOperations(document: OpenApiDocument): DocumentedOperation[] {
  const operations = Object.entries(document.paths).flatMap(([template, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method: method.toUpperCase(),
      template,
      pattern: templatePattern(template),
      params: (template.match(/\{/g) ?? []).length,
      operation: operation as JsonObject,
    })),
  )
  return operations.sort((a, b) => a.params - b.params)
}

/** The `data` part of the documented success answer (`allOf: [Envelope, { properties: { data } }]`), if any. */
function dataSchema(operation: JsonObject, status: number): JsonObject | undefined {
  const response = asObject(asObject(operation.responses)?.[String(status)])
  const json = asObject(asObject(response?.content)?.['application/json'])
  const allOf = asObject(json?.schema)?.allOf
  if (!Array.isArray(allOf)) return undefined
  return asObject(asObject(asObject(allOf[1])?.properties)?.data)
}

function describeErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? []).map((error) => `${error.instancePath || '(data)'} ${error.message ?? ''}`).join('; ')
}

/** Refusal statuses are checked once every operation lists its own (issue 24); `CONTRACT_REFUSALS=1` turns the check on early. */
function checkRefusals(): boolean {
  return process.env.CONTRACT_REFUSALS === '1'
}

/** Validates answers against the document's JSON schemas (not the zod objects), so drift between the two fails. */
export function createContractValidator(document: OpenApiDocument): ContractValidator {
  const operations = listOperations(document)
  const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: false, logger: false })
  const compiled = new Map<string, ValidateFunction | null>()

  const validatorFor = (found: DocumentedOperation, status: number): ValidateFunction | null => {
    const key = `${found.method} ${found.template} ${status}`
    if (!compiled.has(key)) {
      const schema = dataSchema(found.operation, status)
      // The document's `#/components/schemas/…` pointers resolve against the root, so the root carries the components.
      compiled.set(key, schema ? ajv.compile({ ...schema, components: document.components }) : null)
    }
    return compiled.get(key) ?? null
  }

  return {
    check(method, url, status, body) {
      const pathname = new URL(url, 'http://localhost').pathname
      if (!pathname.startsWith(`${API_PREFIX}/`)) return
      const path = pathname.slice(API_PREFIX.length)
      const found = operations.find((candidate) => candidate.method === method.toUpperCase() && candidate.pattern.test(path))
      const envelope = asObject(body)
      if (!found || !envelope) return
      const documented = Object.keys(asObject(found.operation.responses) ?? {})
      const refusal = envelope.errored === true
      if ((!refusal || checkRefusals()) && !documented.includes(String(status))) {
        if (process.env.CONTRACT_REPORT) {
          appendFileSync(process.env.CONTRACT_REPORT, `${method.toUpperCase()} ${found.template} ${status} ${String(envelope.code ?? '')}\n`)
          return
        }
        throw new Error(`contract: ${method.toUpperCase()} ${found.template} answered ${status}${refusal ? ` (${String(envelope.code ?? envelope.message ?? '')})` : ''}, which the OpenAPI document does not list (${documented.join(', ')}); add it to the route's \`${refusal ? 'errors' : 'status'}\``)
      }
      if (envelope.errored !== false) return
      const validate = validatorFor(found, status)
      if (!validate || validate(envelope.data)) return
      const excerpt = JSON.stringify(envelope.data).slice(0, 300)
      throw new Error(`contract: ${method.toUpperCase()} ${found.template} (${status}) answers data the OpenAPI document does not allow: ${describeErrors(validate.errors)}\n  data: ${excerpt}`)
    },
  }
}

let shared: ContractValidator | null = null

/** One compiled document per test worker. */
export function contractValidator(): ContractValidator {
  shared ??= createContractValidator(openApiDocument())
  return shared
}
