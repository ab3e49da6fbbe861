/**
 * Reads CSV as spreadsheets write it (RFC 4180): quoted cells with `""` escapes and line breaks,
 * CRLF or LF rows, an optional UTF-8 BOM. The delimiter is the header line's: `;` (Croatian Excel)
 * or `,`. A leading `'` that `toCsv` added to defuse a formula is removed again.
 */
export function readCsv(text: string): string[][] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  const firstLine = body.slice(0, body.search(/\r?\n|$/))
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ','
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  let index = 0
  const endCell = () => {
    row.push(/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell)
    cell = ''
  }
  const endRow = () => {
    endCell()
    if (row.length > 1 || row[0] !== '') rows.push(row)
    row = []
  }
  while (index < body.length) {
    const char = body[index]
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        cell += '"'
        index += 2
        continue
      }
      if (char === '"') quoted = false
      else cell += char
      index++
      continue
    }
    if (char === '"' && cell === '') quoted = true
    else if (char === delimiter) endCell()
    else if (char === '\n') endRow()
    else if (char !== '\r') cell += char
    index++
  }
  if (cell !== '' || row.length) endRow()
  return rows
}
