import { describe, expect, it } from 'vitest'
import { parseChangelog } from './changelog'

describe('parseChangelog', () => {
  it('turns version headings and bullets into release entries with escaped HTML', () => {
    const entries = parseChangelog(
      ['# Changelog', '', '## [0.2.0] - 2026-12-01', '- Cart <b>bold</b>', '- Checkout', '', '## 0.1.0', '* First'].join('\n'),
    )
    expect(entries).toEqual([
      { version: '0.2.0', date: '2026-12-01', html: '<ul><li>Cart &#60;b&#62;bold&#60;/b&#62;</li><li>Checkout</li></ul>' },
      { version: '0.1.0', date: null, html: '<ul><li>First</li></ul>' },
    ])
  })
})
