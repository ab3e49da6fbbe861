import { Link, useLocation } from 'react-router'
import { fileTypeLabel, formatFileSize, type SiteDocumentView } from '#common/documents/view'
import { localeTags } from '#common/i18n/locales'
import { pathFor } from '#common/i18n/paths'
import { LineIcon } from '~/components/ui/icon'
import { useCart } from '~/features/cart/cart-context'
import { useLocale, useT } from '~/lib/site-shell'
import type { SectionProps } from '../section-props'
import { SectionIntro } from '../section-layout'
import { useCategoryDocuments } from '../section-refs-context'

const fileIcon = 'M6 2h8l5 5v15H6V2Zm8 0v5h5M9 13h7M9 17h7'
const downloadIcon = 'M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 20h14'
const lockIcon = 'M7 11V8a5 5 0 0 1 10 0v3M5 11h14v10H5V11Z'

/**
 * Issue 13 §7: the downloadable files of one category with their type and size. The server HTML
 * is the same for every visitor: a members-only file offers the login until the visitor state
 * (read after hydration) says the visitor is logged in; the download itself checks again.
 */
export function DocumentsSection({ parts, options }: SectionProps<'documents'>) {
  const t = useT()
  const documents = useCategoryDocuments(parts.category)
  return (
    <div className="container container--narrow">
      <SectionIntro heading={parts.heading} intro={parts.intro} />
      {documents.length === 0 ? (
        <p>{t('section.documents.empty')}</p>
      ) : (
        <ul className={`document-list document-list--columns-${options.columns}`}>
          {documents.map((document) => (
            <DocumentItem key={document.id} document={document} />
          ))}
        </ul>
      )}
    </div>
  )
}

function DocumentItem({ document }: { document: SiteDocumentView }) {
  const t = useT()
  const locale = useLocale()
  const { pathname } = useLocation()
  const isLoggedIn = Boolean(useCart().visitor?.isLoggedIn)
  const isLocked = document.visibility === 'members' && !isLoggedIn
  const info = t('section.documents.fileInfo', { type: fileTypeLabel(document.mime), size: formatFileSize(document.size, localeTags[locale]) })
  return (
    <li className="document-list__item">
      <LineIcon d={fileIcon} className="document-list__icon" />
      <div className="document-list__text">
        <span className="document-list__title">{document.title}</span>
        <span className="document-list__info">
          {info}
          {document.visibility === 'members' ? <span className="document-list__badge">{t('section.documents.membersOnly')}</span> : null}
        </span>
      </div>
      {isLocked ? (
        <Link
          className="button button--secondary document-list__action"
          to={`${pathFor('login', locale)}?redirect=${encodeURIComponent(pathname)}`}
          aria-label={t('section.documents.loginToDownloadTitle', { title: document.title })}
        >
          <LineIcon d={lockIcon} />
          {t('section.documents.loginToDownload')}
        </Link>
      ) : (
        <a
          className="button button--primary document-list__action"
          href={document.url}
          download={document.fileName}
          aria-label={t('section.documents.downloadTitle', { title: document.title })}
        >
          <LineIcon d={downloadIcon} />
          {t('section.documents.download')}
        </a>
      )}
    </li>
  )
}
