import { Link } from 'react-router'
import { pagerWindow } from '#common/catalog/rules'
import { useT } from '~/lib/site-shell'

/** The numbers shown around the current page: a window of 9 (§9), shifted at the ends. */
export function pageWindow(page: number, lastPage: number, size = pagerWindow): number[] {
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), lastPage - size + 1))
  const end = Math.min(lastPage, start + size - 1)
  return Array.from({ length: end - start + 1 }, (_, i) => start + i)
}

/**
 * §2 pager: first, previous, numbered window, next, last. First/previous are disabled on page 1,
 * next/last on the last page (rendered as inert spans, announced as disabled).
 */
export function Pager({ page, lastPage, hrefFor }: { page: number; lastPage: number; hrefFor: (page: number) => string }) {
  const t = useT()
  if (lastPage <= 1) return null
  const step = (target: number, label: string, text: string, isDisabled: boolean) =>
    isDisabled ? (
      <span className="pager__link pager__link--disabled" role="link" aria-disabled="true" aria-label={label}>
        {text}
      </span>
    ) : (
      <Link className="pager__link" to={hrefFor(target)} aria-label={label} preventScrollReset={false}>
        {text}
      </Link>
    )
  return (
    <nav className="pager" aria-label={t('catalog.pager')}>
      <ul>
        <li>{step(1, t('catalog.pager.first'), '«', page <= 1)}</li>
        <li>{step(page - 1, t('catalog.pager.previous'), '‹', page <= 1)}</li>
        {pageWindow(page, lastPage).map((n) => (
          <li key={n}>
            <Link
              className={`pager__link${n === page ? ' pager__link--current' : ''}`}
              to={hrefFor(n)}
              aria-label={t('catalog.pager.page', { page: n })}
              aria-current={n === page ? 'page' : undefined}
            >
              {n}
            </Link>
          </li>
        ))}
        <li>{step(page + 1, t('catalog.pager.next'), '›', page >= lastPage)}</li>
        <li>{step(lastPage, t('catalog.pager.last'), '»', page >= lastPage)}</li>
      </ul>
    </nav>
  )
}
