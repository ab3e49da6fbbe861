import type { ReactNode } from 'react'
import { useAdminT } from '../use-admin-t'

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
  /** Cells stay on one line; the region scrolls sideways on a phone. */
  nowrap?: boolean
  /** The rows (`<tr>`), shown when the list is not empty. */
  children: ReactNode
}

/** Every admin list's table: a labelled scrolling region, the header row, "nothing here" when empty. */
export function AdminTable({ label, columns, isEmpty, nowrap = false, children }: AdminTableProps) {
  const t = useAdminT()
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
        <tbody>
          {isEmpty ? (
            <tr>
              <td colSpan={columns.length}>{t('admin.empty')}</td>
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
    </div>
  )
}
