import type { FiscalError } from '../db/schema'
import type { FiscalInvoiceRequest } from '../fiscal/fiscal-types'
import { computeZki } from '../fiscal/zki'
import { loadFiscalCertificate } from './fiscal-certificate-store'

/** What a missing certificate leaves on the invoice until one is there (shown in the desk). */
export const CERTIFICATE_MISSING: FiscalError = { code: 'CERTIFICATE_MISSING', message: 'No fiscal certificate: the invoice waits for its ZKI and JIR.' }

/**
 * The invoice's ZKI, signed with the site's fiscal certificate. Without a readable certificate the
 * invoice is still issued (a sale must not fail for it) and carries the reason instead.
 */
export async function zkiFor(siteId: number, request: FiscalInvoiceRequest): Promise<{ zki: string; error: null } | { zki: null; error: FiscalError }> {
  const loaded = await loadFiscalCertificate(siteId, request.sellerOib)
  if (!loaded.certificate) {
    return { zki: null, error: loaded.problem ? { code: 'CERTIFICATE_UNREADABLE', message: `The fiscal certificate cannot be used (${loaded.problem}).` } : CERTIFICATE_MISSING }
  }
  return { zki: computeZki(request, loaded.certificate.privateKeyPem), error: null }
}
