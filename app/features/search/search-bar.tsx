import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { pathFor } from '#common/i18n/paths'
import { Icon } from '~/components/ui/icon'
import { useLocale, useT } from '~/lib/site-shell'

/**
 * §2 header search bar: a button opens it and focuses the input; Enter or the button submits to
 * the search page; an empty query does nothing; a close button (or Escape) closes it.
 */
export function SearchBar() {
  const t = useT()
  const locale = useLocale()
  const navigate = useNavigate()
  const [isOpen, setIsOpen] = useState(false)
  const [query, setQuery] = useState('')
  const inputRef = useRef<HTMLInputElement>(null)
  const openRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (isOpen) inputRef.current?.focus()
  }, [isOpen])
  const close = () => {
    setIsOpen(false)
    requestAnimationFrame(() => openRef.current?.focus())
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const term = query.trim()
    if (!term) return
    setIsOpen(false)
    void navigate(`${pathFor('search', locale)}?${new URLSearchParams({ search: term, category: 'products' })}`)
  }
  if (!isOpen) {
    return (
      <div className="site-search">
        <button ref={openRef} type="button" className="icon-button" aria-label={t('search.open')} aria-expanded="false" onClick={() => setIsOpen(true)}>
          <SearchIcon />
        </button>
      </div>
    )
  }
  return (
    <div className="site-search site-search--open">
      <form role="search" className="site-search__form" action={pathFor('search', locale)} onSubmit={submit} onKeyDown={(e) => e.key === 'Escape' && close()}>
        <input
          ref={inputRef}
          type="search"
          name="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          enterKeyHint="search"
        />
        <button type="submit" className="icon-button" aria-label={t('search.submit')}>
          <SearchIcon />
        </button>
        <button type="button" className="icon-button" aria-label={t('search.close')} onClick={close}>
          <Icon name="close" />
        </button>
      </form>
    </div>
  )
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1.25em" height="1.25em" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </svg>
  )
}
