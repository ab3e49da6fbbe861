import type { Config } from '../config'
import { isProxyTrusted } from '../http/trusted-proxy'
import type { Site } from './site-service'

/** Host names that only ever mean "this machine": a link to them cannot reach anyone else. */
export function isLocalHostname(hostname: string): boolean {
  const name = hostname.toLowerCase()
  return name === 'localhost' || name === '127.0.0.1' || name === '[::1]' || name.endsWith('.localhost')
}

/**
 * The absolute origin of every link that leaves the page: e-mail links (verification, password
 * reset, login link), the OAuth redirect, canonical/hreflang, robots.txt and the sitemap.
 *
 * `PUBLIC_URL` wins. Otherwise the request's host name is used only when it is one the site lists
 * (without the Host header's port); any other Host header (which the default site answers too) gets the site's first
 * configured domain — never the header, or `Host: evil.example` on a password-reset request would
 * mail the victim a link that hands the token to evil.example. A local domain (a fresh install
 * lists localhost and 127.0.0.1) carries the port the server listens on.
 */
export function siteOrigin(input: {
  config: Pick<Config, 'publicUrl' | 'port' | 'trustProxy'>
  site: Pick<Site, 'hosts'>
  request: Request
}): string {
  const { config, site, request } = input
  if (config.publicUrl) return config.publicUrl
  const url = new URL(request.url)
  const hosts = site.hosts.map((host) => host.toLowerCase())
  const hostname = url.hostname.toLowerCase()
  if (hosts.includes(hostname)) {
    // The listed name, but never the header's port (`Host: localhost:6666`, issue 25 point 12):
    // a local domain takes the port the server listens on, any other the scheme's own.
    if (isLocalHostname(hostname)) return `http://${hostname}:${config.port}`
    const behindTls = isProxyTrusted(config.trustProxy) && request.headers.get('x-forwarded-proto') === 'https'
    return `${behindTls ? 'https:' : url.protocol}//${hostname}`
  }
  const home = hosts[0] ?? 'localhost'
  return isLocalHostname(home) ? `http://${home}:${config.port}` : `https://${home}`
}

/** The origin of links made with no request at hand (the outbox worker): PUBLIC_URL, else the site's first domain. */
export function configuredOrigin(input: { config: Pick<Config, 'publicUrl' | 'port'>; site: Pick<Site, 'hosts'> }): string {
  if (input.config.publicUrl) return input.config.publicUrl
  const home = input.site.hosts[0]?.toLowerCase() ?? 'localhost'
  return isLocalHostname(home) ? `http://${home}:${input.config.port}` : `https://${home}`
}
