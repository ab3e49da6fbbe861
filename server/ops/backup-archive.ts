import fs from 'node:fs'
import path from 'node:path'
import * as tar from 'tar'
import { z } from 'zod'
import type { DatabaseKind } from '../db/client'

/**
 * A backup is one tar file: `manifest.json`, the database (`database.tar.gz`, a PGlite data
 * directory; or `database.sql.gz`, a pg_dump) and `media/` as it is on disk. Plain tar, so
 * `tar tf` lists it and any machine can unpack it by hand.
 */
export const manifestSchema = z.object({
  format: z.literal('izlog-backup'),
  version: z.literal(1),
  createdAt: z.string(),
  database: z.enum(['pglite', 'postgres']),
  databaseFile: z.enum(['database.tar.gz', 'database.sql.gz']),
  /** The newest migration applied when the backup was taken (the next start applies later ones). */
  lastMigration: z.string().nullable(),
  mediaFiles: z.number().int().min(0),
})
export type BackupManifest = z.infer<typeof manifestSchema>

export function databaseFileFor(kind: DatabaseKind): BackupManifest['databaseFile'] {
  return kind === 'pglite' ? 'database.tar.gz' : 'database.sql.gz'
}

/** Writes the archive from a staging folder (manifest and database) plus the media folder. */
export async function writeArchive(file: string, staging: string, mediaDir: string): Promise<void> {
  await fs.promises.mkdir(path.dirname(file), { recursive: true })
  const partial = `${file}.partial`
  await tar.create({ file: partial, cwd: staging, portable: true }, ['manifest.json', ...fs.readdirSync(staging).filter((name) => name.startsWith('database.'))])
  if (fs.existsSync(mediaDir)) {
    await tar.replace({ file: partial, cwd: path.dirname(mediaDir), portable: true }, [path.basename(mediaDir)])
  }
  // Renamed only when complete: a backup interrupted halfway never looks like a finished one.
  await fs.promises.rename(partial, file)
}

/** Unpacks an archive into `target` and returns its checked manifest. */
export async function readArchive(file: string, target: string): Promise<BackupManifest> {
  if (!fs.existsSync(file)) throw new Error(`no such backup file: ${file}`)
  await fs.promises.mkdir(target, { recursive: true })
  await tar.extract({ file, cwd: target, strict: true })
  const manifestPath = path.join(target, 'manifest.json')
  if (!fs.existsSync(manifestPath)) throw new Error(`${file} is not an Izlog backup (no manifest.json)`)
  const manifest = manifestSchema.safeParse(JSON.parse(fs.readFileSync(manifestPath, 'utf8')))
  if (!manifest.success) throw new Error(`${file} has an unknown manifest: ${manifest.error.issues[0]?.message ?? ''}`)
  return manifest.data
}

export function countFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length
}
