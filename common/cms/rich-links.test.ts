import { describe, expect, it } from 'vitest'
import { parseRichLinkRef } from './link-attributes'
import { resolveRichTextLinks, richTextLinkTargets } from './rich-links'

const group = '3f0c8a52-7a1b-4d8e-9c1e-2b6f1d9a0c11'

describe('internal links in rich text', () => {
  it('parses only well-formed data-link values', () => {
    expect(parseRichLinkRef(`page:${group}`)).toEqual({ kind: 'page', group })
    expect(parseRichLinkRef('product:12')).toEqual({ kind: 'product', id: 12 })
    for (const bad of ['page:12', 'product:0', 'product:-3', 'category:1e3', 'url:https://x', 'post:', 'javascript:alert(1)']) expect(parseRichLinkRef(bad), bad).toBeNull()
  })

  it('points each internal link at its current path and leaves the rest alone', () => {
    const html = `<p><a href="/stari" data-link="page:${group}">a</a> <a href="/p/x" data-link="product:7" target="_blank" rel="noopener noreferrer">b</a> <a href="https://example.org">c</a></p>`
    expect(richTextLinkTargets(html)).toEqual([{ kind: 'page', group }, { kind: 'product', id: 7 }])
    const resolved = resolveRichTextLinks(html, (target) => (target.kind === 'page' ? '/novi?a=1&b="2"' : null))
    expect(resolved).toContain(`<a href="/novi?a=1&amp;b=&quot;2&quot;" data-link="page:${group}">a</a>`)
    // A target that no longer resolves keeps the path it was saved with.
    expect(resolved).toContain('<a href="/p/x" data-link="product:7"')
    expect(resolved).toContain('<a href="https://example.org">c</a>')
  })
})
