import { Hono } from 'hono'
import { documentIdSchema } from '../../common/documents/schemas'
import { requireScope } from '../auth/access'
import { invoicePdfFile } from '../documents/invoice-document'
import { ApiError } from '../http/api-error'
import { download } from '../http/download'
import type { AppEnv } from '../http/hono-env'
import { parseValue } from '../http/validate'

/**
 * The order desk's copy of an invoice or storno under `/api/v1/backoffice/invoices` (orders
 * scope): the same PDF the buyer got, made from the invoice as it stands now.
 */
export const invoiceDocumentsApi = new Hono<AppEnv>().get('/:id/pdf', async (c) => {
  requireScope(c.get('user'), 'orders')
  const invoiceId = parseValue(c, documentIdSchema, c.req.param('id'))
  const file = await invoicePdfFile(c.get('runtime').database.db, { siteId: c.get('site').id, invoiceId })
  if (!file) throw ApiError.notFound('INVOICE_NOT_FOUND')
  return download(c, { contentType: 'application/pdf', fileName: file.fileName, body: file.bytes, cacheControl: 'private, no-store' })
})
