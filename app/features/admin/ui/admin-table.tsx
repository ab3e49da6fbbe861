import type { ReactNode } from 'react'
import { labelCells } from './label-cells'

export interface AdminColumn {
  label: string
  /** Right-aligned, tabular figures (amounts, counts). */
  numeric?: boolean
  /** A column of buttons: its header is read by screen readers only. */
  labelHidden?: boolean
}

interface AdminTableProps {
  /** Names the scrolling region (it is focusable, so keyboards can scroll a wide table). */
  label: string
  columns: AdminColumn[]
  isEmpty: boolean
  /** Shown instead of the table when the list is empty: what there is to do next (issue 23). */
  empty: ReactNode
  /** Cells stay on one line; the region scrolls sideways on a wide table. */
  nowrap?: boolean
  /** The rows (`<tr>`), shown when the list is not empty. */
  children: ReactNode
}

/**
 * Every admin list's table: a labelled scrolling region and the header row; on a phone a list of
 * cards, each value after its column's name (admin.css, "cards"). Empty, it says what to do next.
 */
export function AdminTable({ label, columns, isEmpty, empty, nowrap = false, children }: AdminTableProps) {
  if (isEmpty) return <p className="admin-empty">{empty}</p>
  return (
    <div className="admin-table-wrap" role="group" aria-label={label} tabIndex={0}>
      <table className={nowrap ? 'admin-table admin-table--nowrap' : 'admin-table'}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.numeric ? 'admin-table__number' : undefined}>
                {column.labelHidden ? <span className="visually-hidden">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{labelCells(children, columns.map((column) => (column.labelHidden ? '' : column.label)))}</tbody>
      </table>
    </div>
  )
}
