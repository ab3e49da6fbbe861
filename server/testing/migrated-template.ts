import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { openDatabase } from '../db/client'
import { migrate } from '../db/migrate'
import { serverQuery } from './scratch-postgres'

/**
 * Every test file needs a freshly migrated database. Creating one from nothing costs PGlite an
 * initdb plus all migrations (seconds per file, ~120 files); the suite's global setup migrates one
 * template instead and each file copies it: a PGlite data-directory tarball, or a PostgreSQL
 * `CREATE DATABASE … TEMPLATE`. The location travels in these environment variables.
 */
export const TEMPLATE_FILE_ENV = 'IZLOG_TEST_PGLITE_TEMPLATE'
export const TEMPLATE_DATABASE_ENV = 'IZLOG_TEST_PG_TEMPLATE'

export interface MigratedTemplate {
  env: Record<string, string>
  remove(): Promise<void>
}

export async function createMigratedTemplate(databaseUrl: string | undefined): Promise<MigratedTemplate> {
  if (!databaseUrl) {
    const database = await openDatabase({})
    await migrate(database)
    const tarball = await database.pglite!.dumpDataDir('none')
    await database.close()
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'izlog-test-template-'))
    const file = path.join(dir, 'migrated.tar')
    await fs.writeFile(file, Buffer.from(await tarball.arrayBuffer()))
    return { env: { [TEMPLATE_FILE_ENV]: file }, remove: () => fs.rm(dir, { recursive: true, force: true }) }
  }
  const name = `izlog_test_template_${process.pid}`
  await serverQuery(databaseUrl, `DROP DATABASE IF EXISTS ${name}`)
  await serverQuery(databaseUrl, `CREATE DATABASE ${name}`)
  const url = new URL(databaseUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ url: url.toString() })
  await migrate(database)
  await database.close()
  return {
    env: { [TEMPLATE_DATABASE_ENV]: name },
    remove: () => serverQuery(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  }
}

/** The template tarball of this run, read once per worker; undefined when the suite has none. */
let tarball: Promise<Blob> | undefined
export function pgliteTemplate(): Promise<Blob> | undefined {
  const file = process.env[TEMPLATE_FILE_ENV]
  if (!file) return undefined
  tarball ??= fs.readFile(file).then((bytes) => new Blob([bytes]))
  return tarball
}
