import { Link } from 'react-router'
import type { SiteShell } from '#common/cms/site-shell'
import { useT } from '~/lib/site-shell'

export function SiteFooter({ shell }: { shell: SiteShell }) {
  const t = useT()
  return (
    <footer className="site-footer">
      <div className="container">
        <nav aria-label={t('layout.footerNavigation')}>
          <ul>
            {shell.footerMenu.map((item) => (
              <li key={item.id}>
                <Link to={item.href}>{item.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>{t('layout.copyright', { year: new Date().getFullYear(), name: shell.siteName })}</p>
      </div>
    </footer>
  )
}
