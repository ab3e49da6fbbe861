import { editPlainTextInPlace } from './plain-text-editing'
import { useEditorT } from './use-editor-t'

/** The page title as the page's `<h1>`, edited in place like any plain text. */
export function EditableTitle({ title, onChange }: { title: string; onChange: (title: string) => void }) {
  const t = useEditorT()
  const start = (element: HTMLElement) =>
    editPlainTextInPlace(element, (text) => {
      if (text) onChange(text)
      else onChange(title)
    })
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
