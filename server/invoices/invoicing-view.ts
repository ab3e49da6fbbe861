import type { InvoicingSettingsView } from '../../common/invoices/invoice-views'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { certificateStatus, isCertificateFromEnvironment } from './fiscal-certificate-store'
import { readInvoiceSettings } from './invoice-settings'

/** The invoice settings screen's data: never the key nor the password. */
export async function invoicingSettingsView(db: Db, input: { siteId: number; config: Pick<Config, 'fiscal'> }): Promise<InvoicingSettingsView> {
  const settings = await readInvoiceSettings(db, input.siteId)
  const certificate = await certificateStatus(input.siteId, new Date(), settings?.seller.oib)
  return { settings, certificate, isCertificateFromEnvironment: isCertificateFromEnvironment(), cisUrl: input.config.fiscal.cisUrl ?? null }
}
