import { useEffect, useState } from 'react'
import { linkTargetSchema, searchableLinkKinds, type LinkKind, type LinkTarget, type SearchableLinkKind } from '#common/cms/link'
import type { LinkSearchHit } from '#common/cms/link-search'
import type { ListResult } from '#common/http/envelope'
import { useLocale, useT } from '~/lib/site-shell'
import { useLinkHref } from '../section-refs-context'
import { editorRequest } from './editor-api'
import { LinkTranslations } from './link-translations'
import type { EditorTranslator } from './use-editor-t'
import { useEditorT } from './use-editor-t'

const isSearchable = (kind: LinkKind): kind is SearchableLinkKind => (searchableLinkKinds as readonly string[]).includes(kind)

/** One page of an editor's search for link targets; reloads when the kind, text or page changes. */
function useLinkSearch(kind: SearchableLinkKind | null, q: string, page: number) {
  const locale = useLocale()
  const [result, setResult] = useState<ListResult<LinkSearchHit> | null>(null)
  useEffect(() => {
    if (!kind) return
    let isCurrent = true
    const timer = window.setTimeout(() => {
      const query = new URLSearchParams({ kind, language: locale, q, page: String(page) })
      editorRequest<ListResult<LinkSearchHit>>('GET', `/api/v1/cms/link/search?${query}`).then(
        (next) => isCurrent && setResult(next),
        () => isCurrent && setResult(null),
      )
    }, 250)
    return () => {
      isCurrent = false
      window.clearTimeout(timer)
    }
  }, [kind, q, page, locale])
  return result
}

function isChosen(link: LinkTarget, hit: LinkSearchHit): boolean {
  if (link.kind !== hit.kind) return false
  return 'group' in link ? link.group === hit.group : 'id' in link && link.id === hit.id
}

function hitTarget(hit: LinkSearchHit, newTab: boolean | undefined): LinkTarget {
  const options = newTab ? { newTab } : {}
  if (hit.kind === 'page' || hit.kind === 'post') return { kind: hit.kind, group: hit.group ?? '', ...options }
  return { kind: hit.kind, id: hit.id ?? 0, ...options }
}

function kindLabel(t: EditorTranslator, kind: LinkKind): string {
  return t(`link.kind.${kind}`)
}

interface LinkPickerProps {
  id: string
  link: LinkTarget
  /** Called with every valid link and the path it points at now (the rich-text editor writes it as href). */
  onChange: (link: LinkTarget, href: string) => void
}

/**
 * §2 link-options: a page, product, post or product category chosen from a searchable list
 * (stored by what it is, so it follows renames and the visitor's language), an outside address,
 * an anchor on the page, and whether it opens in a new tab.
 */
export function LinkPicker({ id, link, onChange }: LinkPickerProps) {
  const t = useEditorT()
  const siteT = useT()
  const [kind, setKind] = useState<LinkKind>(link.kind)
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const [href, setHref] = useState(link.kind === 'url' ? link.href : '')
  const [anchor, setAnchor] = useState(link.kind === 'anchor' ? link.anchor : '')
  const current = useLinkHref(link)
  const results = useLinkSearch(isSearchable(kind) ? kind : null, q, page)
  const emit = (next: unknown, path: string) => {
    const parsed = linkTargetSchema.safeParse(next)
    if (parsed.success) onChange(parsed.data, path)
  }
  const options = link.newTab ? { newTab: true } : {}
  const hrefError = kind === 'url' && !linkTargetSchema.safeParse({ kind: 'url', href }).success
  const anchorError = kind === 'anchor' && !linkTargetSchema.safeParse({ kind: 'anchor', anchor }).success
  const kinds: LinkKind[] = [...searchableLinkKinds, 'url', 'anchor', ...(link.kind === 'route' ? (['route'] as const) : [])]
  return (
    <div className="link-picker">
      <div className="editor-field">
        <label htmlFor={`${id}-kind`}>{t('link.kind')}</label>
        <select
          id={`${id}-kind`}
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as LinkKind)
            setPage(1)
          }}
        >
          {kinds.map((value) => (
            <option key={value} value={value}>
              {value === 'route' && link.kind === 'route' ? t('nav.route', { route: link.route }) : kindLabel(t, value)}
            </option>
          ))}
        </select>
      </div>
      {current ? <p className="link-picker__current">{t('link.current', { path: current })}</p> : null}
      <LinkTranslations link={link} />
      {isSearchable(kind) ? (
        <div className="link-picker__search">
          <div className="editor-field">
            <label htmlFor={`${id}-q`}>
              {t('link.search')}: {kindLabel(t, kind)}
            </label>
            <input
              id={`${id}-q`}
              type="search"
              value={q}
              onChange={(event) => {
                setQ(event.target.value)
                setPage(1)
              }}
            />
          </div>
          <fieldset className="link-picker__results">
            <legend>{t('link.results')}</legend>
            {results && results.records.length === 0 ? <p>{t('link.noResults')}</p> : null}
            {link.kind !== kind ? <p className="editor-field__note">{t('link.chooseOne')}</p> : null}
            <ul>
              {results?.records.map((hit) => (
                <li key={hit.group ?? hit.id}>
                  <label>
                    <input type="radio" name={`${id}-hit`} checked={isChosen(link, hit)} onChange={() => emit(hitTarget(hit, link.newTab), hit.path)} />
                    <span>
                      {hit.title}
                      {hit.isDraft ? ` (${t('link.draft')})` : ''} <small>{hit.path}</small>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
            {results && results.pagination.lastPage > 1 ? (
              <div className="link-picker__pages">
                <button type="button" className="editor-button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t('link.previous')}
                </button>
                <span>{t('link.pageOf', { page, lastPage: results.pagination.lastPage })}</span>
                <button type="button" className="editor-button" disabled={page >= results.pagination.lastPage} onClick={() => setPage(page + 1)}>
                  {t('link.next')}
                </button>
              </div>
            ) : null}
          </fieldset>
        </div>
      ) : null}
      {kind === 'url' ? (
        <div className="editor-field">
          <label htmlFor={`${id}-url`}>{t('link.url')}</label>
          <input
            id={`${id}-url`}
            type="text"
            inputMode="url"
            value={href}
            aria-invalid={hrefError ? 'true' : undefined}
            aria-describedby={hrefError ? `${id}-url-error` : undefined}
            onChange={(event) => {
              setHref(event.target.value)
              emit({ kind: 'url', href: event.target.value, ...options }, event.target.value.trim())
            }}
          />
          {hrefError && href !== '' ? (
            <p id={`${id}-url-error`} className="editor-field__error">
              {siteT('validation.linkUrl')}
            </p>
          ) : null}
        </div>
      ) : null}
      {kind === 'anchor' ? (
        <div className="editor-field">
          <label htmlFor={`${id}-anchor`}>{t('link.anchor')}</label>
          <input
            id={`${id}-anchor`}
            type="text"
            value={anchor}
            aria-invalid={anchorError ? 'true' : undefined}
            onChange={(event) => {
              setAnchor(event.target.value)
              emit({ kind: 'anchor', anchor: event.target.value, ...options }, `#${event.target.value}`)
            }}
          />
        </div>
      ) : null}
      <div className="editor-field editor-field--check">
        <input
          id={`${id}-new-tab`}
          type="checkbox"
          checked={link.newTab === true}
          onChange={(event) => {
            const { newTab: _previous, ...rest } = link
            emit(event.target.checked ? { ...rest, newTab: true } : rest, current ?? '')
          }}
        />
        <label htmlFor={`${id}-new-tab`}>{t('link.newTab')}</label>
      </div>
    </div>
  )
}
