import { Form, Link, useNavigation } from 'react-router'
import { ADMIN_PER_PAGE_OPTIONS, type AdminPage as AdminPageData } from '#common/admin/paging'
import {
  adminProductSorts,
  adminProductStatuses,
  adminProductStockFilters,
  LOW_STOCK_THRESHOLD,
  productFormats,
  stockBand,
  type AdminProductQuery,
  type AdminProductRow,
} from '#common/catalog/admin-products'
import { centsToEuroInput } from '#common/catalog/product-edit'
import type { AdminMessageKey } from '#common/i18n/admin'
import { pathFor } from '#common/i18n/paths'
import { AdminPage } from '~/features/admin/ui/admin-page'
import { AdminPager } from '~/features/admin/ui/pager'
import { useAdminT } from '~/features/admin/use-admin-t'
import { labelCells } from '~/features/admin/ui/label-cells'

export interface QuickEditOutcome {
  ok: boolean
  productId: number
  messageKey: AdminMessageKey
  sku?: string
}

interface Props {
  list: AdminPageData<AdminProductRow>
  query: AdminProductQuery
  categories: { id: number; name: string }[]
  outcome?: QuickEditOutcome
}

/** The filter form's current values as a query string (the export link and the pager keep them). */
function Filters({ query, categories }: Pick<Props, 'query' | 'categories'>) {
  const t = useAdminT()
  const select = (name: keyof AdminProductQuery, label: AdminMessageKey, options: { value: string; label: string }[], any = true) => (
    <label>
      <span>{t(label)}</span>
      <select className="field__input" name={name} defaultValue={String(query[name] ?? '')}>
        {any ? <option value="">{t('catalog.products.any')}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  )
  return (
    <Form method="get" className="admin-filters" role="search" aria-label={t('admin.filter.search')}>
      <label>
        <span>{t('catalog.products.search')}</span>
        <input className="field__input" type="search" name="q" defaultValue={query.q ?? ''} />
      </label>
      {select('categoryId', 'catalog.products.category', categories.map((c) => ({ value: String(c.id), label: c.name })))}
      {select('format', 'catalog.products.format', productFormats.map((f) => ({ value: f, label: t(`catalog.products.format.${f}`) })))}
      {select('status', 'catalog.products.status', adminProductStatuses.map((s) => ({ value: s, label: t(`catalog.products.status.${s}`) })))}
      {select(
        'stock',
        'catalog.products.stock',
        adminProductStockFilters.map((s) => ({ value: s, label: t(`catalog.products.stock.${s}`, { threshold: LOW_STOCK_THRESHOLD }) })),
      )}
      {select('featured', 'catalog.products.featured', [
        { value: 'yes', label: t('catalog.products.yes') },
        { value: 'no', label: t('catalog.products.no') },
      ])}
      {select('sort', 'catalog.products.sort', adminProductSorts.map((s) => ({ value: s, label: t(`catalog.products.sort.${s}`) })), false)}
      {select('order', 'catalog.products.order', [
        { value: 'asc', label: t('catalog.products.order.asc') },
        { value: 'desc', label: t('catalog.products.order.desc') },
      ], false)}
      {select('perPage', 'catalog.products.perPage', ADMIN_PER_PAGE_OPTIONS.map((n) => ({ value: String(n), label: String(n) })), false)}
      <button className="button button--primary" type="submit">
        {t('admin.filter.apply')}
      </button>
      <Link className="button button--secondary" to="/admin/products">
        {t('admin.filter.reset')}
      </Link>
    </Form>
  )
}

function StockCell({ product }: { product: AdminProductRow }) {
  const t = useAdminT()
  if (product.infiniteQuantity) return <span>{t('catalog.products.stock.infinite')}</span>
  const band = stockBand(product)
  return (
    <>
      <input
        className="field__input admin-quick__stock"
        form={`quick-${product.id}`}
        name="stockQuantity"
        inputMode="numeric"
        pattern="[0-9]*"
        required
        defaultValue={product.stockQuantity}
        aria-label={t('catalog.products.stockFor', { name: product.name })}
      />
      {band !== 'in' ? <span className={`admin-stock admin-stock--${band}`}>{t(`catalog.products.stock.${band}`, { threshold: LOW_STOCK_THRESHOLD })}</span> : null}
    </>
  )
}

/** /admin/products: the list with its filters, quick edit per row, links to the site and to edit mode. */
export function ProductList({ list, query, categories, outcome }: Props) {
  const t = useAdminT()
  const navigation = useNavigation()
  const exportLink = '/api/v1/backoffice/catalog/products/export.csv'
  return (
    <AdminPage
      title={t('catalog.products.title')}
      actions={
        <>
          <a className="button button--secondary" href={exportLink} download>
            {t('catalog.products.export')}
          </a>
          <Link className="button button--primary" to="/admin/products/import">
            {t('catalog.products.import')}
          </Link>
        </>
      }
    >
      <Filters query={query} categories={categories} />
      <div aria-live="polite">
        {outcome ? (
          <p className={outcome.ok ? 'admin-notice' : 'admin-notice admin-notice--error'}>{t(outcome.messageKey, { sku: outcome.sku ?? '' })}</p>
        ) : null}
      </div>
      {list.items.length === 0 ? (
        <p>{t('admin.empty')}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-products">
            <caption className="visually-hidden">{t('catalog.products.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('catalog.products.sku')}</th>
                <th scope="col">{t('catalog.products.name')}</th>
                <th scope="col" className="admin-table__number">
                  {t('catalog.products.price')}
                </th>
                <th scope="col">{t('catalog.products.stock')}</th>
                <th scope="col">{t('catalog.products.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {labelCells(list.items.map((product) => {
                const href = product.slug ? pathFor('product', 'hr', { slug: product.slug }) : null
                const saving = navigation.state !== 'idle' && navigation.formData?.get('productId') === String(product.id)
                return (
                  <tr key={product.id}>
                    <td>{product.sku}</td>
                    <td>
                      {product.name}
                      <br />
                      <small>
                        {t(`catalog.products.format.${product.format}`)} · {t(`catalog.products.status.${product.archived ? 'archived' : 'published'}`)}
                        {product.featured ? ` · ${t('catalog.products.featured')}` : ''}
                        {product.categories.length ? ` · ${product.categories.join(', ')}` : ''}
                      </small>
                    </td>
                    <td className="admin-table__number">
                      <input
                        className="field__input admin-quick__price"
                        form={`quick-${product.id}`}
                        name="price"
                        inputMode="decimal"
                        required
                        defaultValue={centsToEuroInput(product.price)}
                        aria-label={t('catalog.products.priceFor', { name: product.name })}
                      />
                    </td>
                    <td>
                      <StockCell product={product} />
                    </td>
                    <td>
                      <Form method="post" id={`quick-${product.id}`} className="admin-quick">
                        <input type="hidden" name="productId" value={product.id} />
                        <input type="hidden" name="sku" value={product.sku} />
                        {product.infiniteQuantity ? <input type="hidden" name="stockQuantity" value={product.stockQuantity} /> : null}
                        <button className="button button--secondary" type="submit" disabled={saving} aria-label={t('catalog.products.saveFor', { name: product.name })}>
                          {t('catalog.products.save')}
                        </button>
                      </Form>
                      {href && !product.archived ? (
                        <span className="admin-quick__links">
                          <a href={href}>{t('catalog.products.view')}</a> · <a href={`${href}?editPage=true`}>{t('catalog.products.edit')}</a>
                        </span>
                      ) : null}
                    </td>
                  </tr>
                )
              }), [t('catalog.products.sku'), t('catalog.products.name'), t('catalog.products.price'), t('catalog.products.stock'), t('catalog.products.actions')])}
            </tbody>
          </table>
        </div>
      )}
      <AdminPager list={list} />
    </AdminPage>
  )
}
