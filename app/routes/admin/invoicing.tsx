import { useFetcher } from 'react-router'
import type { Route } from './+types/invoicing'
import { invoiceSettingsFromForm, invoiceSettingsSchema } from '#common/invoices/invoice-settings'
import { translate } from '#common/i18n/translate'
import { fieldErrors } from '#common/validation/messages'
import { requestContext } from '#server/context'
import { requireAdminPage } from '#server/admin/page-access'
import { adminLocaleOf } from '#server/admin/admin-locale'
import { ApiError } from '#server/http/api-error'
import { uploadFiscalCertificate } from '#server/invoices/certificate-upload'
import { saveInvoiceSettings } from '#server/invoices/invoice-settings'
import { invoicingSettingsView } from '#server/invoices/invoicing-view'
import { adminMeta } from '~/features/admin/admin-meta'
import { AdminPage } from '~/features/admin/ui/admin-page'
import { useAdminT } from '~/features/admin/use-admin-t'
import { CertificateForm } from '~/features/admin-invoicing/certificate-form'
import { InvoiceSettingsForm, type InvoicingOutcome } from '~/features/admin-invoicing/invoice-settings-form'

export const meta = adminMeta('admin.nav.invoicing')

/** /admin/invoicing: the seller, numbering, moments and fiscalisation (issue 21 point 1), and the fiscal certificate. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, db, site, runtime } = context.get(requestContext)
  requireAdminPage(user, request, 'settings')
  return invoicingSettingsView(db, { siteId: site.id, config: runtime.config })
}

export async function action({ request, context }: Route.ActionArgs): Promise<InvoicingOutcome> {
  const { user, db, site } = context.get(requestContext)
  const actor = requireAdminPage(user, request, 'settings')
  const locale = adminLocaleOf(request)
  const form = await request.formData()
  try {
    if (form.get('intent') === 'certificate') {
      const file = form.get('file')
      const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array()
      await uploadFiscalCertificate(db, { siteId: site.id, actor, file: bytes, password: String(form.get('password') ?? '') })
      return { intent: 'certificate', ok: true, fields: {} }
    }
    const parsed = invoiceSettingsSchema.safeParse(invoiceSettingsFromForm(form))
    if (!parsed.success) return { intent: 'settings', ok: false, fields: fieldErrors(parsed.error, locale) }
    await saveInvoiceSettings(db, { siteId: site.id, actor, settings: parsed.data })
    return { intent: 'settings', ok: true, fields: {} }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    return { intent: 'certificate', ok: false, fields: { file: error.localizedMessage(locale) }, message: translate(locale, error.messageKey) }
  }
}

export default function AdminInvoicing({ loaderData }: Route.ComponentProps) {
  const t = useAdminT()
  const settingsFetcher = useFetcher<InvoicingOutcome>()
  const certificateFetcher = useFetcher<InvoicingOutcome>()
  return (
    <AdminPage title={t('admin.nav.invoicing')}>
      <p>{t('invoicing.intro')}</p>
      {loaderData.settings ? null : (
        <p className="admin-notice" role="status">
          {t('invoicing.notSetUp')}
        </p>
      )}
      <InvoiceSettingsForm fetcher={settingsFetcher} settings={loaderData.settings} cisUrl={loaderData.cisUrl} />
      <CertificateForm fetcher={certificateFetcher} certificate={loaderData.certificate} isFromEnvironment={loaderData.isCertificateFromEnvironment} />
    </AdminPage>
  )
}
