import { randomBytes } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './hono-env'

/**
 * Security headers on every response. Scripts run only from our origin or with this request's
 * nonce (React Router's inline hydration scripts carry it), so injected markup cannot run code.
 * Development skips the CSP: Vite's HMR client injects scripts of its own.
 */
export function securityHeaders(options: {
  isProduction: boolean
  paymentOrigins?: string[]
  hasRecaptcha?: boolean
  /** Media on a bucket (ADR 064): images come from its public URL, the media library PUTs to it. */
  mediaOrigins?: { images: string; uploads: string }
}): MiddlewareHandler<AppEnv> {
  // A configured payment provider receives the card form (form-action) and serves its buttons' script.
  const providers = (options.paymentOrigins ?? []).map((origin) => ` ${origin}`).join('')
  // reCAPTCHA v2 (forms, when keys are set): its script and challenge frame come from Google.
  const recaptcha = options.hasRecaptcha ? ' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/' : ''
  const mediaImages = options.mediaOrigins ? ` ${options.mediaOrigins.images}` : ''
  const mediaUploads = options.mediaOrigins ? ` ${options.mediaOrigins.uploads}` : ''
  return async (c, next) => {
    const nonce = randomBytes(16).toString('base64')
    c.set('nonce', nonce)
    await next()
    const headers = c.res.headers
    headers.set('X-Content-Type-Options', 'nosniff')
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
    headers.set('X-Frame-Options', 'SAMEORIGIN')
    headers.set('Cross-Origin-Opener-Policy', 'same-origin')
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()')
    if (options.isProduction) {
      headers.set(
        'Content-Security-Policy',
        [
          "default-src 'self'",
          `script-src 'self' 'nonce-${nonce}'${providers}${recaptcha}`,
          // React's style attributes need inline styles; they cannot run code.
          "style-src 'self' 'unsafe-inline'",
          `img-src 'self' data: blob:${mediaImages}`,
          "font-src 'self'",
          `connect-src 'self'${providers}${mediaUploads}`,
          // 'self': the editor's phone preview frames the site's own page.
          `frame-src 'self' https://www.youtube-nocookie.com${providers}${recaptcha}`,
          "frame-ancestors 'self'",
          "base-uri 'self'",
          `form-action 'self'${providers}`,
          "object-src 'none'",
        ].join('; '),
      )
    }
  }
}
