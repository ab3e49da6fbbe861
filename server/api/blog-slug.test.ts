import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postFormSchema } from '../../common/blog/post-edit'
import { seedBlog } from '../db/seed/blog'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, bearer, jsonRequest, makeUser } from '../users/test-helpers'

let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>
let editorAuth: Record<string, string>

beforeAll(async () => {
  runtime = await createTestRuntime()
  await seedBlog(runtime.database.db, { siteId: runtime.site.id, coverIds: {} })
  app = createTestApp(runtime)
  const editor = await makeUser(runtime, { isBackofficeUser: true, scopes: ['content'] })
  editorAuth = bearer((await apiLogin(app, editor.email, editor.password)).accessToken)
})
afterAll(() => runtime.dispose())

type Answer = { data: { id: number; slug: string } | null; fields?: Record<string, string> }
const send = async (method: string, path: string, body: Record<string, unknown>) => {
  const response = await app.request(`/api/v1/cms/post/${path}`, jsonRequest(method, body, editorAuth))
  return { status: response.status, body: await readJson<Answer>(response) }
}
const tooShort = 'Slug mora imati najmanje 4 znaka'
const badFormat = 'Slug smije sadržavati samo mala slova, brojke i crtice'

describe('post slugs follow the page slug rules (§5, issue 20 §11)', () => {
  it('refuses a slug under 4 characters or with a doubled or outer hyphen, on create and update, with the page messages', async () => {
    const base = { locale: 'hr', title: 'Kratka', body: '<p>Tekst</p>' }
    const short = await send('POST', 'create', { ...base, slug: 'abc' })
    expect(short.status).toBe(400)
    expect(short.body.fields).toMatchObject({ slug: tooShort })
    for (const slug of ['dvije--crtice', '-rub', 'rub-']) {
      const bad = await send('POST', 'create', { ...base, slug })
      expect(bad.status, slug).toBe(400)
      expect(bad.body.fields, slug).toMatchObject({ slug: badFormat })
    }
    const created = await send('POST', 'create', { ...base, slug: 'kratka-vijest' })
    expect(created.status).toBe(201)
    const id = created.body.data?.id ?? 0
    const update = await send('PATCH', `update/${id}`, { slug: 'ab' })
    expect(update.status).toBe(400)
    expect(update.body.fields).toMatchObject({ slug: tooShort })
    expect((await send('PATCH', `update/${id}`, { slug: 'a--b-c' })).body.fields).toMatchObject({ slug: badFormat })
    expect((await send('PATCH', `update/${id}`, { slug: 'duza-vijest' })).status).toBe(200)
  })

  it('the post editor checks the same rules before a save', () => {
    const form = { title: 'Naslov', excerpt: '', author: '', publishedAt: '' }
    const issue = (slug: string) => postFormSchema.safeParse({ ...form, slug }).error?.issues[0]?.message
    expect(issue('abc')).toBe('validation.slugTooShort')
    expect(issue('a--bc')).toBe('validation.slugFormat')
    expect(issue('')).toBe('validation.required')
    expect(issue('nova-objava')).toBeUndefined()
  })
})
