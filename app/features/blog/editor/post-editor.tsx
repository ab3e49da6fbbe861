import { useEffect, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { useEditorT } from '~/features/cms/editor/use-editor-t'
import { PostEditing, type PostDialog } from './post-editing'
import '~/features/cms/editor/editor.css'

/**
 * Edit mode on the blog and post pages (issue 10 point 6): the admin toolbar with the post-list
 * modal, and the post page with its "Uredi objavu" control. Loaded lazily by the route only
 * when its loader turned edit mode on.
 */
export default function PostEditor({ children }: { children: ReactNode }) {
  const t = useEditorT()
  const location = useLocation()
  const [dialog, setDialog] = useState<PostDialog>(null)
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
        <button type="button" className="editor-button" onClick={() => setDialog({ kind: 'posts' })}>
          {t('postEdit.posts')}
        </button>
        <a className="editor-button" href={exitHref}>
          {t('editor.exit')}
        </a>
      </div>
      <PostEditing dialog={dialog} setDialog={setDialog}>
        {children}
      </PostEditing>
    </>
  )
}
