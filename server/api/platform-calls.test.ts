import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Envelope } from '../../common/http/envelope'
import { startPipelineJob } from '../pipeline/running-jobs'
import { setSiteOption } from '../site/site-service'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, bearer, makeUser } from '../users/test-helpers'

let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>
let shopper: Record<string, string>
let owner: Record<string, string>
let editor: Record<string, string>

async function loginAs(input: Parameters<typeof makeUser>[1]) {
  const user = await makeUser(runtime, input)
  return bearer((await apiLogin(app, user.email, user.password)).accessToken)
}

beforeAll(async () => {
  runtime = await createTestRuntime()
  app = createTestApp(runtime)
  shopper = await loginAs({})
  owner = await loginAs({ isBackofficeUser: true, scopes: ['settings'] })
  editor = await loginAs({ isBackofficeUser: true, scopes: ['content'] })
  await setSiteOption(runtime.database.db, { siteId: runtime.site.id, key: 'CartAddition', value: 0 })
  await setSiteOption(runtime.database.db, { siteId: runtime.site.id, key: 'ShopEmail', value: 'prodaja@example.hr' })
})
afterAll(() => runtime.dispose())

const general = async (query: string, headers: Record<string, string> = {}) => {
  const response = await app.request(`/api/v1/settings/general/user${query}`, { headers })
  return { status: response.status, body: await readJson<Envelope<Record<string, unknown>>>(response) }
}

describe('GET /api/v1/settings/general/user (§7: group, key)', () => {
  it('gives one stored value by group and key', async () => {
    const { status, body } = await general('?group=shop&key=CartAddition')
    expect(status).toBe(200)
    expect(body.data).toEqual({ group: 'shop', key: 'CartAddition', value: 0 })
  })

  it('gives a whole group, defaults included', async () => {
    const { body } = await general('?group=site')
    expect(body.data).toMatchObject({ HomePageSlug: 'pocetna', MaintenanceMode: false })
  })

  it('without a group gives the groups the user may read: the private one only to settings managers', async () => {
    expect(Object.keys((await general('')).body.data ?? {})).toEqual(['site', 'shop', 'comments'])
    expect(Object.keys((await general('', editor)).body.data ?? {})).toEqual(['site', 'shop', 'comments'])
    const asOwner = await general('', owner)
    expect(Object.keys(asOwner.body.data ?? {})).toEqual(['site', 'shop', 'comments', 'private'])
    expect(asOwner.body.data?.private).toMatchObject({ ShopEmail: 'prodaja@example.hr' })
  })

  it('refuses the private group: 401 to a visitor, 403 to a shopper and an editor', async () => {
    expect((await general('?group=private&key=ShopEmail')).status).toBe(401)
    expect((await general('?group=private&key=ShopEmail', shopper)).status).toBe(403)
    expect((await general('?group=private', editor)).status).toBe(403)
    expect((await general('?group=private&key=ShopEmail', owner)).body.data).toMatchObject({ value: 'prodaja@example.hr' })
  })

  it('answers 400 for an unknown group or a key without a group, 404 for a key the group lacks', async () => {
    expect((await general('?group=secrets')).status).toBe(400)
    expect((await general('?key=CartAddition')).status).toBe(400)
    expect((await general('?group=shop&key=ShopEmail')).status).toBe(404)
  })
})

describe('GET /api/v1/cms/pipeline/hasRunningPipeline (§7)', () => {
  const pipeline = (headers: Record<string, string>) => app.request('/api/v1/cms/pipeline/hasRunningPipeline', { headers })

  it('is true with the running job listed while one runs, false once it finished', async () => {
    const idle = await readJson<Envelope<{ hasRunningPipeline: boolean; jobs: unknown[] }>>(await pipeline(editor))
    expect(idle.data).toEqual({ hasRunningPipeline: false, jobs: [] })
    const finish = startPipelineJob('import')
    try {
      const busy = await readJson<Envelope<{ hasRunningPipeline: boolean; jobs: { kind: string }[] }>>(await pipeline(editor))
      expect(busy.data?.hasRunningPipeline).toBe(true)
      expect(busy.data?.jobs.map((job) => job.kind)).toEqual(['import'])
    } finally {
      finish()
    }
    const after = await readJson<Envelope<{ hasRunningPipeline: boolean }>>(await pipeline(editor))
    expect(after.data?.hasRunningPipeline).toBe(false)
  })

  it('is for backoffice users: 401 without a login, 403 for a shopper', async () => {
    expect((await pipeline({})).status).toBe(401)
    expect((await pipeline(shopper)).status).toBe(403)
  })
})
