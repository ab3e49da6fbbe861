import fs from 'node:fs/promises'
import path from 'node:path'
import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { migrationsFolder } from './migrate'
import { attributes } from './schema'

let runtime: TestRuntime
beforeAll(async () => {
  runtime = await createTestRuntime()
})
afterAll(() => runtime.dispose())

describe('migration 0025: one attribute unit becomes a unit per language', () => {
  it('keeps each old unit as the Croatian one, gives the demo warranty its English and German units, and drops the old column', async () => {
    const { db } = runtime.database
    // The table as it was before 0025.
    await db.execute(sql`ALTER TABLE attributes DROP COLUMN units`)
    await db.execute(sql`ALTER TABLE attributes ADD COLUMN unit text`)
    const siteId = runtime.site.id
    for (const [code, unit] of [['jamstvo', 'god.'], ['povrsina', 'm²'], ['boja', null], ['prazno', '']] as const) {
      await db.execute(sql`INSERT INTO attributes (site_id, code, type, label, unit) VALUES (${siteId}, ${code}, 'number', ${JSON.stringify({ hr: code })}::jsonb, ${unit})`)
    }
    const migration = await fs.readFile(path.join(migrationsFolder, '0025_attribute-units.sql'), 'utf8')
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement))

    const saved = await db.select({ code: attributes.code, units: attributes.units }).from(attributes).where(eq(attributes.siteId, siteId)).orderBy(asc(attributes.code))
    expect(saved).toEqual([
      { code: 'boja', units: null },
      { code: 'jamstvo', units: { hr: 'god.', en: 'yrs', de: 'J.' } },
      { code: 'povrsina', units: { hr: 'm²' } },
      { code: 'prazno', units: null },
    ])
    const left = (await db.execute(sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'attributes' AND column_name = 'unit'`)) as unknown as { rows: unknown[] }
    expect(left.rows).toEqual([])
  })
})
