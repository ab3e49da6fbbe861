// Child process for the data-safety tests: opens the embedded database in DATA_DIR/db exactly as
// the server does, then obeys lines on stdin — `insert <n>` adds n member rows, `count` reports.
import path from 'node:path'
import readline from 'node:readline'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../../db/client'
import { migrate } from '../../db/migrate'
import { members } from '../../db/schema'

const dataDir = process.env.DATA_DIR
if (!dataDir) throw new Error('DATA_DIR is required')
const database = await openDatabase({ dataDir: path.join(dataDir, 'db') })
await migrate(database)
process.stdout.write(`ready ${process.pid}\n`)

for await (const line of readline.createInterface({ input: process.stdin })) {
  const [command, argument] = line.trim().split(' ')
  if (command === 'insert') {
    for (let i = 0; i < Number(argument); i++) await database.db.insert(members).values({ barcode: `${process.pid}-${i}`, name: 'lock test' })
    process.stdout.write('inserted\n')
  } else if (command === 'count') {
    const [row] = await database.db
      .select({ rows: sql<number>`count(*)::int`, ids: sql<number>`count(DISTINCT ${members.id})::int` })
      .from(members)
    process.stdout.write(`count ${row?.rows} ${row?.ids}\n`)
  }
}
await database.close()
