import zxing from '@zxing/library'
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, PDFRef, type PDFPage } from 'pdf-lib'

// The default import: the package is CommonJS, and Node's ESM loader (Playwright) finds no named exports in it.
const { BinaryBitmap, DecodeHintType, HybridBinarizer, QRCodeReader, RGBLuminanceSource } = zxing

/**
 * Reads back what a PDF made by pdf-lib shows, the way a PDF viewer does: the text each `Tj`
 * draws, decoded through its font's ToUnicode map, and the images it embeds. pdf-lib cannot
 * extract text itself, and the fonts are subsets whose glyph codes mean nothing without the map.
 */

function streamBytes(stream: PDFRawStream): Uint8Array {
  return decodePDFRawStream(stream).decode()
}

function utf16(hex: string): string {
  let text = ''
  for (let i = 0; i + 4 <= hex.length; i += 4) text += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16))
  return text
}

/** The glyph code → text map of a ToUnicode CMap (bfchar and bfrange entries). */
function parseToUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>()
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of (block[1] ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(code!.toUpperCase(), utf16(text!))
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, start] of (block[1] ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const first = parseInt(from!, 16)
      const base = parseInt(start!, 16)
      for (let code = first; code <= parseInt(to!, 16); code++) map.set(code.toString(16).toUpperCase().padStart(from!.length, '0'), String.fromCharCode(base + code - first))
    }
  }
  return map
}

function resource(page: PDFPage, kind: 'Font' | 'XObject'): PDFDict | undefined {
  return page.node.Resources()?.lookupMaybe(PDFName.of(kind), PDFDict)
}

function fontMaps(page: PDFPage): Map<string, Map<string, string>> {
  const maps = new Map<string, Map<string, string>>()
  const fonts = resource(page, 'Font')
  for (const [name, ref] of fonts?.entries() ?? []) {
    const font = page.doc.context.lookup(ref, PDFDict)
    const toUnicode = font.lookup(PDFName.of('ToUnicode'))
    if (toUnicode instanceof PDFRawStream) maps.set(name.decodeText(), parseToUnicode(Buffer.from(streamBytes(toUnicode)).toString('latin1')))
  }
  return maps
}

function contentOf(page: PDFPage): string {
  const contents = page.node.Contents()
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents]
  return streams
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => Buffer.from(streamBytes(stream)).toString('latin1'))
    .join('\n')
}

interface Run {
  x: number
  y: number
  text: string
}

/** The text of every page, one string per printed line (runs on the same baseline joined left to right). */
export async function pdfTextLines(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes)
  const lines: string[] = []
  for (const page of doc.getPages()) {
    const maps = fontMaps(page)
    const runs: Run[] = []
    for (const [, block] of contentOf(page).matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
      const font = /\/(\S+)\s+[\d.]+\s+Tf/.exec(block!)?.[1] ?? ''
      const position = /([-\d.]+)\s+([-\d.]+)\s+Tm/.exec(block!)
      const map = maps.get(font) ?? new Map<string, string>()
      for (const [, hex] of block!.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        let text = ''
        for (let i = 0; i + 4 <= hex!.length; i += 4) text += map.get(hex!.slice(i, i + 4).toUpperCase()) ?? '\uFFFD'
        runs.push({ x: Number(position?.[1] ?? 0), y: Number(position?.[2] ?? 0), text })
      }
    }
    const byLine = new Map<number, Run[]>()
    for (const run of runs) byLine.set(Math.round(run.y), [...(byLine.get(Math.round(run.y)) ?? []), run])
    for (const y of [...byLine.keys()].sort((a, b) => b - a)) {
      lines.push(
        byLine
          .get(y)!
          .sort((a, b) => a.x - b.x)
          .map((run) => run.text)
          .join(' '),
      )
    }
  }
  return lines
}

export interface PdfImage {
  width: number
  height: number
  /** One byte of brightness per pixel, rows top to bottom. */
  luminance: Uint8ClampedArray
}

/** The images a PDF embeds (8-bit RGB or grey, as pdf-lib stores PNGs), as grey pixels. */
export async function pdfImages(bytes: Uint8Array): Promise<PdfImage[]> {
  const doc = await PDFDocument.load(bytes)
  const images: PdfImage[] = []
  for (const page of doc.getPages()) {
    for (const [, ref] of resource(page, 'XObject')?.entries() ?? []) {
      const stream = ref instanceof PDFRef ? doc.context.lookup(ref) : ref
      if (!(stream instanceof PDFRawStream) || stream.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue
      const width = stream.dict.lookup(PDFName.of('Width'), PDFNumber).asNumber()
      const height = stream.dict.lookup(PDFName.of('Height'), PDFNumber).asNumber()
      const channels = stream.dict.get(PDFName.of('ColorSpace')) === PDFName.of('DeviceRGB') ? 3 : 1
      const pixels = streamBytes(stream)
      const luminance = new Uint8ClampedArray(width * height)
      for (let i = 0; i < luminance.length; i++) {
        const at = i * channels
        luminance[i] = channels === 3 ? Math.round(0.299 * pixels[at]! + 0.587 * pixels[at + 1]! + 0.114 * pixels[at + 2]!) : pixels[at]!
      }
      images.push({ width, height, luminance })
    }
  }
  return images
}

/**
 * The text of a QR code image (ZXing). The image is the code alone on white, so it is read as a
 * pure barcode: ZXing's JavaScript finder-pattern search misjudges the module size of about 1 in
 * 75 such clean renders (measured on 300 links), which a test must not depend on.
 */
export function readQrCode(image: PdfImage): string {
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(image.luminance, image.width, image.height)))
  return new QRCodeReader().decode(bitmap, new Map([[DecodeHintType.PURE_BARCODE, true]])).getText()
}
