import { useCallback, type Dispatch, type ReactNode, type SetStateAction } from 'react'
import { useLocation, useNavigate, useRevalidator } from 'react-router'
import { pathFor } from '#common/i18n/paths'
import { useEditorT } from '~/features/cms/editor/use-editor-t'
import { useLocale } from '~/lib/site-shell'
import { PostEditContext, type PostEditRenderer } from '../post-edit-slot'
import { PostEditorDialog } from './post-editor-dialog'
import { PostListDialog } from './post-list-dialog'
import '~/features/catalog/editor/catalog-editor.css'
import './post-editor.css'

export type PostDialog = { kind: 'posts' } | { kind: 'post'; target: number | 'new'; fromList: boolean } | null

interface PostEditingProps {
  dialog: PostDialog
  setDialog: Dispatch<SetStateAction<PostDialog>>
  /** The page under edit: a post page in it gets an "Uredi objavu" control. */
  children?: ReactNode
}

/**
 * Issue 10 point 6 in edit mode: the post-list modal and the post editor, and the "Uredi objavu"
 * control of the post page under `children`. After a save the page's loaders run again; a post
 * page whose post moved or went away follows it (new address, or the blog).
 */
export function PostEditing({ dialog, setDialog, children }: PostEditingProps) {
  const t = useEditorT()
  const locale = useLocale()
  const location = useLocation()
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const renderEditButton = useCallback<PostEditRenderer>(
    (post) => (
      <button
        type="button"
        className="editor-button editor-button--primary catalog-edit-button"
        data-editor-chrome
        aria-label={t('postEdit.editPostNamed', { title: post.title })}
        onClick={() => setDialog({ kind: 'post', target: post.id, fromList: false })}
      >
        {t('postEdit.editPost')}
      </button>
    ),
    [t, setDialog],
  )
  // A native dialog reports its close after the switch to the next one: only close what is still open.
  const closeList = () => setDialog((open) => (open?.kind === 'posts' ? null : open))
  const closePost = () => setDialog((open) => (open?.kind === 'post' ? (open.fromList ? { kind: 'posts' } : null) : open))
  const onSaved = (change: { slug: string; deletedSlug?: string }) => {
    const blog = pathFor('blog', locale)
    const isOnPost = dialog?.kind === 'post' && !dialog.fromList && dialog.target !== 'new'
    closePost()
    if (isOnPost && change.deletedSlug) return navigate(`${blog}?editPage=true`)
    if (isOnPost && location.pathname !== pathFor('blog', locale, { slug: change.slug })) {
      return navigate(`${pathFor('blog', locale, { slug: change.slug })}?editPage=true`)
    }
    void revalidator.revalidate()
  }
  return (
    <PostEditContext.Provider value={renderEditButton}>
      {children}
      <PostListDialog
        isOpen={dialog?.kind === 'posts'}
        onClose={closeList}
        onEdit={(id) => setDialog({ kind: 'post', target: id, fromList: true })}
        onCreate={() => setDialog({ kind: 'post', target: 'new', fromList: true })}
      />
      <PostEditorDialog post={dialog?.kind === 'post' ? dialog.target : null} onClose={closePost} onSaved={onSaved} />
    </PostEditContext.Provider>
  )
}
