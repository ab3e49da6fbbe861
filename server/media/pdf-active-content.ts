import { PDFArray, PDFDict, PDFDocument, PDFInvalidObject, PDFName, PDFStream, type PDFObject } from 'pdf-lib'

/** Names that make a PDF act on its own: scripts, launched programs, embedded files and media. */
const ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'Launch', 'EmbeddedFile', 'RichMedia'])

/** A name's `#xx` escapes (PDF 1.2+, either case) undone: `/J#61vaScript` is `/JavaScript`. */
export function decodePdfName(name: string): string {
  return name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

/** Every name token in the file's bytes, decoded (a name ends at white space or a delimiter). */
function rawNames(text: string): Set<string> {
  const names = new Set<string>()
  for (const match of text.matchAll(/\/([^\s/[\]()<>{}%]*)/g)) names.add(decodePdfName(match[1]!))
  return names
}

// pdf-lib undoes only upper-case escapes; the rest is undone here.
const nameOf = (name: PDFName) => decodePdfName(name.decodeText())

/** Every name under one object (keys and values of dictionaries, arrays, a stream's dictionary), without recursion. */
function* namesWithin(root: PDFObject): Generator<{ name: string; key: string | null }> {
  const stack: PDFObject[] = [root]
  while (stack.length) {
    const object = stack.pop()!
    if (object instanceof PDFName) yield { name: nameOf(object), key: null }
    else if (object instanceof PDFArray) stack.push(...object.asArray())
    else if (object instanceof PDFStream) stack.push(object.dict)
    else if (object instanceof PDFDict) {
      for (const [key, value] of object.entries()) {
        yield { name: nameOf(key), key: null }
        if (value instanceof PDFName) yield { name: nameOf(value), key: nameOf(key) }
        else stack.push(value)
      }
    }
  }
}

export type PdfVerdict = 'clean' | 'active' | 'unreadable'

/**
 * Does a PDF carry active content? Two looks: every name in the raw bytes with its escapes undone,
 * and every object pdf-lib parses — those packed in compressed object streams included. An
 * object stream the parser could not open is not inspected, so such a file counts as active.
 */
export async function pdfActiveContent(buffer: Buffer): Promise<PdfVerdict> {
  const names = rawNames(buffer.toString('latin1'))
  if ([...names].some((name) => ACTIVE_NAMES.has(name))) return 'active'
  let document: PDFDocument
  try {
    document = await PDFDocument.load(buffer, { ignoreEncryption: true, throwOnInvalidObject: false, updateMetadata: false })
  } catch {
    return 'unreadable'
  }
  // An encrypted file's object streams are encrypted too: what they hold cannot be read here.
  if (document.isEncrypted && names.has('ObjStm')) return 'active'
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (object instanceof PDFInvalidObject && names.has('ObjStm')) return 'active'
    for (const { name, key } of namesWithin(object)) {
      if (ACTIVE_NAMES.has(name)) return 'active'
      // A stream left packed (a type pdf-lib did not recognise as an object stream) was not opened.
      if (key === 'Type' && name === 'ObjStm' && object instanceof PDFStream) return 'active'
    }
  }
  return 'clean'
}
