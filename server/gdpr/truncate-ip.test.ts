import { describe, expect, it } from 'vitest'
import { truncateIp } from './truncate-ip'

describe('truncateIp', () => {
  it.each([
    ['192.168.10.234', '192.168.10.0'],
    ['::ffff:10.1.2.3', '10.1.2.0'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::'],
    ['2001:db8::1', '2001:db8::'],
    ['::1', '::'],
    ['not an ip', null],
    ['', null],
    [null, null],
  ])('%s → %s', (input, expected) => {
    expect(truncateIp(input)).toBe(expected)
  })
})
