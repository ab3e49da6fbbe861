import net from 'node:net'

/**
 * TRUST_PROXY, parsed: which of the hops in front of the server are the operator's proxies.
 * `false`: none (X-Forwarded-* are ignored). A number: that many proxies (`true` is one). A list:
 * the addresses or CIDR ranges of the proxies (and the names `loopback`, `linklocal`,
 * `uniquelocal`), as Express's `trust proxy` takes them (ADR 049).
 */
export type TrustProxy = boolean | number | readonly string[]

const NAMED: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
}

/** The TRUST_PROXY text as configured, or the problem with it (for the start-up error). */
export function parseTrustProxy(value: string): TrustProxy | { problem: string } {
  const text = value.trim().toLowerCase()
  if (text === '' || text === 'false') return false
  if (text === 'true') return 1
  if (/^\d+$/.test(text)) {
    const hops = Number(text)
    return hops === 0 ? false : hops <= 32 ? hops : { problem: 'a hop count is at most 32' }
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const wrong = entries.filter((entry) => !NAMED[entry] && !subnetOf(entry))
  if (wrong.length > 0) return { problem: `not a number of proxies, an IP address, a CIDR range or loopback/linklocal/uniquelocal: ${wrong.join(', ')}` }
  return entries
}

export function isProxyTrusted(trust: TrustProxy): boolean {
  return trust === true || (typeof trust === 'number' ? trust > 0 : Array.isArray(trust) && trust.length > 0)
}

/**
 * The client's address: the socket's peer, then X-Forwarded-For read from the right (each proxy
 * appends the address it saw), skipping the trusted proxies. The first hop that is not one of them
 * is the client as our outermost proxy saw it; what the client wrote further left is ignored.
 */
export function forwardedClient(socketAddress: string, forwardedFor: string | undefined, trust: TrustProxy): string {
  if (!isProxyTrusted(trust) || !forwardedFor) return socketAddress
  const hops = [
    socketAddress,
    ...forwardedFor
      .split(',')
      .map((entry) => entry.trim())
      .reverse(),
  ].map(unmapped)
  const isTrusted = trustTest(trust)
  let index = 0
  while (index < hops.length - 1 && isTrusted(hops[index]!, index)) index++
  return hops[index] || socketAddress
}

function trustTest(trust: TrustProxy): (address: string, index: number) => boolean {
  if (trust === true) return (_, index) => index < 1
  if (typeof trust === 'number') return (_, index) => index < trust
  if (trust === false) return () => false
  const list = new net.BlockList()
  for (const entry of trust) {
    for (const range of NAMED[entry] ?? [entry]) {
      const subnet = subnetOf(range)
      if (subnet) list.addSubnet(subnet.network, subnet.prefix, subnet.type)
    }
  }
  return (address) => {
    const type = net.isIP(address)
    return type !== 0 && list.check(address, type === 4 ? 'ipv4' : 'ipv6')
  }
}

function subnetOf(entry: string): { network: string; prefix: number; type: 'ipv4' | 'ipv6' } | null {
  const [address = '', bits] = entry.split('/')
  const version = net.isIP(address)
  if (version === 0) return null
  const max = version === 4 ? 32 : 128
  const prefix = bits === undefined ? max : /^\d{1,3}$/.test(bits) ? Number(bits) : -1
  if (prefix < 0 || prefix > max) return null
  return { network: address, prefix, type: version === 4 ? 'ipv4' : 'ipv6' }
}

/** `::ffff:192.0.2.1` (an IPv4 client on a dual-stack socket) is `192.0.2.1`. */
function unmapped(address: string): string {
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address
}
