import { Link } from 'react-router'
import type { CategoryView } from '#common/catalog/types'
import { pathFor } from '#common/i18n/paths'
import { ResponsiveImage } from '~/components/ui/responsive-image'
import { useLocale, useT } from '~/lib/site-shell'

/** §2 category list 'Kategorije': tiles linking to /shop/{slug}. */
export function CategoryList({ categories }: { categories: CategoryView[] }) {
  const t = useT()
  const locale = useLocale()
  return (
    <div className="container category-list">
      <header className="page-header">
        <h1>{t('page.categories')}</h1>
        <p className="page-header__lead">{t('catalog.categoriesLead')}</p>
      </header>
      <ul className="category-tiles">
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={pathFor('shop', locale, { slug: category.slug })} className="category-tile">
              {category.image ? <ResponsiveImage media={{ ...category.image, alt: '' }} sizes="(max-width: 600px) 100vw, 33vw" /> : null}
              <span className="category-tile__name">{category.name}</span>
              <span className="category-tile__count">{t('catalog.productCount', { count: category.productCount })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
