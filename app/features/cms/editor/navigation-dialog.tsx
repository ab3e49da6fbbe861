import { useEffect, useState } from 'react'
import { useRevalidator } from 'react-router'
import type { EditableMenuItem } from '#common/cms/menu-tree'
import { MAX_MENU_DEPTH } from '#common/cms/navigation'
import { Dialog } from '~/components/ui/dialog'
import { useToast } from '~/components/ui/toast'
import { useLocale } from '~/lib/site-shell'
import { editorRequest } from './editor-api'
import { LinkPicker } from './link-picker'
import { addChild, canIndent, indentItem, moveItem, outdentItem, removeItem, updateItem, type TreePath } from './menu-tree-edit'
import { EditorIcon, type EditorIconName } from './editor-icons'
import { useEditorT } from './use-editor-t'

/** The main menu of the page's language (§5): rename, link, reorder, nest to three levels, add, remove. */
export function NavigationDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const t = useEditorT()
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('nav.title')} className="editor-dialog editor-dialog--wide">
      {isOpen ? <NavigationForm onSaved={onClose} /> : null}
    </Dialog>
  )
}

function NavigationForm({ onSaved }: { onSaved: () => void }) {
  const t = useEditorT()
  const toast = useToast()
  const locale = useLocale()
  const revalidator = useRevalidator()
  const [items, setItems] = useState<EditableMenuItem[] | null>(null)
  useEffect(() => {
    let isCurrent = true
    editorRequest<{ items: EditableMenuItem[] }>('GET', `/api/v1/cms/navigation/editable/main?language=${locale}`).then(
      (tree) => isCurrent && setItems(tree.items),
      (error: Error) => toast.error(t('editor.failed', { message: error.message })),
    )
    return () => {
      isCurrent = false
    }
  }, [locale, t, toast])
  if (!items) return null
  const save = async () => {
    try {
      await editorRequest('PUT', `/api/v1/cms/navigation/editable/main?language=${locale}`, { items })
      toast.success(t('nav.saved'))
      await revalidator.revalidate()
      onSaved()
    } catch (error) {
      toast.error(t('editor.failed', { message: (error as Error).message }))
    }
  }
  const newItem = (): EditableMenuItem => ({ title: t('nav.newItem'), link: { kind: 'url', href: '/' }, children: [] })
  return (
    <form
      className="editor-form"
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <MenuLevel items={items} root={items} path={[]} onChange={setItems} newItem={newItem} />
      <div className="editor-dialog__actions">
        <button type="button" className="button button--ghost" onClick={() => setItems([...items, newItem()])}>
          + {t('nav.addItem')}
        </button>
        <button type="submit" className="button button--primary">
          {t('nav.save')}
        </button>
      </div>
    </form>
  )
}

interface LevelProps {
  items: EditableMenuItem[]
  root: EditableMenuItem[]
  path: TreePath
  onChange: (items: EditableMenuItem[]) => void
  newItem: () => EditableMenuItem
}

function MenuLevel({ items, root, path, onChange, newItem }: LevelProps) {
  const t = useEditorT()
  return (
    <ol className="menu-editor">
      {items.map((item, index) => {
        const itemPath = [...path, index]
        const id = `menu-${itemPath.join('-')}`
        const position = itemPath.map((at) => at + 1).join('.')
        const action = (label: string, icon: EditorIconName, run: () => EditableMenuItem[], isDisabled = false) => (
          <button type="button" className="editor-button editor-button--icon" aria-label={`${label}: ${item.title}`} title={label} disabled={isDisabled} onClick={() => onChange(run())}>
            <EditorIcon name={icon} />
          </button>
        )
        return (
          <li key={id} className="menu-editor__item">
            <div className="menu-editor__row" role="group" aria-label={t('nav.item', { position, title: item.title })}>
              <div className="editor-field">
                <label htmlFor={`${id}-title`}>{t('nav.itemTitle')}</label>
                <input id={`${id}-title`} type="text" value={item.title} onChange={(event) => onChange(updateItem(root, itemPath, { title: event.target.value }))} />
              </div>
              <LinkPicker id={id} link={item.link} onChange={(link) => onChange(updateItem(root, itemPath, { link }))} />
              <div className="menu-editor__actions">
                {action(t('editor.moveUp'), 'up', () => moveItem(root, itemPath, -1), index === 0)}
                {action(t('editor.moveDown'), 'down', () => moveItem(root, itemPath, 1), index === items.length - 1)}
                {action(t('nav.indent'), 'right', () => indentItem(root, itemPath), !canIndent(root, itemPath))}
                {action(t('nav.outdent'), 'left', () => outdentItem(root, itemPath), itemPath.length < 2)}
                {action(t('nav.addChild'), 'plus', () => addChild(root, itemPath, newItem()), itemPath.length >= MAX_MENU_DEPTH)}
                {action(t('editor.delete'), 'trash', () => removeItem(root, itemPath))}
              </div>
            </div>
            {item.children.length > 0 ? <MenuLevel items={item.children} root={root} path={itemPath} onChange={onChange} newItem={newItem} /> : null}
          </li>
        )
      })}
    </ol>
  )
}
