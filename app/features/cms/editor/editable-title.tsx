import type { OpenEditTracker } from './open-edit'
import { editPlainTextInPlace } from './plain-text-editing'
import { useEditorT } from './use-editor-t'

/** The page title as the page's `<h1>`, edited in place like any plain text (`null`: unchanged). */
export function EditableTitle({ title, edits, onChange }: { title: string; edits: OpenEditTracker; onChange: (title: string | null) => void }) {
  const t = useEditorT()
  const start = (element: HTMLElement) => {
    const commit = editPlainTextInPlace(
      element,
      (text) => {
        edits.closed()
        onChange(text && text !== title ? text : null)
      },
      edits.typed,
    )
    edits.opened(commit)
  }
  return (
    <h1
      tabIndex={0}
      data-editable="text"
      title={t('editor.editField', { field: t('editor.pageTitle') })}
      onClick={(event) => !event.currentTarget.isContentEditable && start(event.currentTarget)}
      onKeyDown={(event) => {
        if ((event.key === 'Enter' || event.key === 'F2') && !event.currentTarget.isContentEditable) {
          event.preventDefault()
          start(event.currentTarget)
        }
      }}
    >
      {title}
    </h1>
  )
}
