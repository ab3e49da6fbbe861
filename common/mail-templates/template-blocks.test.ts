import { describe, expect, it } from 'vitest'
import { blocksToHtml, parseTemplateBlocks } from './template-blocks'

describe('a template body as blocks', () => {
  it('escapes what the owner types, so a text block never becomes markup', () => {
    const html = blocksToHtml([{ type: 'text', text: 'a < b & **c**\n<script>' }])
    expect(html).toBe('<p>a &lt; b &amp; <strong>c</strong><br>&lt;script&gt;</p>')
    expect(parseTemplateBlocks(html)).toEqual([{ type: 'text', text: 'a < b & **c**\n<script>' }])
  })

  it('leaves a body with markup of its own to the expert mode', () => {
    expect(parseTemplateBlocks('<p>Hi <em>there</em></p>')).toBeNull()
    expect(parseTemplateBlocks('<div><p>Hi</p></div>')).toBeNull()
  })
})
