/** Invoices (issue 21): what other domains may use. README.md says what each file does. */
export { invoiceOnStatus } from './issue-on-status'
export { issueInvoiceForOrder } from './issue-invoice'
export { issueStorno, stornoOrderInvoice } from './storno'
export { readInvoice, readOrderInvoices, type InvoiceWithLines, type InvoiceRow, type InvoiceLineRow } from './invoice-read'
export { deliverOrderInvoices, deliverDueInvoices } from './fiscal-delivery'
export { readInvoiceSettings, saveInvoiceSettings } from './invoice-settings'
