import { createConfig, lintFromString } from '@redocly/openapi-core'
import { describe, expect, it } from 'vitest'
import { buildOpenApiDocument } from './document'

/** Issue 24: the document passes Redocly's recommended rules, as `redocly lint` runs them. */
describe('the OpenAPI document under redocly lint (recommended rules)', () => {
  it('has no errors, and every tag is described', async () => {
    const config = await createConfig({ extends: ['recommended'] })
    const problems = await lintFromString({ source: JSON.stringify(buildOpenApiDocument()), absoluteRef: 'openapi.json', config })
    const named = (severity: string) => problems.filter((problem) => problem.severity === severity).map((problem) => `${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer ?? ''})`)
    expect(named('error')).toEqual([])
    expect(named('warn').filter((problem) => problem.startsWith('tag-description'))).toEqual([])
  })
})
