import { Form, Link, useLocation } from 'react-router'
import { searchCategories, type ProductCard, type SearchCategory, type SearchResult } from '#common/catalog/types'
import type { Pagination } from '#common/http/envelope'
import { ResponsiveImage } from '~/components/ui/responsive-image'
import { useT } from '~/lib/site-shell'
import { EmptyList } from '../catalog/empty-list'
import { Pager } from '../catalog/pager'
import { ProductGrid } from '../catalog/product-card'

/** As on the category page: the first row of two cards on a phone is the page's largest paint. */
const ABOVE_THE_FOLD_CARDS = 2

interface SearchPageProps {
  query: string
  category: SearchCategory
  records: SearchResult[]
  /** The products tab's hits as product cards: the same card and grid as the category page. */
  products: ProductCard[]
  pagination: Pagination
  totals: Record<SearchCategory, number>
}

/**
 * §2 search page: input, category tabs, products as the category page's cards, other results with image and title. The query string (search,
 * category, page) is the state: a new term or another tab starts again at page 1 (§4).
 */
export function SearchPage({ query, category, records, products, pagination, totals }: SearchPageProps) {
  const t = useT()
  const { pathname } = useLocation()
  const href = (next: { category?: SearchCategory; page?: number }) => {
    const params = new URLSearchParams({ search: query, category: next.category ?? category })
    if (next.page && next.page > 1) params.set('page', String(next.page))
    return `${pathname}?${params}`
  }
  return (
    <div className="search-page container">
      <header className="page-header">
        <h1>{t('page.search')}</h1>
      </header>
      <Form method="get" role="search" className="search-form">
        <input type="search" name="search" defaultValue={query} key={query} placeholder={t('search.placeholder')} aria-label={t('search.label')} />
        <input type="hidden" name="category" value={category} />
        <button type="submit" className="button button--primary">
          {t('search.submit')}
        </button>
      </Form>
      {query ? (
        <>
          <nav aria-label={t('search.tabs')}>
            <ul className="search-tabs">
              {searchCategories.map((tab) => (
                <li key={tab}>
                  <Link to={href({ category: tab })} aria-current={tab === category ? 'page' : undefined} replace>
                    {t(`search.tab.${tab}`)} ({totals[tab]})
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p role="status">{t('search.results', { query, total: pagination.total })}</p>
          {category === 'products' && products.length ? (
            <ProductGrid products={products} label={t('search.tab.products')} priorityCount={ABOVE_THE_FOLD_CARDS} headingLevel={2} />
          ) : records.length ? (
            <ul className="search-results">
              {records.map((result) => (
                <li key={`${category}-${result.id}`}>
                  <Link to={result.url} className="search-result">
                    {result.image ? (
                      <ResponsiveImage media={{ ...result.image, alt: '' }} sizes="64px" />
                    ) : (
                      <span className="search-result__placeholder" aria-hidden="true" />
                    )}
                    <span>{result.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyList message={t('search.noResults')} />
          )}
          <Pager page={pagination.page} lastPage={pagination.lastPage} hrefFor={(page) => href({ page })} />
        </>
      ) : (
        <p>{t('search.prompt')}</p>
      )}
    </div>
  )
}
