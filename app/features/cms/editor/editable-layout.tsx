import { useLayoutEffect, useRef, useState, type FormEvent } from 'react'
import { createPortal } from 'react-dom'
import { useRevalidator } from 'react-router'
import { useToast } from '~/components/ui/toast'
import { useLocale } from '~/lib/site-shell'
import { bindSectionFields } from './dom-binding'
import { setAtPath } from './editor-state'
import { layoutElements, saveLayoutElement, useLayoutElementRows, type LayoutElementRow } from './layout-element-rows'
import { collectFields, fieldLabel, type TextField } from './section-fields'
import { useEditorT } from './use-editor-t'

interface Editing {
  handler: string
  field: TextField
  /** Where the text is shown, in page coordinates: the input is laid over it. */
  box: { top: number; left: number; width: number; height: number; fontSize: string; fontFamily: string; fontWeight: string }
}

const editableElements = layoutElements.filter((element) => element.selector !== null)

function boxOf(element: HTMLElement): Editing['box'] {
  const rect = element.getBoundingClientRect()
  const style = window.getComputedStyle(element)
  return {
    top: rect.top + window.scrollY,
    left: rect.left + window.scrollX,
    width: rect.width,
    height: rect.height,
    fontSize: style.fontSize,
    fontFamily: style.fontFamily,
    fontWeight: style.fontWeight,
  }
}

/**
 * The site header and footer edited where they are shown (issue 10 point 5): each plain text of
 * the page language's header and footer element is found in the rendered layout by its content,
 * and a click (or Enter / F2 on it) lays an input over it. The layout's own DOM is never made
 * editable, so React keeps owning it; the saved text reaches the page through revalidation.
 */
export function EditableLayout() {
  const t = useEditorT()
  const toast = useToast()
  const locale = useLocale()
  const revalidator = useRevalidator()
  const [rows, setRows] = useLayoutElementRows()
  const [editing, setEditing] = useState<Editing | null>(null)

  useLayoutEffect(() => {
    if (!rows) return
    const cleanups: (() => void)[] = []
    for (const element of editableElements) {
      const root = document.querySelector<HTMLElement>(element.selector)
      if (!root) continue
      const parts = rows.find((row) => row.handler === element.handler)?.parts ?? {}
      const texts = collectFields(element.schema, parts).texts.filter((field) => !field.isRich)
      const bound = bindSectionFields(root, { texts, media: [] }, {}).flatMap((hit) => (hit.kind === 'text' ? [hit] : []))
      for (const { field, element: shown } of bound) {
        shown.tabIndex = 0
        shown.dataset.editable = 'text'
        shown.title = t('editor.editField', { field: fieldLabel(field.path, t) })
      }
      const find = (target: EventTarget | null) => (target instanceof Node ? bound.find((b) => b.element === target || b.element.contains(target)) : undefined)
      const open = (hit: (typeof bound)[number]) => setEditing({ handler: element.handler, field: hit.field, box: boxOf(hit.element) })
      const onClick = (event: MouseEvent) => {
        const hit = find(event.target)
        if (!hit) return
        // Held back before the router's link handler sees it: editing never navigates away.
        event.preventDefault()
        event.stopPropagation()
        open(hit)
      }
      const onKeyDown = (event: KeyboardEvent) => {
        if (event.key !== 'Enter' && event.key !== 'F2') return
        const hit = bound.find((b) => b.element === event.target)
        if (!hit) return
        event.preventDefault()
        event.stopPropagation()
        open(hit)
      }
      root.addEventListener('click', onClick, true)
      root.addEventListener('keydown', onKeyDown, true)
      cleanups.push(() => {
        root.removeEventListener('click', onClick, true)
        root.removeEventListener('keydown', onKeyDown, true)
        for (const { element: shown } of bound) {
          shown.removeAttribute('tabindex')
          shown.removeAttribute('title')
          delete shown.dataset.editable
        }
      })
    }
    return () => cleanups.forEach((cleanup) => cleanup())
  }, [rows, t])

  const save = async (target: Editing, text: string) => {
    setEditing(null)
    if (!rows || text === target.field.value) return
    const element = editableElements.find((candidate) => candidate.handler === target.handler)!
    const current = rows.find((row) => row.handler === target.handler)?.parts ?? {}
    const parsed = element.schema.safeParse(setAtPath(current, target.field.path, text))
    if (!parsed.success) return void toast.error(t('editor.failed', { message: parsed.error.issues[0]?.message ?? '' }))
    const parts = parsed.data as Record<string, unknown>
    try {
      await saveLayoutElement({ handler: target.handler, language: locale, parts })
      await revalidator.revalidate()
      const next: LayoutElementRow[] = [...rows.filter((row) => row.handler !== target.handler), { handler: target.handler, parts }]
      setRows(next)
      toast.success(t('layout.saved'))
    } catch (error) {
      toast.error(t('editor.failed', { message: (error as Error).message }))
    }
  }

  if (!editing) return null
  return createPortal(<InPlaceInput key={`${editing.handler}:${editing.field.path.join('.')}`} editing={editing} onSave={save} onCancel={() => setEditing(null)} />, document.body)
}

function InPlaceInput({ editing, onSave, onCancel }: { editing: Editing; onSave: (editing: Editing, text: string) => void; onCancel: () => void }) {
  const t = useEditorT()
  const [value, setValue] = useState(editing.field.value)
  // Enter, a click elsewhere and Escape each end the edit once (the blur of unmounting included).
  const isDone = useRef(false)
  const { box } = editing
  const submit = (event?: FormEvent) => {
    event?.preventDefault()
    if (isDone.current) return
    isDone.current = true
    onSave(editing, value.replace(/\s+/g, ' ').trim())
  }
  return (
    <form
      className="in-place-input"
      data-editor-chrome
      style={{ top: box.top, left: box.left, minWidth: Math.max(box.width + 24, 180) }}
      onSubmit={submit}
    >
      <label className="visually-hidden" htmlFor="in-place-input">
        {t('editor.editField', { field: fieldLabel(editing.field.path, t) })}
      </label>
      <input
        id="in-place-input"
        // The text is typed where it was shown; focus belongs there at once.
        autoFocus
        value={value}
        style={{ fontSize: box.fontSize, fontFamily: box.fontFamily, fontWeight: box.fontWeight, minHeight: box.height }}
        onChange={(event) => setValue(event.target.value)}
        onFocus={(event) => event.target.select()}
        onBlur={() => submit()}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return
          event.preventDefault()
          isDone.current = true
          onCancel()
        }}
      />
    </form>
  )
}
