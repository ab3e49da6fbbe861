import { useLocation } from 'react-router'
import { EditorMenu, type EditorMenuItem } from './editor-menu'
import { useEditorT } from './use-editor-t'

export type ToolbarDialog =
  | 'revisions'
  | 'addSection'
  | 'media'
  | 'navigation'
  | 'layout'
  | 'newPage'
  | 'domains'
  | 'releases'
  | 'products'
  | 'productCategories'
  | 'posts'
  | 'cache'
  | 'phonePreview'

interface EditorToolbarProps {
  status: 'clean' | 'dirty' | 'draft' | 'saving'
  isBusy: boolean
  canDiscard: boolean
  hasDevTools: boolean
  onSave: () => void
  onPublish: () => void
  onDiscard: () => void
  onOpen: (dialog: ToolbarDialog) => void
  onExit: (href: string) => void
}

/**
 * The admin toolbar of edit mode (§2), fixed above the site header: the save status, Save and
 * Publish, and every other tool in one menu, so the bar fits a phone as well as a 1280 px window.
 */
export function EditorToolbar(props: EditorToolbarProps) {
  const t = useEditorT()
  const location = useLocation()
  const params = new URLSearchParams(location.search)
  params.delete('editPage')
  const exitHref = location.pathname + (params.size > 0 ? `?${params}` : '')
  const open = (dialog: ToolbarDialog, label: string): EditorMenuItem => ({ key: dialog, label, onSelect: () => props.onOpen(dialog) })
  const items: EditorMenuItem[] = [
    open('addSection', t('editor.addSection')),
    open('revisions', t('editor.revisions')),
    open('phonePreview', t('editor.previewPhone')),
    open('media', t('editor.media')),
    open('navigation', t('editor.navigation')),
    open('layout', t('layout.elements')),
    open('newPage', t('editor.newPage')),
    open('products', t('catalogEdit.products')),
    open('productCategories', t('catalogEdit.categories')),
    open('posts', t('postEdit.posts')),
    open('cache', t('editor.cache')),
    ...(props.hasDevTools ? [open('domains', t('editor.domains')), open('releases', t('editor.releases'))] : []),
    { key: 'discard', label: t('editor.discard'), onSelect: props.onDiscard, isDisabled: props.isBusy || !props.canDiscard },
    { key: 'exit', label: t('editor.exit'), onSelect: () => props.onExit(exitHref) },
  ]
  return (
    <div className="editor-toolbar" role="toolbar" aria-label={t('editor.toolbar')} data-editor-chrome>
      {/* A phone shows a one-word status (drawn by CSS from data-short); a screen reader hears the whole one. */}
      <p className="editor-toolbar__status" role="status" data-short={t(`editor.status.${props.status}.short`)}>
        <span className="editor-status--long">{t(`editor.status.${props.status}`)}</span>
      </p>
      <button type="button" className="editor-button editor-button--primary" aria-label={t('editor.saveDraft')} disabled={props.isBusy} onClick={props.onSave}>
        <span className="editor-label--long">{t('editor.saveDraft')}</span>
        <span className="editor-label--short">{t('editor.save')}</span>
      </button>
      <button type="button" className="editor-button editor-button--accent" disabled={props.isBusy} onClick={props.onPublish}>
        {t('editor.publish')}
      </button>
      <EditorMenu label={t('editor.moreTools')} shortLabel={t('editor.more')} items={items} />
    </div>
  )
}
