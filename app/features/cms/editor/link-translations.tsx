import { useEffect, useState } from 'react'
import type { LinkTarget } from '#common/cms/link'
import type { LinkMaster } from '#common/cms/link-search'
import { locales } from '#common/i18n/locales'
import { editorRequest } from './editor-api'
import { useEditorT } from './use-editor-t'

const hasMaster = (link: LinkTarget) => link.kind === 'page' || link.kind === 'post' || link.kind === 'product' || link.kind === 'category'

/**
 * Where one stored link leads in each language (§7 link/masters): editors see at once that a page
 * link follows the page's translations, and which language has none published yet.
 */
export function LinkTranslations({ link }: { link: LinkTarget }) {
  const t = useEditorT()
  // The answer is kept with the link it answers, so a stale one is never shown for a new link.
  const [answer, setAnswer] = useState<{ key: string; master: LinkMaster | null } | null>(null)
  const key = JSON.stringify(link)
  useEffect(() => {
    const target = JSON.parse(key) as LinkTarget
    if (!hasMaster(target)) return
    let isCurrent = true
    editorRequest<{ records: LinkMaster[] }>('POST', '/api/v1/cms/link/masters', { links: [target] }).then(
      (result) => isCurrent && setAnswer({ key, master: result.records[0] ?? null }),
      () => isCurrent && setAnswer({ key, master: null }),
    )
    return () => {
      isCurrent = false
    }
  }, [key])
  const master = answer?.key === key ? answer.master : null
  if (!master || !hasMaster(link)) return null
  return (
    <div className="link-picker__translations">
      <p className="editor-field__note">{t('link.translations')}</p>
      <dl>
        {locales.map((locale) => (
          <div key={locale}>
            <dt>{locale.toUpperCase()}</dt>
            <dd>{master.paths[locale] ?? t('link.noTranslation')}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
