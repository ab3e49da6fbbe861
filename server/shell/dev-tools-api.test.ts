import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'

let devRuntime: TestRuntime
let prodRuntime: TestRuntime

beforeAll(async () => {
  devRuntime = await createTestRuntime({ showVersionBadge: true })
  prodRuntime = await createTestRuntime({ showVersionBadge: false })
})
afterAll(async () => {
  await devRuntime.dispose()
  await prodRuntime.dispose()
})

describe('dev tools behind the version badge', () => {
  it('lists releases from CHANGELOG.md as a bare array, newest first', async () => {
    const response = await createTestApp(devRuntime).request('/api/_cli/get-latest-release', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ gitlabProjectId: null, gitlabBranch: 'main' }),
    })
    expect(response.status).toBe(200)
    const releases = await readJson<{ tag_name: string; description_html: string }[]>(response)
    expect(Array.isArray(releases)).toBe(true)
    expect(releases[0]?.tag_name).toMatch(/^\d+\.\d+\.\d+/)
    expect(releases[0]?.description_html).toMatch(/^<ul>/)
  })

  it('names the latest tag', async () => {
    const response = await createTestApp(devRuntime).request('/api/_cli/get-latest-tag')
    expect(await readJson(response)).toMatch(/^\d+\.\d+\.\d+/)
  })

  it('does not exist where the badge is off', async () => {
    const response = await createTestApp(prodRuntime).request('/api/_cli/get-latest-release', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(response.status).toBe(404)
    expect(await readJson(response)).toMatchObject({ errored: true, code: 'NOT_FOUND' })
  })
})
