// Starts the built site on a fresh database for the browser tests: a new PGlite folder, or with
// DATABASE_URL a new database on that PostgreSQL server (dropped and created each run).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

process.env.NODE_ENV = 'production'
process.env.LOG_LEVEL ??= 'warn'
// Lets specs read queued e-mails from the outbox (server/api/e2e-hooks.ts); never set outside tests.
process.env.IZLOG_E2E_HOOKS = '1'
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'izlog-e2e-'))
// Specs that read the server's files (e.g. the mail outbox, DATA_DIR/mail) find the folder here.
fs.writeFileSync(path.join(os.tmpdir(), `izlog-e2e-${process.env.PORT ?? '3210'}.datadir`), process.env.DATA_DIR)

if (process.env.DATABASE_URL) {
  const name = `izlog_e2e_${process.env.PORT ?? '3210'}`
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await admin.connect()
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(process.env.DATABASE_URL)
  url.pathname = `/${name}`
  process.env.DATABASE_URL = url.toString()
}

// Issue 22: a CorvusPay fake beside the server; a spec switches the card method to it through
// POST /api/_e2e/card-processor (server/api/e2e-hooks.ts) and back. The test gateway stays the default.
{
  const { tsImport } = await import('tsx/esm/api')
  const { startFakeCorvusPay } = await tsImport('../../server/payments/corvuspay/corvuspay-fake.test-helpers.ts', import.meta.url)
  const results = `http://localhost:${process.env.PORT ?? '3210'}/api/v1/ecommerce/order/processor/corvuspay`
  const keys = { storeId: '12345', secretKey: 'e2e-corvuspay-secret' }
  const fake = await startFakeCorvusPay({ ...keys, successUrl: `${results}/return`, cancelUrl: `${results}/cancel` })
  globalThis.izlogE2eCorvusPayCalls = fake.calls
  Object.assign(process.env, { E2E_CORVUSPAY_STORE_ID: keys.storeId, E2E_CORVUSPAY_SECRET_KEY: keys.secretKey, E2E_CORVUSPAY_CHECKOUT_URL: fake.checkoutUrl, E2E_CORVUSPAY_URL: fake.apiUrl })
}

// ADR 064: the media-bucket group (E2E_MEDIA_S3=1, tests/e2e/run-groups.mjs) keeps media on a local
// S3-compatible server (s3rver), so the media library uploads straight to it.
if (process.env.E2E_MEDIA_S3 === '1') {
  const { tsImport } = await import('tsx/esm/api')
  const { startLocalS3 } = await tsImport('../../server/testing/local-s3.ts', import.meta.url)
  const s3 = await startLocalS3()
  Object.assign(process.env, s3.env)
}

await import('../../server.js')
