import fs from 'node:fs'
import path from 'node:path'
import { validateXML, type XMLFileInfo } from 'xmllint-wasm'

// Read from the project folder, where the tests run (as server/documents reads its fonts).
const schemaRoot = path.resolve('server/eracun/schema')

function folder(relative: string, as: string): XMLFileInfo[] {
  return fs.readdirSync(path.join(schemaRoot, relative)).map((file) => ({
    fileName: `${as}/${file}`,
    contents: fs.readFileSync(path.join(schemaRoot, relative, file), 'utf8'),
  }))
}

let loaded: { maindoc: XMLFileInfo[]; common: XMLFileInfo[]; hr: XMLFileInfo[] } | null = null
const schemas = () => (loaded ??= { maindoc: folder('ubl-2.1/maindoc', 'ubl/maindoc'), common: folder('ubl-2.1/common', 'ubl/common'), hr: folder('hr-2025', 'ubl/common') })

/**
 * Validates UBL Invoices and CreditNotes with xmllint (libxml2 in WebAssembly) against the vendored
 * OASIS UBL 2.1 schemas (server/eracun/schema/README.md); `hrOverlay` swaps in the tax
 * administration's extension schemas, which also check what is inside HRFISK20Data. Documents of
 * one kind share one run, as compiling the schemas is most of the time. Returns each document's errors.
 */
export async function schemaErrors(documents: Record<string, string>, options: { hrOverlay: boolean }): Promise<Record<string, string[]>> {
  const { maindoc, common, hr } = schemas()
  const preload = options.hrOverlay ? [...common.filter((file) => !hr.some((overlay) => overlay.fileName === file.fileName)), ...hr] : common
  const errors: Record<string, string[]> = Object.fromEntries(Object.keys(documents).map((name) => [name, []]))
  for (const root of ['Invoice', 'CreditNote'] as const) {
    const files = Object.entries(documents)
      .filter(([, xml]) => rootOf(xml) === root)
      .map(([name, xml]) => ({ fileName: `${name}.xml`, contents: xml }))
    if (!files.length) continue
    const main = maindoc.find((file) => file.fileName.endsWith(`UBL-${root}-2.1.xsd`))!
    const result = await validateXML({ xml: files, schema: [main], preload, maxMemoryPages: 4096 })
    for (const error of result.errors) {
      const name = error.loc?.fileName.replace(/\.xml$/, '')
      const owner = name && name in errors ? name : files[0]!.fileName.replace(/\.xml$/, '')
      errors[owner]!.push(error.message)
    }
    // A document xmllint could not read at all leaves no located error: never count it as valid.
    if (!result.valid && result.errors.length === 0) for (const file of files) errors[file.fileName.replace(/\.xml$/, '')]!.push(result.rawOutput)
  }
  return errors
}

function rootOf(xml: string): 'Invoice' | 'CreditNote' {
  return /<(?:\w+:)?CreditNote[\s>]/.test(xml.slice(0, 600)) ? 'CreditNote' : 'Invoice'
}
