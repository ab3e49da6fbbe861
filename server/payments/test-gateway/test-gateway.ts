import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { formatMoney } from '../../../common/money'
import { orders } from '../../db/schema'
import type { AppEnv } from '../../http/hono-env'
import { log } from '../../log/logger'
import { escapeHtml } from '../../../common/text/escape-html'
import { siteOrigin } from '../../site/site-origin'
import { afterPaymentAccepted } from '../payment-accepted'
import { applyPaymentResult, signedFieldsResult } from '../payment-result'
import { hpfSettings, payPalSettings } from '../payment-settings'
import { hasValidSignature, sign } from '../signature'
import { gatewayPage, hiddenInputs } from './gateway-page'
import { payPalSdkScript } from './paypal-sdk'
import { testGatewayMethods } from './test-gateway-status'

const REQUEST_FIELDS = ['shop_id', 'order_number', 'order_id', 'amount', 'currency', 'language', 'return_url', 'notify_url', 'signature'] as const
const DELAY_MS = 4000

function origin(c: Context<AppEnv>): string {
  return siteOrigin({ config: c.get('runtime').config, site: c.get('site'), request: c.req.raw })
}

async function formFields(c: Context<AppEnv>): Promise<Record<string, string>> {
  // A body that is not a readable form is an empty one: the signature check then refuses it.
  const body = await c.req.parseBody().catch(() => ({}))
  return Object.fromEntries(Object.entries(body).filter(([, v]) => typeof v === 'string')) as Record<string, string>
}

/** The shop's signed request, as the provider checks it before showing its page. */
function shopRequest(fields: Record<string, string>, secret: string): Record<string, string> | null {
  const request = Object.fromEntries(REQUEST_FIELDS.filter((key) => fields[key] !== undefined).map((key) => [key, fields[key]!]))
  return hasValidSignature(request, secret) ? request : null
}

/** The result the provider signs and reports for an order. */
function signedResult(input: { orderId: string; amount: string; currency: string; status: string }, secret: string): Record<string, string> {
  const fields = { order_id: input.orderId, amount: input.amount, currency: input.currency, status: input.status, transaction_id: `T${randomBytes(8).toString('hex')}` }
  return { ...fields, signature: sign(fields, secret) }
}

/**
 * The provider's server reporting a result (what `pgNotify` receives over HTTP from a real
 * provider), delivered in-process; `delayMs` plays a late callback, `times` a repeated one.
 */
function notify(c: Context<AppEnv>, provider: 'hpf' | 'paypal', orderSlug: string, fields: Record<string, string>, options: { delayMs: number; times: number; secret: string }) {
  const db = c.get('runtime').database.db
  const siteId = c.get('site').id
  const deliver = async () => {
    for (let i = 0; i < options.times; i++) {
      const result = await applyPaymentResult(db, { siteId, kind: provider, provider: 'test-gateway', orderSlug, payload: fields, result: signedFieldsResult(fields, options.secret) })
      await afterPaymentAccepted(db, c.get('runtime').config, result)
    }
  }
  if (options.delayMs === 0) return deliver()
  setTimeout(() => void deliver().catch((error: unknown) => log.warn('test gateway callback failed', { error: String(error) })), options.delayMs).unref()
  return Promise.resolve()
}

/**
 * The local test gateway (DESIGN: payments). It plays a hosted-payment-form provider and PayPal
 * on this server when no real provider is configured, with the same signed protocol, so the whole
 * purchase runs offline. Approve, decline or cancel; a delayed and a repeated callback on request.
 */
export const testGateway = new Hono<AppEnv>()
  .use('*', async (c, next) => {
    const provider = c.req.path.includes('/paypal') ? 'paypal' : 'hpf'
    const served = await testGatewayMethods(c.get('runtime').database.db, c.get('runtime').config, c.get('site').id)
    if (!served.includes(provider)) return c.notFound()
    await next()
  })
  .post('/hpf', async (c) => {
    const settings = hpfSettings(c.get('runtime').config, origin(c))
    const request = shopRequest(await formFields(c), settings.secret)
    if (!request) return c.html(gatewayPage({ title: 'Neispravan zahtjev', body: '<h1>Neispravan zahtjev</h1><p>Potpis zahtjeva trgovine nije ispravan.</p>' }), 400)
    const amount = formatMoney(Number(request.amount), 'hr')
    return c.html(
      gatewayPage({
        title: 'Testni naplatni servis',
        body: `<h1>Testni naplatni servis</h1><p class="note">Ovo je lokalni testni servis: kartica se ne tereti.</p>
<dl><dt>Trgovina</dt><dd>${escapeHtml(request.shop_id ?? '')}</dd><dt>Narudžba</dt><dd>${escapeHtml(request.order_number ?? '')}</dd><dt>Iznos</dt><dd><strong>${escapeHtml(amount)}</strong></dd></dl>
<form method="post" action="/_gateway/hpf/decide">${hiddenInputs(request)}
<fieldset><legend>Testne mogućnosti</legend>
<label><input type="checkbox" name="delay" value="1"> odgodi povratni poziv</label><br>
<label><input type="checkbox" name="repeat" value="1"> ponovi povratni poziv</label></fieldset>
<div class="actions"><button class="primary" name="decision" value="approved">Odobri</button><button name="decision" value="declined">Odbij</button><button name="decision" value="cancelled">Odustani</button></div></form>`,
      }),
    )
  })
  .post('/hpf/decide', async (c) => {
    const settings = hpfSettings(c.get('runtime').config, origin(c))
    const fields = await formFields(c)
    const request = shopRequest(fields, settings.secret)
    const decision = fields.decision
    if (!request || !['approved', 'declined', 'cancelled'].includes(decision ?? '')) return c.html(gatewayPage({ title: 'Neispravan zahtjev', body: '<h1>Neispravan zahtjev</h1>' }), 400)
    const result = signedResult({ orderId: request.order_id!, amount: request.amount!, currency: request.currency!, status: decision! }, settings.secret)
    await notify(c, 'hpf', request.order_id!, result, { delayMs: fields.delay ? DELAY_MS : 0, times: fields.repeat ? 2 : 1, secret: settings.secret })
    const back = new URL(request.return_url!)
    for (const [key, value] of Object.entries(result)) back.searchParams.set(key, value)
    return c.redirect(back.toString(), 303)
  })
  .get('/paypal/sdk.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8')
    c.header('Cache-Control', 'no-store')
    return c.body(payPalSdkScript())
  })
  .post('/paypal/:decision', async (c) => {
    const decision = c.req.param('decision')
    if (decision !== 'approve' && decision !== 'cancel') return c.notFound()
    const body = (await c.req.json().catch(() => null)) as { orderId?: unknown } | null
    const slug = typeof body?.orderId === 'string' && /^[A-Za-z0-9_-]{10,64}$/.test(body.orderId) ? body.orderId : null
    if (!slug) return c.json({ error: 'orderId' }, 400)
    const [order] = await c.get('runtime').database.db
      .select()
      .from(orders)
      .where(and(eq(orders.slug, slug), eq(orders.siteId, c.get('site').id)))
    // PayPal decides PayPal orders only: never a card, transfer or cash order, nor one already settled.
    if (!order || order.paymentType !== 'paypal' || order.status !== 'pending_payment') return c.json({ error: 'order' }, 404)
    const settings = payPalSettings(c.get('runtime').config, origin(c))
    const result = signedResult({ orderId: order.slug, amount: String(order.orderTotal), currency: order.currency, status: decision === 'approve' ? 'approved' : 'cancelled' }, settings.secret)
    // A cancel is reported by the provider; an approval is confirmed by the shop's own call (paypalSuccess).
    if (decision === 'cancel') await notify(c, 'paypal', order.slug, result, { delayMs: 0, times: 1, secret: settings.secret })
    return c.json(result)
  })
