import { LineIcon } from '~/components/ui/icon'

/**
 * The editor's control icons as SVG line icons: Unicode symbols and emoji (↑ ⧉ ⚙ 🗑) are missing
 * from many system fonts and showed as empty boxes. Kept in the editor chunk, not in the visitor's.
 */
const editorIconPaths = {
  grip: 'M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01',
  up: 'M12 19V5M6 11l6-6 6 6',
  down: 'M12 5v14M6 13l6 6 6-6',
  left: 'M19 12H5M11 6l-6 6 6 6',
  right: 'M5 12h14M13 6l6 6-6 6',
  duplicate: 'M9 9h11v11H9zM5 15H4V4h11v1',
  desktop: 'M3 5h18v11H3zM8 20h8M12 16v4',
  phone: 'M8 3h8v18H8zM11 18h2',
  edit: 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4',
  settings: 'M4 7h10M18 7h2M4 17h2M10 17h10M14 5v4M6 15v4',
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  plus: 'M12 5v14M5 12h14',
  master: 'M12 3l8 4-8 4-8-4zM4 12l8 4 8-4M4 17l8 4 8-4',
} as const

export type EditorIconName = keyof typeof editorIconPaths

export function EditorIcon({ name }: { name: EditorIconName }) {
  return <LineIcon d={editorIconPaths[name]} />
}
