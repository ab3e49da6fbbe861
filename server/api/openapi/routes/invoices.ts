import { invoiceSettingsSchema } from '../../../../common/invoices/invoice-settings'
import { pendingInvoicesQuerySchema, stornoRequestSchema } from '../../../../common/invoices/invoice-views'
import { invoiceIdParam } from '../../invoices'
import { orderIdParam } from '../../order-desk'
import { tagged } from '../registry'

const op = tagged('invoices')

export const invoicesOperations = [
  op('GET', '/v1/backoffice/orders/{id}/invoices', 'An order\'s invoice and stornos: number, fiscal status, ZKI, JIR, last CIS error, attempts, what is left to cancel', { params: { id: orderIdParam }, access: 'orders' }),
  op('GET', '/v1/backoffice/invoices/pending', 'Invoices still waiting for their JIR, oldest first', { query: pendingInvoicesQuerySchema, access: 'orders' }),
  op('POST', '/v1/backoffice/invoices/{id}/storno', 'Issue a storno of an invoice: chosen lines, an amount, or (empty body) all that is left; fiscalised at once', { body: stornoRequestSchema, params: { id: invoiceIdParam }, access: 'orders' }),
  op('POST', '/v1/backoffice/invoices/{id}/fiscalise', 'Send a pending invoice to CIS again now', { params: { id: invoiceIdParam }, access: 'orders' }),
  op('GET', '/v1/backoffice/invoicing/settings', 'Invoicing settings, the fiscal certificate\'s subject and expiry, the CIS in use', { access: 'settings' }),
  op('PUT', '/v1/backoffice/invoicing/settings', 'Save the invoicing settings (seller, premises, device, numbering, moments, fiscalisation)', { body: invoiceSettingsSchema, access: 'settings' }),
  op('PUT', '/v1/backoffice/invoicing/certificate', 'Upload the fiscal certificate (multipart: file = PKCS#12, password); refused while FISCAL_CERT_FILE sets one', { access: 'settings' }),
]
