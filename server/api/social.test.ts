import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SectionData } from '../../common/cms/section'
import { parseSection } from '../../common/cms/sections'
import type { Envelope } from '../../common/http/envelope'
import { parseHashtags, type IgPost } from '../../common/social/instagram'
import { PageSections } from '../../app/features/cms/page-sections'
import { loadSections } from '../../app/features/cms/section-registry'
import { resolveSectionRefs, type SectionRefs } from '../cms'
import { loadConfig } from '../config'
import { createInstagramSource, fixtureInstagramProvider, getIgByHashtags, graphApiInstagramProvider, INSTAGRAM_CACHE_TTL_MS, setInstagramSource } from '../social'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'

const TOKEN = 'test-token'
const USER_ID = '17841400000000001'
const HASHTAG_ID = '17843853986012965'
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0xff, 0xd9])

/** A local stand-in for graph.facebook.com speaking the two hashtag endpoints (and serving the images). */
function fakeGraphApi() {
  const requests: string[] = []
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake')
    requests.push(url.pathname)
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    if (url.pathname.startsWith('/img/')) {
      response.writeHead(200, { 'content-type': 'image/jpeg' })
      return response.end(JPEG)
    }
    if (url.searchParams.get('access_token') !== TOKEN) return json(400, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } })
    if (url.pathname === '/ig_hashtag_search') {
      expect(url.searchParams.get('user_id')).toBe(USER_ID)
      return json(200, { data: url.searchParams.get('q') === 'vrtovisave' ? [{ id: HASHTAG_ID }] : [] })
    }
    if (url.pathname === `/${HASHTAG_ID}/recent_media`) {
      expect(url.searchParams.get('fields')).toContain('media_url')
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      return json(200, {
        data: [
          { id: '1001', caption: 'Zeleni krovovi #vrtovisave', media_type: 'IMAGE', media_url: `${origin}/img/1001.jpg`, permalink: 'https://www.instagram.com/p/AAA/', timestamp: '2026-11-20T10:00:00+0000' },
          { id: '1002', caption: 'Video s gradilišta', media_type: 'VIDEO', media_url: `${origin}/img/1002.mp4`, permalink: 'https://www.instagram.com/p/BBB/', timestamp: '2026-11-22T10:00:00+0000' },
          { id: '1003', media_type: 'CAROUSEL_ALBUM', permalink: 'https://www.instagram.com/p/CCC/', timestamp: '2026-11-21T10:00:00+0000' },
          // An image from a host that is not Meta's CDN is never fetched (nor listed).
          { id: '1005', caption: 'Drugdje', media_type: 'IMAGE', media_url: 'https://evil.example/x.jpg', permalink: 'https://www.instagram.com/p/EEE/', timestamp: '2026-11-24T10:00:00+0000' },
          { id: '1004', caption: '<script>alert(1)</script> Park uz Savu', media_type: 'IMAGE', media_url: `${origin}/img/1004.jpg`, permalink: 'https://www.instagram.com/p/DDD/', timestamp: '2026-11-23T10:00:00+0000' },
        ],
      })
    }
    return json(404, { error: { message: 'Unknown path' } })
  })
  return {
    requests,
    start: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const instagramSection = (hashtags: string, limit = 6): SectionData => ({
  id: 'ig',
  handler: 'instagram',
  parts: { heading: 'S Instagrama', hashtags, limit },
  options: { columns: 3 },
  mobileOptions: {},
  meta: {},
})

function renderSections(sections: SectionData[], refs: SectionRefs): string {
  const Stub = createRoutesStub([{ path: '/', Component: () => createElement(PageSections, { sections, refs }) }])
  return renderToStaticMarkup(createElement(Stub, { initialEntries: ['/'] }))
}

let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>
let apiUrl: string
const graph = fakeGraphApi()

beforeAll(async () => {
  // Pages load their section types' code before rendering (ADR 026); so does this synchronous render.
  await loadSections(['instagram'])
  runtime = await createTestRuntime()
  app = createTestApp(runtime)
})
afterAll(async () => {
  await runtime.dispose()
  await graph.stop()
})

const getPosts = async (query: string) => {
  const response = await app.request(`/api/v1/cms/socialGetters/getIgByHashtags?${query}`)
  return { status: response.status, body: await readJson<Envelope<{ records: IgPost[]; total: number }>>(response) }
}

describe('Instagram without a token', () => {
  it('answers an empty list, and the section renders nothing', async () => {
    expect(loadConfig({ DATA_DIR: '/tmp/x' }).instagram).toBeNull()
    const answer = await getPosts('hashtags=vrtovisave')
    expect(answer.status).toBe(200)
    expect(answer.body.data).toEqual({ records: [], total: 0 })
    const sections = [instagramSection('#vrtovisave')]
    const refs = await resolveSectionRefs(runtime.database.db, { siteId: runtime.site.id, locale: 'hr', homeSlug: 'pocetna', content: sections })
    const html = renderSections(sections, refs)
    expect(html).toMatch(/^<section class="section section--instagram[^"]*" data-section="instagram"><\/section>$/)
  })

  it('refuses bad input with 400, and reads the hashtag text of an editor', async () => {
    expect(parseHashtags('#VrtoviSave, zagreb  #zagreb')).toEqual(['vrtovisave', 'zagreb'])
    expect(parseSection({ ...instagramSection('#ok <script>'), options: {} }).success).toBe(false)
    expect(parseSection({ ...instagramSection('#a #b #c #d #e #f'), options: {} }).success).toBe(false)
    expect((await getPosts('')).status).toBe(400)
    expect((await getPosts('hashtags=not%20a%20tag')).status).toBe(400)
    expect((await getPosts('hashtags=a&hashtags=b&hashtags=c&hashtags=d&hashtags=e&hashtags=f')).status).toBe(400)
    expect((await getPosts('hashtags=vrtovisave&limit=100')).status).toBe(400)
    expect((await app.request('/api/v1/cms/socialGetters/igImage/..%2Fetc')).status).toBe(400)
    expect((await app.request('/api/v1/cms/socialGetters/igImage/1001')).status).toBe(404)
  })
})

describe('Instagram through the Graph API', () => {
  it('searches the hashtag, reads its recent media, keeps images only, newest first, and caches for 15 minutes', async () => {
    apiUrl = await graph.start()
    let clock = Date.parse('2026-11-24T12:00:00Z')
    const source = createInstagramSource(graphApiInstagramProvider({ apiUrl, accessToken: TOKEN, userId: USER_ID }), () => clock)
    setInstagramSource(runtime.database.db, source)

    const answer = await getPosts('hashtags=%23VrtoviSave&hashtags=nepostojeci&limit=6')
    expect(answer.status).toBe(200)
    expect(answer.body.data!.records).toEqual([
      { id: '1004', caption: '<script>alert(1)</script> Park uz Savu', imageUrl: '/api/v1/cms/socialGetters/igImage/1004', permalink: 'https://www.instagram.com/p/DDD/', timestamp: '2026-11-23T10:00:00+0000' },
      { id: '1001', caption: 'Zeleni krovovi #vrtovisave', imageUrl: '/api/v1/cms/socialGetters/igImage/1001', permalink: 'https://www.instagram.com/p/AAA/', timestamp: '2026-11-20T10:00:00+0000' },
    ])
    expect(graph.requests.filter((path) => path === '/ig_hashtag_search')).toHaveLength(2)
    expect(graph.requests.filter((path) => path.endsWith('/recent_media'))).toHaveLength(1)

    // The same question within 15 minutes asks the API nothing; after them, it asks again.
    const before = graph.requests.length
    await getPosts('hashtags=vrtovisave&hashtags=nepostojeci&limit=6')
    clock += INSTAGRAM_CACHE_TTL_MS - 1000
    await getIgByHashtags(source, { hashtags: ['nepostojeci', 'vrtovisave'], limit: 6 })
    expect(graph.requests.length).toBe(before)
    clock += 2000
    await getIgByHashtags(source, { hashtags: ['vrtovisave', 'nepostojeci'], limit: 6 })
    // The hashtag ids are kept: only the recent media are asked again.
    expect(graph.requests.slice(before)).toEqual([`/${HASHTAG_ID}/recent_media`])

    const image = await app.request('/api/v1/cms/socialGetters/igImage/1001')
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/jpeg')
    expect(Buffer.from(await image.arrayBuffer())).toEqual(JPEG)
    expect((await app.request('/api/v1/cms/socialGetters/igImage/1002')).status).toBe(404)
  })

  it('renders the posts as a grid of linked images with escaped captions', async () => {
    const sections = [instagramSection('#VrtoviSave, #vrtovisave', 6)]
    const refs = await resolveSectionRefs(runtime.database.db, { siteId: runtime.site.id, locale: 'hr', homeSlug: 'pocetna', content: sections })
    const html = renderSections(sections, refs)
    expect(html).toContain('<a class="instagram-grid__link" href="https://www.instagram.com/p/DDD/" target="_blank" rel="noopener noreferrer">')
    expect(html).toContain('src="/api/v1/cms/socialGetters/igImage/1004"')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Park uz Savu')
    expect(html).not.toContain('<script>')
    expect(html.match(/instagram-grid__item/g)).toHaveLength(2)
  })

  it('answers an empty list when the API fails (a wrong token), and a fixture provider stands in for it in tests', async () => {
    const before = graph.requests.length
    const broken = createInstagramSource(graphApiInstagramProvider({ apiUrl, accessToken: 'wrong', userId: USER_ID }))
    expect(await getIgByHashtags(broken, { hashtags: ['vrtovisave'], limit: 3 })).toEqual([])
    expect(graph.requests.slice(before)).toEqual(['/ig_hashtag_search'])
    const fixture = fixtureInstagramProvider({
      zagreb: [{ id: '7', caption: 'Zagreb', mediaUrl: 'https://cdn.example/7.jpg', permalink: 'https://www.instagram.com/p/Z/', timestamp: null }],
    })
    setInstagramSource(runtime.database.db, createInstagramSource(fixture))
    const answer = await getPosts('hashtags=zagreb')
    expect(answer.body.data!.records.map((post) => post.id)).toEqual(['7'])
    expect(fixture.calls).toEqual(['zagreb'])
  })
})
