import { randomBytes } from 'node:crypto'
import { backofficeScopes } from '../../../common/users/user-view'
import { log } from '../../log/logger'
import { createUser } from '../../users/user-service'
import type { Db } from '../client'
import { members } from '../schema'

/** The demo's backoffice logins (README "Demo accounts"); a non-demo install gets a random password. */
export const DEMO_ADMIN = { email: 'admin@izlog.local', password: 'izlog-admin-demo' }
export const DEMO_EDITOR = { email: 'urednik@izlog.local', password: 'izlog-urednik-demo' }

/**
 * The first backoffice account (all scopes), and for the demo an editor with only the `content`
 * scope and a few member cards. Credentials go to the first-start log; `npm run user:create`
 * makes more.
 */
export async function seedUsers(db: Db, input: { demo: boolean; adminPassword?: string }): Promise<void> {
  const adminPassword = input.adminPassword ?? (input.demo ? DEMO_ADMIN.password : randomBytes(12).toString('base64url'))
  await createUser(db, {
    email: DEMO_ADMIN.email,
    password: adminPassword,
    firstName: 'Administrator',
    lastName: 'Izlog',
    isBackofficeUser: true,
    scopes: [...backofficeScopes],
  })
  log.info(`backoffice login: ${DEMO_ADMIN.email} / ${adminPassword} (at /adminLogin; change it after the first login)`)
  if (!input.demo) return
  await createUser(db, {
    email: DEMO_EDITOR.email,
    password: DEMO_EDITOR.password,
    firstName: 'Urednik',
    lastName: 'Demo',
    isBackofficeUser: true,
    scopes: ['content'],
  })
  log.info(`editor login (content scope only): ${DEMO_EDITOR.email} / ${DEMO_EDITOR.password}`)
  await db.insert(members).values([
    { barcode: '3850000000019', name: 'Demo član 1' },
    { barcode: '3850000000026', name: 'Demo član 2' },
    { barcode: '3850000000033', name: 'Istekla iskaznica', validUntil: new Date('2020-01-01T00:00:00Z') },
  ])
}
