/**
 * A template body as blocks the owner edits without HTML (issue 23 point 4): paragraphs of text,
 * buttons, links, and the values our code builds as HTML (the order table, payment instructions).
 * `blocksToHtml(parseTemplateBlocks(body))` gives back the same body byte for byte, so switching
 * between blocks and the raw-HTML expert mode never changes a text behind the owner's back; a body
 * the blocks cannot say exactly (own markup) parses to null and stays in the expert mode.
 */
export type TemplateBlock =
  | { type: 'text'; text: string }
  | { type: 'button'; label: string; href: string }
  | { type: 'link'; label: string; href: string }
  | { type: 'value'; variable: string }

const VALUE = /^\{\{\s*([a-zA-Z0-9_.]+)\s*\}\}/
const BUTTON = /^<p class="button"><a href="([^"<>]*)">([^<>]*)<\/a><\/p>/
const LINK = /^<p><a href="([^"<>]*)">([^<>]*)<\/a><\/p>/
const PARAGRAPH = /^<p>((?:(?!<\/?p\b)[\s\S])*?)<\/p>/

export function parseTemplateBlocks(body: string): TemplateBlock[] | null {
  const blocks: TemplateBlock[] = []
  let rest = body
  while (rest !== '') {
    const value = VALUE.exec(rest)
    const button = BUTTON.exec(rest)
    const link = LINK.exec(rest)
    const paragraph = PARAGRAPH.exec(rest)
    let taken: string
    if (value) {
      blocks.push({ type: 'value', variable: value[1] ?? '' })
      taken = value[0]
    } else if (button) {
      blocks.push({ type: 'button', href: decode(button[1] ?? ''), label: decode(button[2] ?? '') })
      taken = button[0]
    } else if (link) {
      blocks.push({ type: 'link', href: decode(link[1] ?? ''), label: decode(link[2] ?? '') })
      taken = link[0]
    } else if (paragraph) {
      const text = inlineToText(paragraph[1] ?? '')
      if (text === null) return null
      blocks.push({ type: 'text', text })
      taken = paragraph[0]
    } else {
      return null
    }
    rest = rest.slice(taken.length)
  }
  // Exact or nothing: a body that would come back different stays in the expert mode.
  return blocksToHtml(blocks) === body ? blocks : null
}

export function blocksToHtml(blocks: readonly TemplateBlock[]): string {
  return blocks
    .map((block) => {
      switch (block.type) {
        case 'value':
          return `{{${block.variable}}}`
        case 'button':
          return `<p class="button"><a href="${encode(block.href)}">${encode(block.label)}</a></p>`
        case 'link':
          return `<p><a href="${encode(block.href)}">${encode(block.label)}</a></p>`
        case 'text':
          return `<p>${textToInline(block.text)}</p>`
      }
    })
    .join('')
}

/** A paragraph's inside as the owner writes it: `**bold**`, a new line for `<br>`; other markup → null. */
function inlineToText(inner: string): string | null {
  const text = inner.replace(/<strong>([^<>*]*)<\/strong>/g, '**$1**').replace(/<br>/g, '\n')
  return /[<>]/.test(text) ? null : decode(text)
}

function textToInline(text: string): string {
  return encode(text)
    .replace(/\*\*([^*\n]*)\*\*/g, '<strong>$1</strong>')
    .replace(/\n/g, '<br>')
}

function encode(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot);/g, (_, entity: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"' })[entity] ?? '')
}
