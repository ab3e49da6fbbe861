import { XMLParser } from 'fast-xml-parser'

const parser = new XMLParser({ ignoreAttributes: true, parseTagValue: false, ignoreDeclaration: true, trimValues: true })

/** A processor's flat XML answer (`<order><status>approved</status>…</order>`): its root's name and its text children. */
export function readXmlAnswer(xml: string): { root: string; fields: Record<string, string> } | null {
  let document: unknown
  try {
    document = parser.parse(xml)
  } catch {
    return null
  }
  if (!document || typeof document !== 'object') return null
  const [root] = Object.keys(document)
  if (!root) return null
  const children = (document as Record<string, unknown>)[root]
  const fields: Record<string, string> = {}
  if (children && typeof children === 'object') {
    for (const [key, value] of Object.entries(children)) if (typeof value === 'string') fields[key] = value
  }
  return { root, fields }
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/** A flat XML document from ordered fields: `<root><name>value</name>…</root>`. */
export function writeXml(root: string, fields: [string, string][]): string {
  const body = fields.map(([name, value]) => `<${name}>${value.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!)}</${name}>`).join('')
  return `<?xml version="1.0" encoding="UTF-8"?><${root}>${body}</${root}>`
}
