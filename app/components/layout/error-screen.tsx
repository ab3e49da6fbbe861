import { Link } from 'react-router'
import type { MessageKey } from '#common/i18n/translate'
import { useSiteShell, useT } from '~/lib/site-shell'

/** §8 error page: status, heading (page not found for 404, else generic), description, home button. */
export function ErrorScreen({ status, messageKey }: { status: number; messageKey?: MessageKey }) {
  const t = useT()
  const shell = useSiteShell()
  const isNotFound = status === 404
  const heading = isNotFound ? t('error.pageNotFound') : t('error.generic')
  return (
    <section className="error-screen container" aria-labelledby="error-title">
      {/* The failed route gives no meta; React 19 hoists this title into the head. */}
      <title>{shell ? `${heading} · ${shell.siteName}` : heading}</title>
      <p className="error-screen__status" aria-hidden="true">
        {status}
      </p>
      <p className="error-screen__eyebrow">{t('error.eyebrow', { status })}</p>
      <h1 id="error-title">{heading}</h1>
      <p className="error-screen__description">{messageKey ? t(messageKey) : isNotFound ? t('error.pageNotFoundDescription') : t('error.genericDescription')}</p>
      <Link className="button button--primary" to={shell?.homeHref ?? '/'}>
        {t('error.backToHome')}
      </Link>
    </section>
  )
}
