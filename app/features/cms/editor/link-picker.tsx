import { useEffect, useState } from 'react'
import type { LinkTarget } from '#common/cms/link'
import { useLocale } from '~/lib/site-shell'
import { editorRequest } from './editor-api'
import { useEditorT } from './use-editor-t'

export interface PageOption {
  title: string
  translationGroup: string
}

/** The pages of the current language, for link pickers (drafts included: a link may go live with them). */
export function usePageOptions(): PageOption[] {
  const locale = useLocale()
  const [pages, setPages] = useState<PageOption[]>([])
  useEffect(() => {
    let isCurrent = true
    editorRequest<PageOption[]>('GET', `/api/v1/cms/page/list?language=${locale}`).then(
      (list) => isCurrent && setPages(list),
      () => isCurrent && setPages([]),
    )
    return () => {
      isCurrent = false
    }
  }, [locale])
  return pages
}

/**
 * §2 link-options: a page of the site (by translation group, so the link follows the visitor's
 * language), a shop route as it is, or an outside / anchor address.
 */
export function LinkPicker({ id, link, pages, onChange }: { id: string; link: LinkTarget; pages: PageOption[]; onChange: (link: LinkTarget) => void }) {
  const t = useEditorT()
  const value = link.kind === 'page' ? `page:${link.group}` : link.kind === 'route' ? `route:${link.route}` : 'url'
  return (
    <>
      <div className="editor-field">
        <label htmlFor={`${id}-link`}>{t('nav.link')}</label>
        <select
          id={`${id}-link`}
          value={value}
          onChange={(event) => {
            const next = event.target.value
            if (next.startsWith('page:')) onChange({ kind: 'page', group: next.slice(5) })
            else if (next === 'url') onChange({ kind: 'url', href: 'https://' })
          }}
        >
          {link.kind === 'route' ? <option value={value}>{t('nav.route', { route: link.route })}</option> : null}
          {pages.map((page) => (
            <option key={page.translationGroup} value={`page:${page.translationGroup}`}>
              {page.title}
            </option>
          ))}
          <option value="url">{t('nav.externalUrl')}</option>
        </select>
      </div>
      {link.kind === 'url' ? (
        <div className="editor-field">
          <label htmlFor={`${id}-url`}>{t('nav.url')}</label>
          <input id={`${id}-url`} type="text" value={link.href} onChange={(event) => onChange({ kind: 'url', href: event.target.value })} />
        </div>
      ) : null}
    </>
  )
}
