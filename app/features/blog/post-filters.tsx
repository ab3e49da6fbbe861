import { Form, Link } from 'react-router'
import type { PostFilter } from '#common/blog/schemas'
import { useT } from '~/lib/site-shell'

export interface BlogFacets {
  categories: { slug: string; title: string }[]
  tags: { slug: string; title: string }[]
  types: { slug: string; title: string }[]
}

function Choice({ name, label, options, value }: { name: string; label: string; options: BlogFacets['tags']; value: string }) {
  const t = useT()
  return (
    <label className="post-filters__field">
      <span>{label}</span>
      <select name={name} defaultValue={value}>
        <option value="">{t('blog.any')}</option>
        {options.map((option) => (
          <option key={option.slug} value={option.slug}>
            {option.title}
          </option>
        ))}
      </select>
    </label>
  )
}

/**
 * Filters as a plain GET form: the URL holds the filter (shareable, works without JavaScript),
 * and submitting starts again at page 1.
 */
export function PostFilters({ facets, filter, action }: { facets: BlogFacets; filter: PostFilter; action: string }) {
  const t = useT()
  const selected = (options: BlogFacets['tags']) => options.find((o) => filter.termSlugs.includes(o.slug))?.slug ?? ''
  return (
    <Form method="get" action={action} className="post-filters" aria-label={t('blog.filters')}>
      <Choice name="term" label={t('blog.category')} options={facets.categories} value={selected(facets.categories)} />
      <Choice name="term" label={t('blog.tag')} options={facets.tags} value={selected(facets.tags)} />
      <Choice name="type" label={t('blog.postType')} options={facets.types} value={filter.postTypeSlugs[0] ?? ''} />
      <label className="post-filters__field">
        <span>{t('blog.dateFrom')}</span>
        <input type="date" name="from" defaultValue={filter.dateFrom ?? ''} />
      </label>
      <label className="post-filters__field">
        <span>{t('blog.dateTo')}</span>
        <input type="date" name="to" defaultValue={filter.dateTo ?? ''} />
      </label>
      <div className="post-filters__actions">
        <button type="submit" className="button button--primary">
          {t('blog.apply')}
        </button>
        <Link to={action} className="button button--ghost">
          {t('blog.reset')}
        </Link>
      </div>
    </Form>
  )
}
