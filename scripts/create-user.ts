// `npm run user:create -- --email ana@example.hr --password '…' [--first Ana --last Horvat]
//   [--backoffice --scopes admin,settings,content]` — creates a verified account in the configured
// database (DATABASE_URL, else the embedded PGlite under DATA_DIR; stop the server first then,
// PGlite is single-process). Without --password a random one is generated and printed.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { backofficeScopes } from '../common/users/user-view'
import { passwordField, emailField } from '../common/users/schemas'
import { isCommonPassword } from '../server/auth/common-passwords'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db/client'
import { DataDirLockedError } from '../server/db/data-dir-lock'
import { migrate } from '../server/db/migrate'
import { createUser, findUserByEmail } from '../server/users/user-service'

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    first: { type: 'string', default: '' },
    last: { type: 'string', default: '' },
    backoffice: { type: 'boolean', default: false },
    scopes: { type: 'string', default: '' },
  },
})

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

const email = emailField.safeParse(values.email ?? '')
if (!email.success) fail('usage: npm run user:create -- --email <e-mail> [--password <password>] [--backoffice --scopes admin,content]')
const password = values.password ?? randomBytes(12).toString('base64url')
if (!passwordField.safeParse(password).success || isCommonPassword(password)) fail('the password needs 8+ characters and must not be a common one')
const scopes = values.scopes.split(',').map((s) => s.trim()).filter(Boolean)
const unknown = scopes.filter((s) => !(backofficeScopes as readonly string[]).includes(s))
if (unknown.length) fail(`unknown scopes: ${unknown.join(', ')} (known: ${backofficeScopes.join(', ')})`)

const config = loadConfig()
if (!config.databaseUrl) await fs.mkdir(config.dataDir, { recursive: true })
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db'),
}).catch((error: unknown) => {
  if (!(error instanceof DataDirLockedError)) throw error
  return fail(`${error.message}\nThe running Izlog server holds the embedded database: stop it, run this command, then start the server again.`)
})
try {
  await migrate(database)
  if (await findUserByEmail(database.db, email.data)) fail(`a user with ${email.data} already exists`)
  const user = await createUser(database.db, {
    email: email.data,
    password,
    firstName: values.first,
    lastName: values.last,
    isBackofficeUser: values.backoffice || scopes.length > 0,
    scopes,
  })
  console.log(`created user #${user.id} ${user.email}${values.password ? '' : ` with password ${password}`}`)
  if (user.isBackofficeUser) console.log(`backoffice scopes: ${scopes.join(', ') || '(none)'}`)
} finally {
  await database.close()
}
