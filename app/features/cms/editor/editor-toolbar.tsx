import { useLocation } from 'react-router'
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

/** The admin toolbar of edit mode (§2), fixed above the site header. */
export function EditorToolbar(props: EditorToolbarProps) {
  const t = useEditorT()
  const location = useLocation()
  const params = new URLSearchParams(location.search)
  params.delete('editPage')
  const exitHref = location.pathname + (params.size > 0 ? `?${params}` : '')
  const open = (dialog: ToolbarDialog, label: string) => (
    <button type="button" className="editor-button" onClick={() => props.onOpen(dialog)}>
      {label}
    </button>
  )
  return (
    <div className="editor-toolbar" role="toolbar" aria-label={t('editor.toolbar')} data-editor-chrome>
      <p className="editor-toolbar__status" role="status">
        {t(`editor.status.${props.status}`)}
      </p>
      <button type="button" className="editor-button editor-button--primary" disabled={props.isBusy} onClick={props.onSave}>
        {t('editor.saveDraft')}
      </button>
      <button type="button" className="editor-button editor-button--accent" disabled={props.isBusy} onClick={props.onPublish}>
        {t('editor.publish')}
      </button>
      <button type="button" className="editor-button" disabled={props.isBusy || !props.canDiscard} onClick={props.onDiscard}>
        {t('editor.discard')}
      </button>
      <a
        className="editor-button editor-toolbar__exit"
        href={exitHref}
        onClick={(event) => {
          event.preventDefault()
          props.onExit(exitHref)
        }}
      >
        {t('editor.exit')}
      </a>
      {open('revisions', t('editor.revisions'))}
      {open('addSection', t('editor.addSection'))}
      {open('media', t('editor.media'))}
      {open('navigation', t('editor.navigation'))}
      {open('layout', t('layout.elements'))}
      {open('newPage', t('editor.newPage'))}
      {open('products', t('catalogEdit.products'))}
      {open('productCategories', t('catalogEdit.categories'))}
      {open('posts', t('postEdit.posts'))}
      {open('phonePreview', t('editor.previewPhone'))}
      {open('cache', t('editor.cache'))}
      {props.hasDevTools ? open('domains', t('editor.domains')) : null}
      {props.hasDevTools ? open('releases', t('editor.releases')) : null}
    </div>
  )
}
