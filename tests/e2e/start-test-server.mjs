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

await import('../../server.js')
