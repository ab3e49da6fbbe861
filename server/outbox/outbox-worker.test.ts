import fs from 'node:fs/promises'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailTemplates, outbox } from '../db/schema'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { enqueueEmail } from './enqueue'
import { MAX_ATTEMPTS, processOutbox } from './outbox-worker'

let runtime: TestRuntime

beforeAll(async () => {
  runtime = await createTestRuntime()
  await runtime.database.db.insert(emailTemplates).values([
    { siteId: runtime.site.id, key: 'test.hello', locale: 'hr', subject: 'Pozdrav {{name}}', body: '<p>Bok {{name}}, <a href="{{link}}">poveznica</a></p>' },
    { siteId: runtime.site.id, key: 'test.hello', locale: 'en', subject: 'Hello {{name}}', body: '<p>Hi {{name}}</p>' },
  ])
})
afterAll(() => runtime.dispose())

const mailFiles = async () => (await fs.readdir(runtime.config.mailDir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'))

async function queue(key: string, vars: Record<string, string>, locale = 'hr') {
  const db = runtime.database.db
  await db.transaction((tx) => enqueueEmail(tx, { siteId: runtime.site.id, dedupeKey: key, email: { template: 'test.hello', locale, to: 'kupac@example.hr', vars } }))
  const [row] = await db.select().from(outbox).where(eq(outbox.dedupeKey, key))
  return row!
}

describe('outbox', () => {
  it('queues a key once, sends a committed message once, with its row id as Message-ID and file name', async () => {
    const row = await queue('t:1', { name: '<b>Ana</b>', link: 'https://izlog.local/?a=1&b=2' })
    await queue('t:1', { name: 'drugi put' })
    expect(await processOutbox(runtime.database.db, runtime.config)).toBe(1)
    expect(await processOutbox(runtime.database.db, runtime.config)).toBe(0)
    const files = await mailFiles()
    expect(files).toEqual([`outbox-${String(row.id).padStart(8, '0')}.eml`])
    const eml = await fs.readFile(`${runtime.config.mailDir}/${files[0]}`, 'utf8')
    expect(eml).toContain(`Message-ID: <outbox-${row.id}@izlog>`)
    // The value is escaped in the HTML part: a name can never become markup.
    expect(eml).toContain('&#60;b&#62;Ana&#60;/b&#62;')
    expect(eml).toMatch(/a=(3D)?1&#38;b=(3D)?2/)
    const [sent] = await runtime.database.db.select().from(outbox).where(eq(outbox.id, row.id))
    expect(sent).toMatchObject({ status: 'sent', sentTo: 'kupac@example.hr', attempts: 1 })
  })

  it('uses the message language and falls back to Croatian', async () => {
    await queue('t:en', { name: 'Ann' }, 'en')
    await queue('t:de', { name: 'Anna' }, 'de')
    await processOutbox(runtime.database.db, runtime.config)
    const texts = await Promise.all((await mailFiles()).map((f) => fs.readFile(`${runtime.config.mailDir}/${f}`, 'utf8')))
    expect(texts.some((t) => t.includes('Subject: Hello Ann'))).toBe(true)
    expect(texts.some((t) => t.includes('Subject: Pozdrav Anna'))).toBe(true)
  })

  it('two workers at once send each message once', async () => {
    const before = (await mailFiles()).length
    for (let i = 0; i < 12; i++) await queue(`t:par:${i}`, { name: `Kupac ${i}` })
    const [a, b] = await Promise.all([processOutbox(runtime.database.db, runtime.config), processOutbox(runtime.database.db, runtime.config)])
    expect(a + b).toBe(12)
    expect((await mailFiles()).length).toBe(before + 12)
  })

  it('retries a message the mail server refuses, later, and gives up after the last attempt', async () => {
    const row = await queue('t:fail', { name: 'Ana' })
    const broken = { ...runtime.config, smtpUrl: 'smtp://127.0.0.1:9/?connectionTimeout=500' }
    let now = new Date()
    expect(await processOutbox(runtime.database.db, broken, now)).toBe(0)
    let [state] = await runtime.database.db.select().from(outbox).where(eq(outbox.id, row.id))
    expect(state).toMatchObject({ status: 'pending', attempts: 1 })
    expect(state!.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime())
    // Not due yet: nothing is tried.
    await processOutbox(runtime.database.db, broken, now)
    ;[state] = await runtime.database.db.select().from(outbox).where(eq(outbox.id, row.id))
    expect(state!.attempts).toBe(1)
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      now = new Date(state!.nextAttemptAt.getTime() + 1)
      await processOutbox(runtime.database.db, broken, now)
      ;[state] = await runtime.database.db.select().from(outbox).where(eq(outbox.id, row.id))
    }
    expect(state).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS })
    // A message that failed is left for a person (docs/operations.md); the next run skips it.
    expect(await processOutbox(runtime.database.db, runtime.config, new Date(now.getTime() + 86_400_000))).toBe(0)
  })

  it('without a given time, schedules a retry by the database clock', async () => {
    const row = await queue('t:fail-db-clock', { name: 'Ana' })
    const broken = { ...runtime.config, smtpUrl: 'smtp://127.0.0.1:9/?connectionTimeout=500' }
    await processOutbox(runtime.database.db, broken)
    const [state] = await runtime.database.db.select().from(outbox).where(eq(outbox.id, row.id))
    expect(state).toMatchObject({ status: 'pending', attempts: 1 })
    const delay = state!.nextAttemptAt.getTime() - state!.createdAt.getTime()
    expect(delay).toBeGreaterThanOrEqual(30_000)
    expect(delay).toBeLessThan(40_000)
    // Not due yet by that clock: the next run leaves it.
    await processOutbox(runtime.database.db, broken)
    const [again] = await runtime.database.db.select().from(outbox).where(eq(outbox.id, row.id))
    expect(again!.attempts).toBe(1)
    await runtime.database.db.update(outbox).set({ status: 'failed' }).where(eq(outbox.id, row.id))
  })
})
