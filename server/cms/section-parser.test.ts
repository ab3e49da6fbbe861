import { describe, expect, it } from 'vitest'
import type { SectionData } from '../../common/cms/section'
import { InvalidSectionError, parseSectionsForStorage } from './section-parser'

const hostile = [
  '<p>Dobar dan<script>alert(1)</script></p>',
  '<img src="x" onerror="alert(1)">',
  '<p onclick="steal()">klik</p>',
  '<a href="javascript:alert(1)">poveznica</a>',
  '<a href="https://example.com">vani</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<style>body{display:none}</style>',
].join('')

function assertClean(html: string): void {
  expect(html).not.toMatch(/<script|<iframe|<style|<img/i)
  expect(html).not.toMatch(/onerror|onclick/i)
  expect(html).not.toMatch(/javascript:/i)
}

describe('parseSectionsForStorage sanitises every rich-text field', () => {
  it('cleans rich text, text-image and FAQ answers and keeps the safe markup', () => {
    const [richText, textImage, faq] = parseSectionsForStorage([
      { id: 'a', handler: 'rich-text', parts: { html: hostile } },
      { id: 'b', handler: 'text-image', parts: { heading: 'Naslov', html: hostile, image: { mediaId: 1 } } },
      { id: 'c', handler: 'faq', parts: { items: [{ question: 'Pitanje?', answer: hostile }] } },
    ]) as [SectionData, SectionData, SectionData]
    const faqItems = faq.parts.items as { answer: string }[]
    for (const html of [richText.parts.html as string, textImage.parts.html as string, faqItems[0]!.answer]) {
      assertClean(html)
      expect(html).toContain('<p>Dobar dan</p>')
      expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">vani</a>')
    }
  })

  it('keeps a chosen new tab with a safe rel, and an internal link only when its data-link is valid', () => {
    const group = '3f0c8a52-7a1b-4d8e-9c1e-2b6f1d9a0c11'
    const [section] = parseSectionsForStorage([
      {
        id: 'a',
        handler: 'rich-text',
        parts: {
          html: [
            `<a href="/o-nama" data-link="page:${group}" target="_blank" rel="opener">stranica</a>`,
            '<a href="/proizvod/x" data-link="product:abc">krivi</a>',
            '<a href="#kontakt" target="_top">sidro</a>',
            '<a href="data:text/html,x">data</a>',
          ].join(''),
        },
      },
    ]) as [SectionData]
    const html = section.parts.html as string
    expect(html).toContain(`<a href="/o-nama" data-link="page:${group}" target="_blank" rel="noopener noreferrer">stranica</a>`)
    expect(html).toContain('<a href="/proizvod/x">krivi</a>')
    expect(html).toContain('<a href="#kontakt">sidro</a>')
    expect(html).not.toContain('data:text')
  })

  it('throws with the index and path of the first invalid section', () => {
    const call = () =>
      parseSectionsForStorage([
        { id: 'a', handler: 'rich-text', parts: { html: '<p>ok</p>' } },
        { id: 'b', handler: 'gallery', parts: { images: [] } },
      ])
    expect(call).toThrow(InvalidSectionError)
    try {
      call()
    } catch (error) {
      expect((error as InvalidSectionError).index).toBe(1)
      expect((error as InvalidSectionError).issues[0]?.path).toContain('images')
    }
  })
})
