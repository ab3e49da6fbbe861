import { useEffect, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { useEditorT } from '~/features/cms/editor/use-editor-t'
import { CatalogEditing, type CatalogDialog } from './catalog-editing'
import '~/features/cms/editor/editor.css'

/**
 * Edit mode on shop and product pages (issue 10 point 6): the admin toolbar with the catalogue's
 * modals, and the page itself with an edit control on every product. Loaded lazily by the route
 * only when its loader turned edit mode on.
 */
export default function CatalogEditor({ children }: { children: ReactNode }) {
  const t = useEditorT()
  const location = useLocation()
  const [dialog, setDialog] = useState<CatalogDialog>(null)
  useEffect(() => {
    document.documentElement.dataset.editorReady = 'true'
    return () => {
      delete document.documentElement.dataset.editorReady
    }
  }, [])
  const params = new URLSearchParams(location.search)
  params.delete('editPage')
  const exitHref = location.pathname + (params.size > 0 ? `?${params}` : '')
  return (
    <>
      <div className="editor-toolbar" role="toolbar" aria-label={t('editor.toolbar')} data-editor-chrome>
        <button type="button" className="editor-button" onClick={() => setDialog({ kind: 'products' })}>
          {t('catalogEdit.products')}
        </button>
        <button type="button" className="editor-button" onClick={() => setDialog({ kind: 'categories' })}>
          {t('catalogEdit.categories')}
        </button>
        <a className="editor-button" href={exitHref}>
          {t('editor.exit')}
        </a>
      </div>
      <CatalogEditing dialog={dialog} setDialog={setDialog}>
        {children}
      </CatalogEditing>
    </>
  )
}
