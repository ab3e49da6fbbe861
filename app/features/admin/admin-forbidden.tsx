import { useFetcher } from 'react-router'
import { useAdminT } from './use-admin-t'

/** 403 inside /admin: say why, and offer the way out (another login, or back to the site). */
export function AdminForbidden() {
  const t = useAdminT()
  const logout = useFetcher()
  return (
    <main className="admin-forbidden" id="admin-main">
      <h1>{t('admin.forbiddenTitle')}</h1>
      <p role="alert">{t('admin.forbidden')}</p>
      <p>
        <a href="/">{t('admin.backToSite')}</a>
      </p>
      <logout.Form method="post" action="/admin/session">
        <input type="hidden" name="intent" value="logout" />
        <button type="submit" className="button button--secondary">
          {t('admin.logout')}
        </button>
      </logout.Form>
    </main>
  )
}
