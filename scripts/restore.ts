// `npm run restore FILE` — brings a stopped install (DATA_DIR, DATABASE_URL) back to a backup made by
// `npm run backup`; what it replaces is kept (see docs/operations.md).
import fs from 'node:fs'
import { loadConfig } from '../server/config'
import { restoreBackup } from '../server/ops/restore'

const file = process.argv.slice(2).find((arg) => !arg.startsWith('-'))
if (!file) {
  console.error('usage: npm run restore <backup file>')
  process.exit(1)
}
const config = loadConfig()
fs.mkdirSync(config.dataDir, { recursive: true })
try {
  const { previous } = await restoreBackup(config, file)
  console.log(`restored ${file} into ${config.databaseUrl ? 'the PostgreSQL database' : config.dataDir}`)
  for (const kept of previous) console.log(`the previous state is kept in ${kept} (remove it once the restored site is right)`)
} catch (error) {
  console.error(`restore failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
