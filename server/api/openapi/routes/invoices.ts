import { invoiceSettingsSchema } from '../../../../common/invoices/invoice-settings'
import { deskInvoiceSchema, certificateStatusViewSchema, fiscaliseResultSchema, invoicingSettingsViewSchema, pendingInvoiceListSchema, stornoResultSchema } from '../../../../common/invoices/invoice-view-schema'
import { pendingInvoicesQuerySchema, stornoRequestSchema } from '../../../../common/invoices/invoice-views'
import { z } from '../../../../common/validation/z'
import { invoiceIdParam } from '../../invoices'
import { orderIdParam } from '../../order-desk'
import { tagged } from '../registry'

const op = tagged('invoices')
const noInvoice = { 404: 'No such invoice on this site.' }

export const invoicesOperations = [
  op('GET', '/v1/backoffice/orders/{id}/invoices', 'An order\'s invoice and stornos: number, fiscal status, ZKI, JIR, last CIS error, attempts, what is left to cancel', { params: { id: orderIdParam }, access: 'orders', response: z.array(deskInvoiceSchema) }),
  op('GET', '/v1/backoffice/invoices/pending', 'Invoices still waiting for their JIR, oldest first', { query: pendingInvoicesQuerySchema, access: 'orders', response: pendingInvoiceListSchema }),
  op('POST', '/v1/backoffice/invoices/{id}/storno', 'Issue a storno of an invoice: chosen lines, an amount, or (empty body) all that is left; fiscalised at once', {
    body: stornoRequestSchema,
    params: { id: invoiceIdParam },
    access: 'orders',
    response: stornoResultSchema,
    status: 201,
    errors: { ...noInvoice, 409: 'The invoice is itself a storno, or invoicing is not set up.' },
  }),
  op('POST', '/v1/backoffice/invoices/{id}/fiscalise', 'Send a pending invoice to CIS again now', { params: { id: invoiceIdParam }, access: 'orders', response: fiscaliseResultSchema, errors: noInvoice }),
  op('GET', '/v1/backoffice/invoicing/settings', 'Invoicing settings, the fiscal certificate\'s subject and expiry, the CIS in use', { access: 'settings', response: invoicingSettingsViewSchema }),
  op('PUT', '/v1/backoffice/invoicing/settings', 'Save the invoicing settings (seller, premises, device, numbering, moments, fiscalisation)', { body: invoiceSettingsSchema, access: 'settings', response: invoiceSettingsSchema }),
  op('PUT', '/v1/backoffice/invoicing/certificate', 'Upload the fiscal certificate (multipart: file = PKCS#12, password); refused while FISCAL_CERT_FILE sets one', {
    access: 'settings',
    response: certificateStatusViewSchema,
    errors: { 409: 'The certificate is set by FISCAL_CERT_FILE and cannot be replaced here.' },
  }),
]
