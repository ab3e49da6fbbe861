import { isIPv4, isIPv6 } from 'node:net'

/**
 * An address with its host part removed (IPv4 /24, IPv6 /48), the way analytics tools anonymise:
 * enough to notice abuse from one network, not enough to single out a person.
 */
export function truncateIp(address: string | null | undefined): string | null {
  if (!address) return null
  const ip = address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
  if (isIPv4(ip)) return ip.split('.').slice(0, 3).concat('0').join('.')
  if (!isIPv6(ip)) return null
  const [head = ''] = ip.split('::')
  const groups = head.split(':').filter(Boolean)
  const expanded = ip.includes('::') ? groups : ip.split(':')
  return `${expanded.slice(0, 3).join(':')}::`
}
