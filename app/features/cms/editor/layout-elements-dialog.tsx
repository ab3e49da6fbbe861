import { useState } from 'react'
import { useRevalidator } from 'react-router'
import type { LinkTarget } from '#common/cms/link'
import type { z } from '#common/validation/z'
import { Dialog } from '~/components/ui/dialog'
import { useToast } from '~/components/ui/toast'
import { useLocale } from '~/lib/site-shell'
import { setAtPath } from './editor-state'
import { layoutElements as elements, saveLayoutElement, useLayoutElementRows } from './layout-element-rows'
import { LinkPicker } from './link-picker'
import { collectFields, fieldLabel } from './section-fields'
import { useEditorT } from './use-editor-t'

/** §3 layout elements of the page's language: header, footer and cookie notice texts and links. */
export function LayoutElementsDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const t = useEditorT()
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('layout.elements')} className="editor-dialog editor-dialog--wide">
      {isOpen ? <ElementForms /> : null}
    </Dialog>
  )
}

function ElementForms() {
  const [rows] = useLayoutElementRows()
  if (!rows) return null
  return (
    <>
      {elements.map((element) => (
        <ElementForm key={element.handler} handler={element.handler} schema={element.schema} titleKey={element.title} initial={rows.find((row) => row.handler === element.handler)?.parts ?? {}} />
      ))}
    </>
  )
}

function ElementForm({ handler, schema, titleKey, initial }: { handler: string; schema: z.ZodType; titleKey: (typeof elements)[number]['title']; initial: Record<string, unknown> }) {
  const t = useEditorT()
  const toast = useToast()
  const locale = useLocale()
  const revalidator = useRevalidator()
  const [parts, setParts] = useState(initial)
  const { texts, links } = collectFields(schema, parts)
  const valueAt = (path: (string | number)[]) => path.reduce<unknown>((value, key) => (value as Record<string | number, unknown> | undefined)?.[key], parts)
  const save = async () => {
    try {
      await saveLayoutElement({ handler, language: locale, parts })
      toast.success(t('layout.saved'))
      await revalidator.revalidate()
    } catch (error) {
      toast.error(t('editor.failed', { message: (error as Error).message }))
    }
  }
  return (
    <form
      className="editor-form layout-element-form"
      aria-labelledby={`${handler}-title`}
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <h3 id={`${handler}-title`}>{t(titleKey)}</h3>
      {texts.map((field) => {
        const id = `${handler}-${field.path.join('-')}`
        const value = valueAt(field.path)
        const text = typeof value === 'string' ? value : ''
        const onChange = (next: string) => setParts((previous) => setAtPath(previous, field.path, next) as Record<string, unknown>)
        return (
          <div key={id} className="editor-field">
            <label htmlFor={id}>{fieldLabel(field.path, t)}</label>
            {field.isRich || text.length > 80 ? (
              <textarea id={id} rows={field.isRich ? 5 : 3} value={text} onChange={(event) => onChange(event.target.value)} />
            ) : (
              <input id={id} type="text" value={text} onChange={(event) => onChange(event.target.value)} />
            )}
          </div>
        )
      })}
      {links.map((field) => (
        <fieldset key={field.path.join('-')} className="editor-fieldset">
          <legend>{fieldLabel(field.path, t)}</legend>
          <LinkPicker
            id={`${handler}-${field.path.join('-')}`}
            link={(valueAt(field.path) as LinkTarget | undefined) ?? field.value}
            onChange={(link) => setParts((previous) => setAtPath(previous, field.path, link) as Record<string, unknown>)}
          />
        </fieldset>
      ))}
      <div className="editor-dialog__actions">
        <button type="submit" className="button button--primary">
          {t('editor.apply')}
        </button>
      </div>
    </form>
  )
}
