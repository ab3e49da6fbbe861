import { useEffect, useId, useState } from 'react'
import type { PostEditRow } from '#common/blog/post-edit'
import type { ListResult } from '#common/http/envelope'
import { formatDate } from '#common/i18n/dates'
import { Dialog } from '~/components/ui/dialog'
import { useToast } from '~/components/ui/toast'
import { useEditorT } from '~/features/cms/editor/use-editor-t'
import { useLocale } from '~/lib/site-shell'
import { postCalls, type PostTermOption, type PostTypeOption } from './post-editor-api'

interface PostListDialogProps {
  isOpen: boolean
  onClose: () => void
  onEdit: (id: number) => void
  onCreate: () => void
}

/** §2 post-list: the posts of the page's language (drafts marked), server-paged, searched and filtered. */
interface Filters {
  search: string
  postType: string
  term: string
  page: number
}

export function PostListDialog({ isOpen, onClose, onEdit, onCreate }: PostListDialogProps) {
  const t = useEditorT()
  // Kept here, outside the list: back from the editor, the list shows what it showed (refreshed).
  const [filters, setFilters] = useState<Filters>({ search: '', postType: '', term: '', page: 1 })
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('postEdit.posts')} className="editor-dialog editor-dialog--wide">
      {isOpen ? <PostList filters={filters} setFilters={setFilters} onEdit={onEdit} onCreate={onCreate} /> : null}
    </Dialog>
  )
}

interface PostListProps {
  filters: Filters
  setFilters: (filters: Filters) => void
  onEdit: (id: number) => void
  onCreate: () => void
}

function PostList({ filters, setFilters, onEdit, onCreate }: PostListProps) {
  const t = useEditorT()
  const toast = useToast()
  const locale = useLocale()
  const searchId = useId()
  const typeId = useId()
  const termId = useId()
  const { search, postType, term, page } = filters
  // A new search or filter starts again at the first page.
  const setSearch = (value: string) => setFilters({ ...filters, search: value, page: 1 })
  const setPostType = (value: string) => setFilters({ ...filters, postType: value, page: 1 })
  const setTerm = (value: string) => setFilters({ ...filters, term: value, page: 1 })
  const setPage = (value: number) => setFilters({ ...filters, page: value })
  const [types, setTypes] = useState<PostTypeOption[]>([])
  const [terms, setTerms] = useState<PostTermOption[]>([])
  const [result, setResult] = useState<ListResult<PostEditRow> | null>(null)

  useEffect(() => {
    const failed = (error: Error) => toast.error(t('editor.failed', { message: error.message }))
    postCalls.listPostTypes(locale).then((list) => setTypes(list.records), failed)
    postCalls.listTerms(locale).then((list) => setTerms(list.records), failed)
  }, [locale, t, toast])

  useEffect(() => {
    let isCurrent = true
    // Typing waits for a pause before asking the server (§9 filter debounce).
    const timer = setTimeout(() => {
      postCalls.listPosts({ search, postTypeSlug: postType, termSlug: term, page, language: locale }).then(
        (list) => isCurrent && setResult(list),
        (error: Error) => toast.error(t('editor.failed', { message: error.message })),
      )
    }, 300)
    return () => {
      isCurrent = false
      clearTimeout(timer)
    }
  }, [search, postType, term, page, locale, t, toast])

  const pagination = result?.pagination
  const termGroup = (type: PostTermOption['type'], label: string) => (
    <optgroup label={label}>
      {terms
        .filter((option) => option.type === type)
        .map((option) => (
          <option key={option.id} value={option.slug}>
            {type === 'postTag' ? `#${option.title}` : option.title}
          </option>
        ))}
    </optgroup>
  )
  return (
    <div className="catalog-editor">
      <div className="post-list__top">
        <button type="button" className="button button--primary button--small" onClick={onCreate}>
          + {t('postEdit.newPost')}
        </button>
      </div>
      <div className="catalog-editor__filters post-list__filters">
        <div className="editor-field">
          <label htmlFor={searchId}>{t('postEdit.search')}</label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="editor-field">
          <label htmlFor={typeId}>{t('postEdit.type')}</label>
          <select
            id={typeId}
            value={postType}
            onChange={(event) => setPostType(event.target.value)}
          >
            <option value="">{t('postEdit.allTypes')}</option>
            {types.map((type) => (
              <option key={type.id} value={type.slug}>
                {type.title}
              </option>
            ))}
          </select>
        </div>
        <div className="editor-field">
          <label htmlFor={termId}>{t('postEdit.term')}</label>
          <select
            id={termId}
            value={term}
            onChange={(event) => setTerm(event.target.value)}
          >
            <option value="">{t('postEdit.allTerms')}</option>
            {termGroup('postCategory', t('postEdit.categories'))}
            {termGroup('postTag', t('postEdit.tags'))}
          </select>
        </div>
      </div>
      {!result ? (
        <p role="status">{t('catalogEdit.loading')}</p>
      ) : (
        <>
          <p className="editor-field__note" role="status">
            {t('postEdit.total', { count: result.pagination.total })}
          </p>
          {result.records.length === 0 ? (
            <p>{t('postEdit.empty')}</p>
          ) : (
            <ul className="catalog-list">
              {result.records.map((row) => (
                <li key={row.id} className="catalog-list__item">
                  {row.thumbnail ? (
                    <img src={row.thumbnail} alt="" width={48} height={48} loading="lazy" />
                  ) : (
                    <span className="catalog-list__placeholder" aria-hidden="true" />
                  )}
                  <div className="catalog-list__text">
                    <strong>
                      {row.title}
                      {row.status === 'draft' ? <span className="post-list__badge">{t('postEdit.draft')}</span> : null}
                    </strong>
                    <span>
                      {[row.postType, row.publishedAt ? t('postEdit.publishedOn', { date: formatDate(row.publishedAt, locale) }) : null, `/${row.slug}`]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </div>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={t('postEdit.editPostNamed', { title: row.title })}
                    onClick={() => onEdit(row.id)}
                  >
                    {t('postEdit.editPost')}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {pagination && pagination.lastPage > 1 ? (
            <nav className="catalog-editor__pager" aria-label={t('catalogEdit.page', { page: pagination.page, lastPage: pagination.lastPage })}>
              <button type="button" className="button button--ghost" disabled={pagination.page <= 1} onClick={() => setPage(pagination.page - 1)}>
                {t('catalogEdit.previous')}
              </button>
              <span>{t('catalogEdit.page', { page: pagination.page, lastPage: pagination.lastPage })}</span>
              <button type="button" className="button button--ghost" disabled={pagination.page >= pagination.lastPage} onClick={() => setPage(pagination.page + 1)}>
                {t('catalogEdit.next')}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  )
}
