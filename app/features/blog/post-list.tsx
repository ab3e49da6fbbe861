import { useEffect, useRef, useState } from 'react'
import type { PostFilter } from '#common/blog/schemas'
import type { PostCard as Card, PostPage } from '#common/blog/types'
import type { Envelope } from '#common/http/envelope'
import { Pager } from '~/features/catalog/pager'
import { useLocale, useT } from '~/lib/site-shell'
import { PostCard } from './post-card'

async function fetchPage(locale: string, filter: PostFilter): Promise<PostPage | null> {
  try {
    const response = await fetch(`/api/v1/cms/post/filterStandard?language=${locale}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(filter),
    })
    const body = (await response.json()) as Envelope<PostPage>
    return response.ok && body.data ? body.data : null
  } catch {
    return null
  }
}

/**
 * The post list: first/previous/next/last links (each page has its own URL) and "load more",
 * which appends the next page in place, keeps the scroll position and moves focus to the first
 * new post so keyboard users continue where the new content starts. Keyed by the URL where it is
 * used, so a new filter or page starts over from its own first page.
 */
export function PostList({ page, filter, hrefFor }: { page: PostPage; filter: PostFilter; hrefFor: (page: number) => string }) {
  const t = useT()
  const locale = useLocale()
  const [posts, setPosts] = useState<Card[]>(page.records)
  const [loadedPage, setLoadedPage] = useState(page.page)
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle')
  const focusIndex = useRef<number | null>(null)
  const listRef = useRef<HTMLUListElement>(null)

  useEffect(() => {
    if (focusIndex.current === null) return
    const links = listRef.current?.querySelectorAll<HTMLAnchorElement>('a[data-post-link]')
    links?.[focusIndex.current]?.focus()
    focusIndex.current = null
  }, [posts])

  async function loadMore() {
    setState('loading')
    const next = await fetchPage(locale, { ...filter, page: loadedPage + 1, limit: page.limit })
    if (!next) return setState('failed')
    focusIndex.current = posts.length
    setPosts((current) => [...current, ...next.records])
    setLoadedPage(next.page)
    setState('idle')
  }

  if (page.total === 0) return <p className="post-list__empty">{t('blog.empty')}</p>
  return (
    <div className="post-list">
      <p className="post-list__count" aria-live="polite">
        {t('blog.count', { count: page.total })}
      </p>
      <ul className="post-grid" ref={listRef}>
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
      {loadedPage < page.lastPage ? (
        <div className="post-list__more">
          <button type="button" className="button button--secondary" onClick={loadMore} disabled={state === 'loading'}>
            {state === 'loading' ? t('blog.loading') : t('blog.loadMore')}
          </button>
          {state === 'failed' ? (
            <p role="alert" className="post-list__error">
              {t('blog.loadFailed')}
            </p>
          ) : null}
        </div>
      ) : null}
      <Pager page={page.page} lastPage={page.lastPage} hrefFor={hrefFor} />
    </div>
  )
}
