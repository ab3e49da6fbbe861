import { Link, useLocation } from 'react-router'
import type { PostFilter } from '#common/blog/schemas'
import type { PostCategoryBlock, PostPage } from '#common/blog/types'
import { pathFor } from '#common/i18n/paths'
import { useLocale, useT } from '~/lib/site-shell'
import { PostFilters, type BlogFacets } from './post-filters'
import { PostList } from './post-list'

function Subcategories({ items }: { items: PostCategoryBlock['children'] }) {
  const t = useT()
  const locale = useLocale()
  if (items.length === 0) return null
  return (
    <nav className="post-subcategories" aria-label={t('blog.subcategories')}>
      <ul>
        {items.map((child) => (
          <li key={child.slug}>
            <Link className="term-chip term-chip--category" to={pathFor('blog', locale, { slug: child.slug })}>
              {child.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function CategoryBlocks({ blocks }: { blocks: PostCategoryBlock[] }) {
  const t = useT()
  const locale = useLocale()
  if (blocks.length === 0) return null
  return (
    <section className="post-categories" aria-labelledby="post-categories">
      <h2 id="post-categories">{t('blog.categories')}</h2>
      {blocks.map((block) => (
        <section key={block.slug} className="post-category" aria-labelledby={`category-${block.slug}`}>
          <div className="post-category__head">
            <h3 id={`category-${block.slug}`}>{block.title}</h3>
            <Link to={pathFor('blog', locale, { slug: block.slug })}>{t('blog.allInCategory', { title: block.title })}</Link>
          </div>
          <Subcategories items={block.children} />
          <ul className="post-category__list">
            {block.posts.map((post) => (
              <li key={post.id}>
                <Link to={pathFor('blog', locale, { slug: post.slug })}>{post.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  )
}

interface BlogListProps {
  category: PostCategoryBlock | null
  blocks: PostCategoryBlock[]
  page: PostPage
  filter: PostFilter
  facets: BlogFacets
}

/** `/objave` (overview: category blocks, filters, all posts) and `/objave/{category}`. */
export function BlogListPage({ category, blocks, page, filter, facets }: BlogListProps) {
  const t = useT()
  const locale = useLocale()
  const location = useLocation()
  const action = category ? pathFor('blog', locale, { slug: category.slug }) : pathFor('blog', locale)
  const hrefFor = (target: number) => {
    const search = new URLSearchParams(location.search)
    search.set('page', String(target))
    return `${action}?${search.toString()}`
  }
  return (
    <div className="blog-page container">
      <header className="page-header">
        <h1>{category ? category.title : t('page.blog')}</h1>
        <p className="page-header__lead">{category?.description ?? t('blog.lead')}</p>
      </header>
      {category ? <Subcategories items={category.children} /> : <CategoryBlocks blocks={blocks} />}
      <section className="blog-page__list" aria-labelledby="all-posts">
        <h2 id="all-posts">{t('blog.allPosts')}</h2>
        <PostFilters key={`filters${location.search}`} facets={facets} filter={filter} action={action} />
        <PostList key={`list${location.search}`} page={page} filter={filter} hrefFor={hrefFor} />
      </section>
    </div>
  )
}

