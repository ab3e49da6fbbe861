import { useAdminT } from '../admin/use-admin-t'

/**
 * The variables a template may name, as buttons: one click puts `{{name}}` where the cursor was in
 * the subject or the body (whichever was edited last), so the owner never types a name wrong.
 */
export function TemplateVariablePicker({
  variables,
  getField,
}: {
  variables: string[]
  getField: () => HTMLInputElement | HTMLTextAreaElement | null
}) {
  const t = useAdminT()
  const insert = (variable: string) => {
    const field = getField()
    if (!field) return
    const start = field.selectionStart ?? field.value.length
    const end = field.selectionEnd ?? start
    field.setRangeText(`{{${variable}}}`, start, end, 'end')
    field.focus()
    // An input event, as typing sends: a block field's state and the live preview both follow.
    field.dispatchEvent(new Event('input', { bubbles: true }))
  }
  return (
    <fieldset className="template-variables">
      <legend className="field__label">{t('templates.insertVariable')}</legend>
      {variables.map((variable) => (
        <button key={variable} type="button" className="button button--secondary" onClick={() => insert(variable)}>
          <code>{`{{${variable}}}`}</code>
        </button>
      ))}
    </fieldset>
  )
}
