import { Link } from 'react-router'
import { mailTemplateLocales, type MailTemplateSummary } from '#common/mail-templates/schemas'
import { AdminPage } from '../admin/ui/admin-page'
import { useAdminT } from '../admin/use-admin-t'
import { labelCells } from '~/features/admin/ui/label-cells'

/** Every template with a link per language; a changed language says so. */
export function TemplateList({ templates }: { templates: MailTemplateSummary[] }) {
  const t = useAdminT()
  return (
    <AdminPage title={t('templates.title')}>
      <p>{t('templates.lead')}</p>
      <div className="admin-table-wrap" role="group" aria-label={t('templates.title')} tabIndex={0}>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('templates.template')}</th>
              {mailTemplateLocales.map((locale) => (
                <th key={locale} scope="col">
                  {locale.toUpperCase()}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labelCells(
              templates.map((template) => (
                <tr key={template.key}>
                  <th scope="row">{t(`templates.key.${template.key}`)}</th>
                  {mailTemplateLocales.map((locale) => (
                    <td key={locale}>
                      <Link
                        to={`/admin/templates/${template.key}/${locale}`}
                        aria-label={`${t('templates.edit')}: ${t(`templates.key.${template.key}`)} (${locale.toUpperCase()})`}
                      >
                        {template.customisedLocales.includes(locale) ? t('templates.customised') : t('templates.default')}
                      </Link>
                    </td>
                  ))}
                </tr>
              )),
              [t('templates.template'), ...mailTemplateLocales.map((locale) => locale.toUpperCase())],
            )}
          </tbody>
        </table>
      </div>
    </AdminPage>
  )
}
