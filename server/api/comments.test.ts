import { and, asc, eq } from 'drizzle-orm'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CommentList, ModerationItem } from '../../common/community/types'
import type { Envelope } from '../../common/http/envelope'
import { getProductDetail } from '../catalog'
import { seedCatalogueFixture } from '../catalog/catalog-fixture.test-helpers'
import { auditLog, comments, posts } from '../db/schema'
import { seedBlog } from '../db/seed/blog'
import { setSiteOption } from '../site/site-service'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { apiLogin, bearer, jsonRequest, makeUser } from '../users/test-helpers'

let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>
let productId: number
let otherProductId: number
let postId: number
let customer: string
let customer2: string
let editor: string
let ipCounter = 0

/** Each call its own client IP, so the per-IP comment limit is only met where a test wants it. */
const freshIp = () => ({ 'x-forwarded-for': `198.51.100.${++ipCounter}` })

beforeAll(async () => {
  runtime = await createTestRuntime({ trustProxy: true })
  const { db } = runtime.database
  const catalogue = await seedCatalogueFixture(db, runtime.site.id)
  ;[productId = 0, otherProductId = 0] = catalogue.productIds
  await seedBlog(db, { siteId: runtime.site.id, coverIds: {} })
  const [post] = await db.select({ id: posts.id }).from(posts).where(eq(posts.status, 'published')).orderBy(asc(posts.id)).limit(1)
  postId = post?.id ?? 0
  app = createTestApp(runtime)
  const login = async (input: Parameters<typeof makeUser>[1] = {}) => {
    const user = await makeUser(runtime, input)
    return (await apiLogin(app, user.email, user.password)).accessToken
  }
  customer = await login()
  customer2 = await login()
  editor = await login({ isBackofficeUser: true, scopes: ['content'] })
})
afterAll(() => runtime.dispose())

const create = async (body: Record<string, unknown>, token?: string, headers: Record<string, string> = freshIp()) => {
  const response = await app.request('/api/v1/cms/comment/create', jsonRequest('POST', body, { ...(token ? bearer(token) : {}), ...headers }))
  return { status: response.status, body: await readJson<Envelope<{ comment: { id: number }; status: string }> & { message?: string; fields?: Record<string, string> }>(response) }
}
const publicList = async (targetType: string, targetId: number) =>
  (await readJson<Envelope<CommentList>>(await app.request(`/api/v1/cms/comment/filterStandard?targetType=${targetType}&targetId=${targetId}`))).data
const decide = (id: number, decision: 'approve' | 'reject', token = editor) =>
  app.request('/api/v1/cms/comment/moderation/decide', jsonRequest('POST', { id, decision }, bearer(token)))
const productRating = async (id: number) => {
  const detail = await getProductDetail(runtime.database.db, { siteId: runtime.site.id, id, locale: 'hr' })
  return { rating: detail?.rating, reviewCount: detail?.reviewCount }
}

describe('comment/getOptions', () => {
  it('answers the site rules: logged-in users only, one comment each, approval needed', async () => {
    const body = await readJson<Envelope<Record<string, boolean>>>(await app.request('/api/v1/cms/comment/getOptions?store_id=1'))
    expect(body.data).toEqual({ loggedUsersOnly: true, oneUserOneComment: true, commentEditNotAllowed: false, requiresApproval: true, reviewsEnabled: true })
  })
})

describe('comment/create rules', () => {
  it('refuses guests with the §8 loggedUsersOnly message', async () => {
    const result = await create({ targetType: 'product', targetId: productId, comment: 'Super', rating: 5 })
    expect(result.status).toBe(401)
    expect(result.body.message).toBe('Samo prijavljeni korisnici mogu komentirati')
  })

  it('needs stars and text together for a product review, and no stars on a post', async () => {
    const noStars = await create({ targetType: 'product', targetId: productId, comment: 'Bez ocjene' }, customer)
    expect(noStars.status).toBe(400)
    expect(noStars.body.fields?.rating).toBe('Odaberite ocjenu od 1 do 5 zvjezdica')
    const noText = await create({ targetType: 'product', targetId: productId, comment: '  ', rating: 4 }, customer)
    expect(noText.status).toBe(400)
    expect(noText.body.fields?.comment).toBe('Unos ovog polja je obavezan')
    expect((await create({ targetType: 'product', targetId: productId, comment: 'Šest', rating: 6 }, customer)).status).toBe(400)
    expect((await create({ targetType: 'product', targetId: productId, comment: 'Nula', rating: 0 }, customer)).status).toBe(400)
    expect((await create({ targetType: 'post', targetId: postId, comment: 'Zvjezdice?', rating: 3 }, customer)).status).toBe(400)
    const tooLong = await create({ targetType: 'post', targetId: postId, comment: 'a'.repeat(2001) }, customer)
    expect(tooLong.body.fields?.comment).toBe('Maksimalan broj znakova za ovo polje je 2000')
    const onlyTags = await create({ targetType: 'post', targetId: postId, comment: '<img src=x onerror=alert(1)>' }, customer)
    expect(onlyTags.status).toBe(400)
  })

  it('refuses a filled honeypot and unknown targets', async () => {
    const spam = await create({ targetType: 'post', targetId: postId, comment: 'Kupite jeftino', website: 'http://spam.example' }, customer)
    expect(spam.status).toBe(400)
    expect(spam.body.message).toBe('Poruka nije poslana.')
    expect((await create({ targetType: 'product', targetId: 999_999, comment: 'Nema', rating: 3 }, customer)).status).toBe(404)
    expect((await create({ targetType: 'page', targetId: 1, comment: 'Nema' }, customer)).status).toBe(400)
  })
})

describe('guest comments', () => {
  it('need a name when the site lets guests comment (loggedUsersOnly off)', async () => {
    await setSiteOption(runtime.database.db, { siteId: runtime.site.id, key: 'CommentsLoggedUsersOnly', value: false })
    try {
      const nameless = await create({ targetType: 'post', targetId: postId, comment: 'Gost bez imena' })
      expect(nameless.status).toBe(400)
      expect(nameless.body.fields?.name).toBe('Unos ovog polja je obavezan')
      const guest = await create({ targetType: 'post', targetId: postId, comment: 'Lijepo!', name: '<b>Gost</b> Ivo' })
      expect(guest.status).toBe(201)
      const [row] = await runtime.database.db.select().from(comments).where(eq(comments.id, guest.body.data?.comment.id ?? 0))
      expect(row).toMatchObject({ authorName: 'Gost Ivo', userId: null, status: 'pending' })
      expect((await decide(row?.id ?? 0, 'reject')).status).toBe(200)
    } finally {
      await setSiteOption(runtime.database.db, { siteId: runtime.site.id, key: 'CommentsLoggedUsersOnly', value: true })
    }
  })
})

describe('moderation and the product rating', () => {
  let reviewId = 0

  it('keeps a new review invisible and out of the rating until an editor approves it', async () => {
    const result = await create({ targetType: 'product', targetId: productId, comment: 'Odlično!\nPreporučujem.', rating: 5 }, customer)
    expect(result.status).toBe(201)
    expect(result.body.data?.status).toBe('pending')
    reviewId = result.body.data?.comment.id ?? 0
    expect((await publicList('product', productId))?.records).toEqual([])
    expect(await productRating(productId)).toEqual({ rating: 0, reviewCount: 0 })
  })

  it("shows the author their own pending review (per visitor, never cached)", async () => {
    const mine = (token?: string, id = productId) => app.request(`/api/v1/cms/comment/mine?targetType=product&targetId=${id}`, { headers: token ? bearer(token) : {} })
    expect((await mine()).status).toBe(401)
    const own = await mine(customer)
    expect(own.headers.get('cache-control')).toBe('private, no-store')
    expect((await readJson<Envelope<{ comment: unknown }>>(own)).data?.comment).toMatchObject({ id: reviewId, status: 'pending', rating: 5 })
    expect((await readJson<Envelope<{ comment: unknown }>>(await mine(customer2))).data?.comment).toBeNull()
    expect((await readJson<Envelope<{ comment: unknown }>>(await mine(customer, otherProductId))).data?.comment).toBeNull()
  })

  it('allows one review per account and product (§8 oneUserOneComment)', async () => {
    const again = await create({ targetType: 'product', targetId: productId, comment: 'Još jednom', rating: 1 }, customer)
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('Možete ostaviti samo jedan komentar')
  })

  it('lets only content users see and decide the queue', async () => {
    expect((await app.request('/api/v1/cms/comment/moderation/filter', { headers: bearer(customer) })).status).toBe(403)
    expect((await app.request('/api/v1/cms/comment/moderation/filter')).status).toBe(401)
    expect((await decide(reviewId, 'approve', customer)).status).toBe(403)
    type Queue = { records: ModerationItem[]; pagination: { page: number; total: number } }
    const queue = await readJson<Envelope<Queue>>(await app.request('/api/v1/cms/comment/moderation/filter', { headers: bearer(editor) }))
    expect(queue.data?.records).toEqual([expect.objectContaining({ id: reviewId, targetType: 'product', targetId: productId, rating: 5, status: 'pending' })])
    expect(queue.data?.records[0]?.targetLabel).toBeTruthy()
    expect(queue.data?.pagination).toMatchObject({ page: 1, total: 1 })
    const beyond = await readJson<Envelope<Queue>>(await app.request('/api/v1/cms/comment/moderation/filter?page=2', { headers: bearer(editor) }))
    expect(beyond.data?.records).toEqual([])
  })

  it('publishes on approval, records who and when, and counts it in the rating', async () => {
    expect((await decide(reviewId, 'approve')).status).toBe(200)
    const list = await publicList('product', productId)
    expect(list?.records).toEqual([expect.objectContaining({ id: reviewId, comment: 'Odlično!\nPreporučujem.', rating: 5 })])
    expect(list?.summary).toEqual({ average: 5, count: 1 })
    expect(await productRating(productId)).toEqual({ rating: 5, reviewCount: 1 })
    const [row] = await runtime.database.db.select().from(comments).where(eq(comments.id, reviewId))
    expect(row?.moderatedBy).not.toBeNull()
    expect(row?.moderatedAt).toBeInstanceOf(Date)
    const audit = await runtime.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'comment'), eq(auditLog.entityId, String(reviewId))))
    expect(audit.map((a) => a.action)).toEqual(['comment.approve'])
    expect((await decide(reviewId, 'approve')).status).toBe(404)
  })

  it('averages the published reviews and leaves rejected ones out', async () => {
    const second = await create({ targetType: 'product', targetId: productId, comment: 'Solidno.', rating: 3 }, customer2)
    await decide(second.body.data?.comment.id ?? 0, 'approve')
    expect(await productRating(productId)).toEqual({ rating: 4, reviewCount: 2 })
    const rejected = await create({ targetType: 'product', targetId: otherProductId, comment: 'Loše.', rating: 1 }, customer2)
    await decide(rejected.body.data?.comment.id ?? 0, 'reject')
    expect((await publicList('product', otherProductId))?.records).toEqual([])
    expect(await productRating(otherProductId)).toEqual({ rating: 0, reviewCount: 0 })
  })

  it('lets the author edit (back to moderation) unless commentEditNotAllowed', async () => {
    const update = (body: unknown, token: string) => app.request('/api/v1/cms/comment/update', jsonRequest('PUT', body, { ...bearer(token), ...freshIp() }))
    expect((await update({ id: reviewId, comment: 'Tuđe', rating: 1 }, customer2)).status).toBe(404)
    expect((await update({ id: reviewId, comment: 'Bez zvjezdica' }, customer)).status).toBe(400)
    expect((await update({ id: reviewId, comment: 'Ipak četiri.', rating: 4 }, customer)).status).toBe(200)
    expect((await publicList('product', productId))?.records.map((r) => r.id)).not.toContain(reviewId)
    expect(await productRating(productId)).toEqual({ rating: 3, reviewCount: 1 })
    await setSiteOption(runtime.database.db, { siteId: runtime.site.id, key: 'CommentEditNotAllowed', value: true })
    const refused = await update({ id: reviewId, comment: 'Opet', rating: 2 }, customer)
    expect(refused.status).toBe(403)
    expect((await readJson<{ message: string }>(refused)).message).toBe('Uređivanje komentara nije dopušteno')
    await setSiteOption(runtime.database.db, { siteId: runtime.site.id, key: 'CommentEditNotAllowed', value: false })
  })
})

describe('hostile comments', () => {
  // OWASP XSS filter-evasion cheat sheet, a representative set.
  const vectors = [
    '<script>alert(1)</script>',
    '<IMG SRC="javascript:alert(\'XSS\');">',
    '<IMG SRC=JaVaScRiPt:alert(\'XSS\')>',
    '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
    '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
    '<svg/onload=alert(1)>',
    '<BODY ONLOAD=alert(\'XSS\')>',
    '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>',
    '<a href="jav&#x09;ascript:alert(1)">klik</a>',
    '"><script>alert(document.cookie)</script>',
    '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
    '<STYLE>@import\'http://xss.rocks/xss.css\';</STYLE>',
    '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">',
    '</textarea><script>alert(1)</script>',
  ]

  it('stores plain text that renders inert', async () => {
    let token = ''
    await setSiteOption(runtime.database.db, { siteId: runtime.site.id, key: 'CommentsOneUserOneComment', value: false })
    await setSiteOption(runtime.database.db, { siteId: runtime.site.id, key: 'CommentsRequireApproval', value: false })
    for (const [index, vector] of vectors.entries()) {
      // A new author every few vectors: the per-account limit is not what this test is about.
      if (index % 7 === 0) {
        const hostile = await makeUser(runtime)
        token = (await apiLogin(app, hostile.email, hostile.password)).accessToken
      }
      const result = await create({ targetType: 'post', targetId: postId, comment: `Tekst ${vector} kraj` }, token, freshIp())
      expect(result.status, vector).toBe(201)
      expect(result.body.data?.status).toBe('published')
    }
    const list = await publicList('post', postId)
    expect(list?.records).toHaveLength(vectors.length)
    for (const record of list?.records ?? []) {
      expect(record.comment).not.toMatch(/<[a-z!/]/i)
      const markup = renderToStaticMarkup(createElement('p', null, record.comment))
      expect(markup).toMatch(/^<p>[^<>]*<\/p>$/)
    }
  })

  it('limits comments per account and per IP', async () => {
    const spammer = await makeUser(runtime)
    const token = (await apiLogin(app, spammer.email, spammer.password)).accessToken
    const statuses = []
    for (let i = 0; i < 11; i++) statuses.push((await create({ targetType: 'post', targetId: postId, comment: `Poruka ${i}` }, token, freshIp())).status)
    expect(statuses).toEqual([...Array(10).fill(201), 429])
    const ip = freshIp()
    const authors = await Promise.all([0, 1, 2].map(async () => {
      const author = await makeUser(runtime)
      return (await apiLogin(app, author.email, author.password)).accessToken
    }))
    const fromOneIp = []
    for (let i = 0; i < 21; i++) fromOneIp.push((await create({ targetType: 'post', targetId: postId, comment: `IP ${i}` }, authors[i % 3], ip)).status)
    expect(fromOneIp.slice(0, 20).every((status) => status === 201)).toBe(true)
    expect(fromOneIp.at(-1)).toBe(429)
  })
})
