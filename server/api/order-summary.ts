import { Hono } from 'hono'
import { z } from 'zod'
import { ApiError } from '../http/api-error'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { parseValue } from '../http/validate'
import { findOrderBySlug, orderSummary, owesBankTransfer, slipOrder } from '../orders/order-summary'
import { paymentSlipPng } from '../payment-slip/payment-slip'
import { getSiteOptions } from '../site/site-service'
import { cartDb } from './cart-session-http'

export const slugParam = z.object({ slug: z.string().trim().min(8).max(100).regex(/^[A-Za-z0-9_-]+$/) })

/**
 * The success page's order calls under `/api/v1/ecommerce/order`: anyone holding the slug (an
 * unguessable capability, §2 `orderSlug`) may read that order's summary and its payment slip.
 * Never cached by a shared cache: the answer is one buyer's.
 */
export const orderSummaryApi = new Hono<AppEnv>()
  .get('/getBySlug/:slug', async (c) => {
    const { slug } = parseValue(c, slugParam, { slug: c.req.param('slug') })
    const siteId = c.get('site').id
    const options = await getSiteOptions(cartDb(c), siteId)
    const summary = await orderSummary(cartDb(c), { siteId, slug, bank: options.BankTransfer })
    c.header('Cache-Control', 'private, no-store')
    c.header('X-Robots-Tag', 'noindex')
    return ok(c, summary)
  })
  .get('/paymentSlip/:file', async (c) => {
    const file = c.req.param('file')
    if (!file.endsWith('.png')) throw new ApiError(404, 'NOT_FOUND', 'error.notFound')
    const { slug } = parseValue(c, slugParam, { slug: file.slice(0, -'.png'.length) })
    const siteId = c.get('site').id
    const order = await findOrderBySlug(cartDb(c), { siteId, slug })
    if (!owesBankTransfer(order)) throw new ApiError(404, 'NOT_FOUND', 'error.notFound')
    const { BankTransfer: bank } = await getSiteOptions(cartDb(c), siteId)
    if (!bank) throw new ApiError(404, 'NOT_FOUND', 'error.notFound')
    const png = await paymentSlipPng(slipOrder(order), bank)
    return c.body(new Uint8Array(png), 200, { 'Content-Type': 'image/png', 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' })
  })
