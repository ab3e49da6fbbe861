// `npm run backup [-- --out FILE]` — the database and the media folder in one tar file
// (default backups/izlog-<time>.tar). See docs/operations.md.
import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from '../server/config'
import { DataDirLockedError } from '../server/db/data-dir-lock'
import { createBackup, defaultBackupFile } from '../server/ops/backup'

const { values } = parseArgs({ options: { out: { type: 'string' } } })
const file = path.resolve(values.out ?? defaultBackupFile())
try {
  const manifest = await createBackup(loadConfig(), file)
  console.log(`backup written: ${file} (${manifest.database}, ${manifest.mediaFiles} media files, migration ${manifest.lastMigration ?? 'none'})`)
} catch (error) {
  const hint = error instanceof DataDirLockedError ? '\nThe embedded database can only be copied while the server is stopped: stop it, back up, start it again.' : ''
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}${hint}`)
  process.exit(1)
}
