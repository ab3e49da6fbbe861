import { describe, expect, it } from 'vitest'
import { isoDayInSiteZone, startOfNextSiteDay, startOfSiteDay } from './dates'

describe('calendar days in Zagreb', () => {
  it('start at local midnight in winter and in summer', () => {
    expect(startOfSiteDay('2026-03-01').toISOString()).toBe('2026-02-28T23:00:00.000Z')
    expect(startOfSiteDay('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z')
    expect(startOfNextSiteDay('2026-12-31').toISOString()).toBe('2026-12-31T23:00:00.000Z')
  })

  it('are 23 hours long when the clocks go forward and 25 when they go back', () => {
    const spring = startOfNextSiteDay('2026-03-29').getTime() - startOfSiteDay('2026-03-29').getTime()
    const autumn = startOfNextSiteDay('2026-10-25').getTime() - startOfSiteDay('2026-10-25').getTime()
    expect(spring / 3_600_000).toBe(23)
    expect(autumn / 3_600_000).toBe(25)
    expect(startOfSiteDay('2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z')
    expect(startOfSiteDay('2026-10-26').toISOString()).toBe('2026-10-25T23:00:00.000Z')
  })

  it('agree with the day a Zagreb clock shows', () => {
    const lateEvening = '2026-03-01T22:30:00.000Z' // 23:30 in Zagreb on 1 March
    expect(isoDayInSiteZone(lateEvening)).toBe('2026-03-01')
    expect(new Date(lateEvening) < startOfNextSiteDay('2026-03-01')).toBe(true)
    expect(new Date(lateEvening) >= startOfSiteDay('2026-03-01')).toBe(true)
  })
})
