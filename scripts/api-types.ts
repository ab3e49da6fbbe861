// Writes common/api/openapi-types.ts from the OpenAPI document (issue 24: a typed client).
import { writeFile } from 'node:fs/promises'
import { API_TYPES_FILE, apiTypesSource } from '../build-tools/api-types'

await writeFile(API_TYPES_FILE, await apiTypesSource())
console.log(`wrote ${API_TYPES_FILE}`)
