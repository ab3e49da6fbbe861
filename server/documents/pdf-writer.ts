import fs from 'node:fs/promises'
import path from 'node:path'
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib'

// Read from the project folder (the server runs there), as the changelog is: the build bundles code, not fonts.
const fontDir = path.resolve('server/documents/fonts')
let fonts: Promise<{ regular: Uint8Array; bold: Uint8Array }> | null = null
/** DejaVu Sans regular and bold (č, ć, đ, š, ž), read once; the demo documents use them too. */
export function fontBytes() {
  fonts ??= Promise.all([fs.readFile(path.join(fontDir, 'DejaVuSans.ttf')), fs.readFile(path.join(fontDir, 'DejaVuSans-Bold.ttf'))]).then(([regular, bold]) => ({ regular, bold }))
  return fonts
}

const A4: [number, number] = [595.28, 841.89]
const TOP = 800
const BOTTOM = 60
const INK = rgb(0.1, 0.12, 0.15)
const MUTED = rgb(0.36, 0.4, 0.45)

export interface TextOptions {
  size?: number
  bold?: boolean
  muted?: boolean
  x?: number
  /** How far down the next line starts; 0 keeps the pen on this line (for columns drawn with `right`). */
  gap?: number
}

/** A plain text writer on A4 pages, left margin 50 pt: a new page when the text reaches the bottom. */
export class PdfWriter {
  page: PDFPage
  y = TOP
  private constructor(
    readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(A4)
  }

  /** A new document with DejaVu Sans embedded (only the glyphs it uses). */
  static async create(): Promise<PdfWriter> {
    const doc = await PDFDocument.create()
    doc.registerFontkit(fontkit)
    const { regular, bold } = await fontBytes()
    return new PdfWriter(doc, await doc.embedFont(regular, { subset: true }), await doc.embedFont(bold, { subset: true }))
  }

  /** Starts a new page when less than `height` is left above the bottom margin. */
  keepSpace(height: number) {
    if (this.y - height >= BOTTOM) return
    this.page = this.doc.addPage(A4)
    this.y = TOP
  }

  line(text: string, options: TextOptions = {}) {
    const size = options.size ?? 10
    this.keepSpace(size)
    this.page.drawText(text, { x: options.x ?? 50, y: this.y, size, font: options.bold ? this.bold : this.font, color: options.muted ? MUTED : INK })
    if (options.gap !== 0) this.y -= options.gap ?? size + 6
  }

  /** Text that ends at `x` (a right-aligned column), on the current line. */
  right(text: string, x: number, options: Pick<TextOptions, 'bold' | 'size' | 'muted'> = {}) {
    const font = options.bold ? this.bold : this.font
    const size = options.size ?? 10
    this.page.drawText(text, { x: x - font.widthOfTextAtSize(text, size), y: this.y, size, font, color: options.muted ? MUTED : INK })
  }

  /** Splits text into lines no wider than `width` at that size, breaking between words. */
  wrap(text: string, width: number, options: Pick<TextOptions, 'bold' | 'size'> = {}): string[] {
    const font = options.bold ? this.bold : this.font
    const size = options.size ?? 10
    const lines: string[] = []
    let current = ''
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word
      if (current && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(current)
        current = word
      } else current = candidate
    }
    if (current) lines.push(current)
    return lines.length ? lines : ['']
  }

  rule() {
    this.page.drawLine({ start: { x: 50, y: this.y + 6 }, end: { x: 545, y: this.y + 6 }, thickness: 0.5, color: MUTED })
    this.y -= 6
  }
}
