import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { getCookie } from 'hono/cookie'
import { RouterContextProvider, type ServerBuild } from 'react-router'
import { isbot } from 'isbot'
import { localePrefix, LOCALE_COOKIE } from '../common/i18n/locales'
import { createApi } from './api'
import { testGateway } from './payments/test-gateway/test-gateway'
import { FAKE_CIS_PATH, fakeCis, usesFakeCis } from './fiscal/cis-connection'
import { paymentProviderOrigins } from './payments/payment-settings'
import { decodePathSegment } from '../common/text/storable-text'
import { ApiError } from './http/api-error'
import { apiErrorHandler, fail } from './http/respond'
import { devToolsApi } from './shell/dev-tools-api'
import { authenticate } from './auth/authenticate'
import { csrfGuard } from './auth/csrf'
import { requestContext } from './context'
import type { AppEnv } from './http/hono-env'
import { preferredHomeLocale, requestLocale } from './http/request-locale'
import { e2eCorvusPay } from './api/e2e-hooks'
import { jsonDepthGuard, pageFormGuard, requestBodyLimit } from './http/request-body'
import { securityHeaders } from './http/security-headers'
import { varyOnAcceptEncoding } from './http/vary-accept-encoding'
import { readMediaFile } from './media/media-files'
import { MEDIA_URL_PREFIX, mediaStorageFor } from './media/media-storage'
import { bucketOrigins } from './media/media-s3-config'
import { MAX_UPLOAD_REQUEST_BYTES } from '../common/media/upload-limits'
import { MAX_IMPORT_BYTES } from '../common/catalog/product-csv'
import type { Runtime } from './runtime'
import { configureInstagram } from './social'
import { resolveSite } from './site/site-service'
import { pageRedirects } from './redirects/page-redirects'
import { pageRequestHandler } from './http/page-handler'
import { listPublicFiles } from './http/public-files'
import { purgeAfterWrites, serveCachedPage, servePageHits } from './page-cache/page-cache-middleware'
import { pageCacheFor } from './page-cache/page-cache-service'

export interface CreateAppOptions {
  runtime: Runtime
  /** The React Router server build; absent in API-only tests. */
  build?: ServerBuild | (() => Promise<ServerBuild>)
  /** Folder of the built browser assets, served in production. */
  clientDir?: string
}

const YEAR = 60 * 60 * 24 * 365

/** The one HTTP app: middleware → /api → media → assets → React Router (DESIGN "Stack"). */
export function createApp(options: CreateAppOptions) {
  const { runtime } = options
  configureInstagram(runtime.database.db, runtime.config)
  // Made before the first request, so writes outside requests (jobs) and peers' purges reach it.
  pageCacheFor(runtime.database.db, runtime.config)
  const app = new Hono<AppEnv>()

  // The e2e server may switch card payments to its CorvusPay fake (server/api/e2e-hooks.ts): its form's origin is allowed from the start.
  const e2eCorvus = runtime.config.e2eHooks ? e2eCorvusPay() : null
  const paymentOrigins = [...paymentProviderOrigins(runtime.config), ...(e2eCorvus ? [new URL(e2eCorvus.checkoutUrl).origin] : [])]
  app.use(securityHeaders({ isProduction: runtime.config.isProduction, paymentOrigins, hasRecaptcha: Boolean(runtime.config.recaptcha), ...(runtime.config.mediaS3 ? { mediaOrigins: bucketOrigins(runtime.config.mediaS3) } : {}) }))
  app.use(compress())
  app.use(varyOnAcceptEncoding)
  // Hashed bundles need no site, session or locale: served ahead of all that, in the Brotli or gzip
  // copy the build wrote beside each file (ADR 036), which compress() then leaves as it is.
  const clientRoot = options.clientDir ? path.relative(process.cwd(), options.clientDir) || '.' : null
  if (clientRoot) {
    app.use('/assets/*', serveStatic({ root: clientRoot, precompressed: true, onFound: (_path, c) => c.header('Cache-Control', `public, max-age=${YEAR}, immutable`) }))
  }
  // The local fake of the tax administration's CIS (server/fiscal, ADR 054): only while no real one
  // is configured, and ahead of site, session and CSRF handling, which a SOAP call has none of.
  if (usesFakeCis(runtime.config)) app.route(FAKE_CIS_PATH, fakeCis(runtime.config).app)
  app.use(async (c, next) => {
    c.set('runtime', runtime)
    const site = await resolveSite(runtime.database.db, c.req.header('host'))
    if (!site) return c.text('No site is configured.', 503)
    c.set('site', site)
    await next()
  })
  app.use(requestLocale)
  // Issue 12 §10: bodies are limited before anything reads them; the media upload (§9: 20 files of
  // 10 MB) has its own ceiling and judges each file itself.
  app.use(
    requestBodyLimit({
      routeLimits: [
        // Streamed to disk and counted by the upload routes themselves (server/media/upload-receiver.ts).
        { prefix: '/api/v2/media/upload', maxSize: MAX_UPLOAD_REQUEST_BYTES, streams: true },
        // A CSV of thousands of products (issue 14 point 3).
        { prefix: '/api/v1/backoffice/catalog/products/import', maxSize: MAX_IMPORT_BYTES },
      ],
    }),
  )
  app.use(csrfGuard, authenticate)
  app.use(purgeAfterWrites)
  app.use('/api/*', jsonDepthGuard)
  app.use('/_cli/*', jsonDepthGuard)

  app.route('/api', createApi())
  // §7 dev-only calls live outside /api in the spec; the same sub-app answers at both places.
  app.route(
    '/_cli',
    new Hono<AppEnv>()
      .onError(apiErrorHandler)
      .route('/', devToolsApi)
      .all('*', (c) => fail(c, ApiError.notFound())),
  )

  // The local test payment gateway (server/payments/test-gateway): only while no real provider is set.
  app.route('/_gateway', testGateway)

  const mediaStorage = mediaStorageFor(runtime.config)
  app.get('/media/*', async (c) => {
    // Decoded once, from the raw URL: a malformed or NUL-bearing name is simply not a file.
    const name = decodePathSegment(new URL(c.req.url).pathname.slice('/media/'.length))
    // With media on a bucket, old `/media/` links (cached pages, e-mails) lead to its public URL.
    if (name !== null && mediaStorage.urlBase !== MEDIA_URL_PREFIX) return c.redirect(mediaStorage.urlBase + encodeURI(name), 301)
    const file = name === null ? null : await readMediaFile(runtime.config.mediaDir, name)
    if (!file) return c.text('Not found', 404)
    return c.body(new Uint8Array(file.body), 200, {
      'Content-Type': file.contentType,
      // Media file names carry a content hash: a name never points at other bytes.
      'Cache-Control': `public, max-age=${YEAR}, immutable`,
    })
  })

  if (options.clientDir && clientRoot) {
    const publicFiles = listPublicFiles(options.clientDir)
    const publicFile = serveStatic({ root: clientRoot, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600') })
    app.use('*', (c, next) => (publicFiles.has(c.req.path) ? publicFile(c, next) : next()))
  }

  // §4: the bare home page follows the visitor's chosen (cookie) or browser language.
  app.get('/', async (c, next) => {
    if (isbot(c.req.header('user-agent'))) return next()
    const preferred = preferredHomeLocale(getCookie(c, LOCALE_COOKIE), c.req.header('accept-language'))
    if (!preferred) return next()
    c.header('Vary', 'Accept-Language, Cookie')
    return c.redirect(localePrefix(preferred), 302)
  })

  // Issue 13: backoffice redirects before the catch-all; pages that answer 404 are recorded.
  app.use(servePageHits, pageRedirects)

  if (options.build) {
    app.use(pageFormGuard)
    const handler = pageRequestHandler(options.build, runtime.config.mode)
    app.all('*', (c) =>
      serveCachedPage(c, async () => {
        const context = new RouterContextProvider()
        const cacheTags = new Set<string>()
        context.set(requestContext, {
          runtime,
          db: runtime.database.db,
          site: c.get('site'),
          locale: c.get('locale'),
          nonce: c.get('nonce'),
          user: c.get('user'),
          clientIp: c.get('clientIp'),
          cacheTags,
          catalogSlugs: new Map(),
        })
        return { response: await handler(c.req.raw, context), tags: cacheTags, nonce: c.get('nonce') }
      }),
    )
  }
  return app
}
