import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import { forwardedClient, type TrustProxy } from '../http/trusted-proxy'

/**
 * The client's IP for rate limits. X-Forwarded-For is only believed behind the proxies the operator
 * declared (TRUST_PROXY), and only the entries those proxies added: the client writes the rest.
 */
export function clientIp(c: Context, trustProxy: TrustProxy): string {
  return forwardedClient(socketAddress(c), c.req.header('x-forwarded-for'), trustProxy)
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // app.request() in tests has no socket.
    return 'local'
  }
}
