import openapiTS, { astToString } from 'openapi-typescript'
import { openApiDocument } from '../server/api/openapi/document'

export const API_TYPES_FILE = 'common/api/openapi-types.ts'

const header = `/**
 * The API's paths, bodies and answers as TypeScript types, generated from the OpenAPI document
 * (GET /api/docs) by openapi-typescript. Do not edit: run \`npm run api:types\`. A test fails when
 * this file and the document differ.
 */
`

/** The TypeScript of the current OpenAPI document, as `npm run api:types` writes it. */
export async function apiTypesSource(): Promise<string> {
  const document = openApiDocument()
  const nodes = await openapiTS(JSON.parse(JSON.stringify(document)) as Parameters<typeof openapiTS>[0])
  return `${header}${astToString(nodes)}`
}
