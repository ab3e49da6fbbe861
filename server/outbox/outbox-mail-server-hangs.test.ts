import { eq } from 'drizzle-orm'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailTemplates, outbox } from '../db/schema'
import { startFakeSmtp, type FakeSmtp } from '../testing/fake-smtp'
import type { createSiteTestApp } from '../testing/site-test-app'
import { readJson } from '../testing/test-app'
import { jsonRequest } from '../users/test-helpers'
import { enqueueEmail } from './enqueue'
import { processOutbox } from './outbox-worker'

/**
 * Issue 25 §2 and §6: the sender talks to the mail server with no transaction open. On PGlite (one
 * connection) a transaction held across a hanging SMTP exchange made every page and cart read wait
 * for it; each message is marked sent as it goes, so a crash re-sends none that went out.
 * Through the real site: React Router's pages and the API on this file's own database.
 */
type Site = Awaited<ReturnType<typeof createSiteTestApp>>
let vite: ViteDevServer
let site: Site
let requestNumber = 0

beforeAll(async () => {
  vite = await createServer({ server: { middlewareMode: true, hmr: false, watch: null }, appType: 'custom', logLevel: 'error' })
  const harness = (await vite.ssrLoadModule('/server/testing/site-test-app.ts')) as { createSiteTestApp: typeof createSiteTestApp }
  site = await harness.createSiteTestApp()
  await site.runtime.database.db
    .insert(emailTemplates)
    .values({ siteId: site.runtime.site.id, key: 'test.hang', locale: 'hr', subject: 'Pozdrav {{name}}', body: '<p>Bok {{name}}</p>' })
}, 240_000)
afterAll(async () => {
  await site?.runtime.dispose()
  await vite?.close()
})

async function queue(key: string) {
  const { db } = site.runtime.database
  await db.transaction((tx) => enqueueEmail(tx, { siteId: site.runtime.site.id, dedupeKey: key, email: { template: 'test.hang', locale: 'hr', to: 'kupac@example.hr', vars: { name: key } } }))
  const [row] = await db.select().from(outbox).where(eq(outbox.dedupeKey, key))
  return row!
}

/** A category page rendered now (a fresh query string: never a page-cache hit) and a cart read. */
async function browse() {
  requestNumber++
  const page = await site.app.request(`/shop/dnevni-boravak?visit=${requestNumber}`)
  expect(page.status).toBe(200)
  expect(await page.text()).toContain('Sofa Sava')
  const base = '/api/v1/ecommerce/cart'
  const session = (await readJson<{ data: { cartId: number; protectCode: string } }>(await site.app.request(`${base}/getNewCartSession`))).data
  const cart = await site.app.request(`${base}/getCart`, jsonRequest('POST', session))
  expect(cart.status).toBe(200)
}

/** The sender, run in the background; `settled` says whether it has finished. */
function sendInBackground(smtp: FakeSmtp) {
  const config = { ...site.runtime.config, smtpUrl: smtp.url, smtpTimeouts: { connectMs: 120_000, greetingMs: 120_000, socketMs: 120_000 } }
  const state = { settled: false, sent: processOutbox(site.runtime.database.db, config) }
  void state.sent.finally(() => (state.settled = true))
  return state
}

describe('a mail server that hangs or is slow', () => {
  it('a category page and a cart read answer while the sender waits on a server that never answers', async () => {
    const smtp = await startFakeSmtp({ mode: 'hang' })
    try {
      const row = await queue('hang:1')
      const sender = sendInBackground(smtp)
      await smtp.connections(1)
      // The sender is now inside the SMTP exchange, waiting for a greeting that never comes.
      await browse()
      expect(sender.settled).toBe(false)
      expect(smtp.openConnections()).toBe(1)
      smtp.dropAll()
      expect(await sender.sent).toBe(0)
      const [after] = await site.runtime.database.db.select().from(outbox).where(eq(outbox.id, row.id))
      expect(after).toMatchObject({ status: 'pending', attempts: 1, claimedUntil: null })
      expect(after!.lastError).toBeTruthy()
    } finally {
      await smtp.close()
    }
  })

  it('with a slow server, pages answer mid-send and each message is marked sent as soon as it went out', async () => {
    const gates = new Map<string, () => void>()
    const smtp = await startFakeSmtp({ mode: 'answer', hold: (id) => new Promise<void>((resolve) => gates.set(id, resolve)) })
    try {
      const rows = [await queue('slow:1'), await queue('slow:2'), await queue('slow:3')]
      const sender = sendInBackground(smtp)
      const state = async () =>
        Object.fromEntries(
          (await site.runtime.database.db.select().from(outbox)).filter((r) => rows.some((q) => q.id === r.id)).map((r) => [r.dedupeKey, r.status]),
        )

      const first = await smtp.received(1)
      expect(first).toBe(`<outbox-${rows[0]!.id}@izlog>`)
      await browse()
      expect(await state()).toEqual({ 'slow:1': 'pending', 'slow:2': 'pending', 'slow:3': 'pending' })
      gates.get(first)!()

      const second = await smtp.received(2)
      // The first one is marked sent while the second is still on its way.
      expect(await state()).toEqual({ 'slow:1': 'sent', 'slow:2': 'pending', 'slow:3': 'pending' })
      await browse()
      gates.get(second)!()
      gates.get(await smtp.received(3))!()
      expect(await sender.sent).toBe(3)
      expect(await state()).toEqual({ 'slow:1': 'sent', 'slow:2': 'sent', 'slow:3': 'sent' })
      expect(smtp.accepted).toEqual(rows.map((r) => `<outbox-${r.id}@izlog>`))
    } finally {
      await smtp.close()
    }
  })
})
