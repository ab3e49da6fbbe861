import { z } from '../../common/validation/z'
import type { CertificateStatusView } from '../../common/invoices/invoice-views'
import { recordAudit, type AuditActor } from '../audit/audit-log'
import type { Db } from '../db/client'
import { FiscalCertificateError } from '../fiscal/fiscal-certificate'
import { ApiError } from '../http/api-error'
import { certificateStatus, isCertificateFromEnvironment, saveUploadedCertificate } from './fiscal-certificate-store'

/** A PKCS#12 file is a few kilobytes; FINA's with their chain stay far below this. */
export const MAX_CERTIFICATE_BYTES = 64 * 1024

/** The upload's fields, from the admin form and the API alike (the file itself is checked by opening it). */
export const certificateUploadSchema = z.object({
  password: z.string().max(500),
})

/**
 * Replaces the site's fiscal certificate with an uploaded PKCS#12 file: refused while the
 * environment sets one (it would win anyway), and when the password does not open the file.
 * Audited without the password; answers what the settings screen shows.
 */
export async function uploadFiscalCertificate(db: Db, input: { siteId: number; actor: AuditActor; file: Uint8Array; password: string }): Promise<CertificateStatusView> {
  if (isCertificateFromEnvironment()) throw new ApiError(409, 'CERTIFICATE_FROM_ENVIRONMENT', 'invoice.certificateFromEnvironment')
  if (input.file.byteLength === 0 || input.file.byteLength > MAX_CERTIFICATE_BYTES) throw new ApiError(400, 'CERTIFICATE_INVALID', 'invoice.certificateInvalid', undefined, { file: 'invoice.certificateInvalid' })
  try {
    const certificate = await saveUploadedCertificate(input.siteId, { p12: Buffer.from(input.file), password: input.password })
    await recordAudit(db, { siteId: input.siteId, actor: input.actor, action: 'invoicing.certificate.upload', entityType: 'site', entityId: input.siteId, after: { subject: certificate.subject, notAfter: certificate.notAfter.toISOString() } })
  } catch (error) {
    if (error instanceof FiscalCertificateError) throw new ApiError(400, 'CERTIFICATE_INVALID', 'invoice.certificateInvalid', undefined, { file: 'invoice.certificateInvalid' })
    throw error
  }
  return certificateStatus(input.siteId)
}
