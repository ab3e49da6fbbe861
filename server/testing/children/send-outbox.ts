// Child process for the outbox crash test: opens the database exactly as the server does
// (DATABASE_URL, else the embedded one in DATA_DIR/db) and runs one outbox sweep, so the test can
// kill -9 it in the middle of a batch.
import path from 'node:path'
import { loadConfig } from '../../config'
import { openDatabase } from '../../db/client'
import { processOutbox } from '../../outbox/outbox-worker'

const config = loadConfig()
const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'db') })
process.stdout.write('sending\n')
const sent = await processOutbox(database.db, config)
process.stdout.write(`sent ${sent}\n`)
await database.close()
