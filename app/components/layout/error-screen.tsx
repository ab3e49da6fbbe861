import { Link } from 'react-router'
import { useSiteShell, useT } from '~/lib/site-shell'

/** §8 error page: status, heading (page not found for 404, else generic), description, home button. */
export function ErrorScreen({ status }: { status: number }) {
  const t = useT()
  const shell = useSiteShell()
  const isNotFound = status === 404
  return (
    <section className="error-screen container">
      <p className="error-screen__status">{status}</p>
      <h1>{isNotFound ? t('error.pageNotFound') : t('error.generic')}</h1>
      <p>{isNotFound ? t('error.pageNotFoundDescription') : t('error.genericDescription')}</p>
      <Link className="button button--primary" to={shell?.homeHref ?? '/'}>
        {t('error.backToHome')}
      </Link>
    </section>
  )
}
