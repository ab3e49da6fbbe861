import { describe, expect, it } from 'vitest'
import { siteOptionsSchema } from '../settings/site-options'
import { allowedConsentScripts, parseConsentCookie, type ConsentScript } from './cookie-consent'

const scripts: ConsentScript[] = [
  { category: 'analytics', src: 'https://stats.example.hr/a.js' },
  { category: 'marketing', src: '/pixel.js' },
]

describe('scripts of optional cookie categories', () => {
  it('load nothing before the visitor chose, and only the allowed categories after', () => {
    expect(allowedConsentScripts(scripts, null)).toEqual([])
    expect(allowedConsentScripts(scripts, parseConsentCookie('necessary'))).toEqual([])
    expect(allowedConsentScripts(scripts, parseConsentCookie('necessary,analytics'))).toEqual([scripts[0]])
    expect(allowedConsentScripts(scripts, parseConsentCookie('necessary,analytics,marketing'))).toEqual(scripts)
  })

  it('never load a script from a protocol-relative, javascript: or http address', () => {
    const hostile = [
      { category: 'analytics', src: '//evil.example/a.js' },
      { category: 'analytics', src: 'javascript:alert(1)' },
      { category: 'analytics', src: 'http://stats.example.hr/a.js' },
    ] as ConsentScript[]
    expect(allowedConsentScripts(hostile, ['necessary', 'analytics', 'marketing'])).toEqual([])
    // The site option refuses them too (and falls back to none).
    expect(siteOptionsSchema.shape.ConsentScripts.parse(hostile)).toEqual([])
    expect(siteOptionsSchema.shape.ConsentScripts.parse(scripts)).toEqual(scripts)
  })
})
