import { useEffect, useId, useState } from 'react'
import type { EditableCategory, ProductEditRow } from '#common/catalog/product-edit'
import type { ListResult } from '#common/http/envelope'
import { formatMoney } from '#common/money'
import { Dialog } from '~/components/ui/dialog'
import { useToast } from '~/components/ui/toast'
import { useEditorT } from '~/features/cms/editor/use-editor-t'
import { useLocale } from '~/lib/site-shell'
import { catalogCalls } from './catalog-editor-api'
import { categoryName, flattenTree } from './category-tree'

/** §2 product-list: find a product (server-paged, by name or SKU, by category) and open it in the editor. */
export function ProductListDialog({ isOpen, onClose, onEdit }: { isOpen: boolean; onClose: () => void; onEdit: (id: number) => void }) {
  const t = useEditorT()
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('catalogEdit.products')} className="editor-dialog editor-dialog--wide">
      {isOpen ? <ProductList onEdit={onEdit} /> : null}
    </Dialog>
  )
}

function ProductList({ onEdit }: { onEdit: (id: number) => void }) {
  const t = useEditorT()
  const toast = useToast()
  const locale = useLocale()
  const searchId = useId()
  const categoryId = useId()
  const [search, setSearch] = useState('')
  const [category, setCategory] = useState<number | null>(null)
  const [page, setPage] = useState(1)
  const [categories, setCategories] = useState<EditableCategory[]>([])
  const [result, setResult] = useState<ListResult<ProductEditRow> | null>(null)

  useEffect(() => {
    catalogCalls.listCategories().then(
      (list) => setCategories(list.records),
      (error: Error) => toast.error(t('editor.failed', { message: error.message })),
    )
  }, [t, toast])

  useEffect(() => {
    let isCurrent = true
    // Typing waits for a pause before asking the server (§9 filter debounce).
    const timer = setTimeout(() => {
      catalogCalls.listProducts({ search, categoryId: category, page, language: locale }).then(
        (list) => isCurrent && setResult(list),
        (error: Error) => toast.error(t('editor.failed', { message: error.message })),
      )
    }, 300)
    return () => {
      isCurrent = false
      clearTimeout(timer)
    }
  }, [search, category, page, locale, t, toast])

  const pagination = result?.pagination
  return (
    <div className="catalog-editor">
      <div className="catalog-editor__filters">
        <div className="editor-field">
          <label htmlFor={searchId}>{t('catalogEdit.search')}</label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value)
              setPage(1)
            }}
          />
        </div>
        <div className="editor-field">
          <label htmlFor={categoryId}>{t('catalogEdit.category')}</label>
          <select
            id={categoryId}
            value={category ?? ''}
            onChange={(event) => {
              setCategory(event.target.value ? Number(event.target.value) : null)
              setPage(1)
            }}
          >
            <option value="">{t('catalogEdit.allCategories')}</option>
            {flattenTree(categories).map((node) => (
              <option key={node.category.id} value={node.category.id}>
                {'\u00a0\u00a0'.repeat(node.depth) + categoryName(node.category, locale)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {!result ? (
        <p role="status">{t('catalogEdit.loading')}</p>
      ) : (
        <>
          <p className="editor-field__note" role="status">
            {t('catalogEdit.total', { count: result.pagination.total })}
          </p>
          {result.records.length === 0 ? (
            <p>{t('catalogEdit.empty')}</p>
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
                    <strong>{row.name}</strong>
                    <span>
                      {t('catalogEdit.sku', { sku: row.sku })} · {formatMoney(row.price, locale)} ·{' '}
                      {t('catalogEdit.inStock', {
                        count: row.infiniteQuantity ? t('catalogEdit.unlimited') : row.stockQuantity,
                      })}
                      {row.featured ? ` · ${t('catalogEdit.featuredBadge')}` : ''}
                    </span>
                  </div>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={t('catalogEdit.editProductNamed', {
                      name: row.name,
                    })}
                    onClick={() => onEdit(row.id)}
                  >
                    {t('catalogEdit.editProduct')}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {pagination && pagination.lastPage > 1 ? (
            <nav
              className="catalog-editor__pager"
              aria-label={t('catalogEdit.page', {
                page: pagination.page,
                lastPage: pagination.lastPage,
              })}
            >
              <button type="button" className="button button--ghost" disabled={pagination.page <= 1} onClick={() => setPage(pagination.page - 1)}>
                {t('catalogEdit.previous')}
              </button>
              <span>
                {t('catalogEdit.page', {
                  page: pagination.page,
                  lastPage: pagination.lastPage,
                })}
              </span>
              <button
                type="button"
                className="button button--ghost"
                disabled={pagination.page >= pagination.lastPage}
                onClick={() => setPage(pagination.page + 1)}
              >
                {t('catalogEdit.next')}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  )
}
