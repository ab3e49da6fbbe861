import { Children, cloneElement, isValidElement, type ReactNode } from 'react'

interface CellProps {
  'data-label'?: string
  colSpan?: number
  children?: ReactNode
}

/**
 * Gives every cell of every row (`<tr>`) its column's name as `data-label`: on a phone the table is
 * a list of cards and each value is shown after that name (admin.css), since the header row is
 * hidden. A cell that names itself, or an empty label (a column of buttons), is left alone.
 */
export function labelCells(rows: ReactNode, labels: readonly string[]): ReactNode {
  return Children.map(rows, (row) => {
    if (!isValidElement<{ children?: ReactNode }>(row) || row.type !== 'tr') return row
    let column = 0
    const cells = Children.map(row.props.children, (cell) => {
      if (!isValidElement<CellProps>(cell)) return cell
      const label = labels[column]
      column += cell.props.colSpan ?? 1
      return label && cell.props['data-label'] === undefined ? cloneElement(cell, { 'data-label': label }) : cell
    })
    return cloneElement(row, undefined, cells)
  })
}
