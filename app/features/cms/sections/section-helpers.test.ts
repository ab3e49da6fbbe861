import { describe, expect, it } from 'vitest'
import { telHref } from './contact'
import { formatDistance, openStreetMapUrl } from './location'

describe('section helpers', () => {
  it('formats nearby distances in metres, then kilometres with the locale decimal sign', () => {
    expect(formatDistance(183, 'hr')).toBe('180 m')
    expect(formatDistance(1300, 'hr')).toBe('1,3 km')
    expect(formatDistance(1300, 'en')).toBe('1.3 km')
    expect(formatDistance(3000, 'de')).toBe('3 km')
  })

  it('links the map to OpenStreetMap with a marker at the coordinates', () => {
    expect(openStreetMapUrl(45.7937, 15.9617, 16)).toBe('https://www.openstreetmap.org/?mlat=45.7937&mlon=15.9617#map=16/45.7937/15.9617')
  })

  it('dials a phone number without its spaces and punctuation', () => {
    expect(telHref('+385 1 555 0120')).toBe('tel:+38515550120')
    expect(telHref('(01) 555-0120')).toBe('tel:015550120')
  })
})
