/**
 * CSV for spreadsheets: UTF-8 with a BOM (Excel otherwise reads č, ć, ž as mojibake), CRLF rows,
 * every cell quoted, and a cell that starts like a formula (`=`, `+`, `-`, `@`, tab, CR) prefixed
 * with `'` so a spreadsheet shows it as text instead of running it (OWASP CSV injection).
 */
export function toCsv(rows: (string | number | null | undefined)[][]): string {
  const cell = (value: string | number | null | undefined): string => {
    let text = value === null || value === undefined ? '' : String(value)
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
    return `"${text.replace(/"/g, '""')}"`
  }
  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`
}
