import type { InvoiceSettings } from '../../common/invoices/invoice-settings'
import type { CertificateStatusView } from '../../common/invoices/invoice-views'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { certificateStatus, isCertificateFromEnvironment } from './fiscal-certificate-store'
import { readInvoiceSettings } from './invoice-settings'

export interface InvoicingSettingsView {
  settings: InvoiceSettings | null
  certificate: CertificateStatusView
  /** The certificate is set by FISCAL_CERT_FILE and cannot be replaced from the screen. */
  isCertificateFromEnvironment: boolean
  /** Where requests go: the real CIS named by FISCAL_CIS_URL, or the local fake (null). */
  cisUrl: string | null
}

/** The invoice settings screen's data: never the key nor the password. */
export async function invoicingSettingsView(db: Db, input: { siteId: number; config: Pick<Config, 'fiscal'> }): Promise<InvoicingSettingsView> {
  const settings = await readInvoiceSettings(db, input.siteId)
  const certificate = await certificateStatus(input.siteId, new Date(), settings?.seller.oib)
  return { settings, certificate, isCertificateFromEnvironment: isCertificateFromEnvironment(), cisUrl: input.config.fiscal.cisUrl ?? null }
}
