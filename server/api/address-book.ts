import { Hono, type Context } from 'hono'
import { addressBookEntrySchema, addressBookUpdateSchema } from '../../common/users/schemas'
import { requireUser } from '../auth/access'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { parseJson, parseValue } from '../http/validate'
import { addAddressBookEntry, deleteAddress, listAddresses, updateAddressBookEntry } from '../users/address-service'
import { idParam } from './user'
import { paginationOf } from '../../common/http/envelope'

function db(c: Context<AppEnv>) {
  return c.get('runtime').database.db
}

/**
 * Issue 20.6: the member's address book under `/api/v2/user/web/address`, beside the §7 v1 create
 * and update: list, create and update with the default delivery and billing flags, delete.
 * Every call acts on the caller's own addresses only.
 */
export const addressBookApiV2 = new Hono<AppEnv>()
  .get('/web/address/list', async (c) => {
    const user = requireUser(c.get('user'))
    const records = await listAddresses(db(c), user.id)
    c.header('Cache-Control', 'private, no-store')
    return ok(c, { records, pagination: paginationOf({ page: 1, perPage: records.length, total: records.length }) })
  })
  .post('/web/address/create', async (c) => {
    const user = requireUser(c.get('user'))
    const address = await parseJson(c, addressBookEntrySchema)
    return ok(c, await addAddressBookEntry(db(c), { userId: user.id, address }), 201)
  })
  .patch('/web/address/update/:id', async (c) => {
    const user = requireUser(c.get('user'))
    const addressId = parseValue(c, idParam, c.req.param('id'))
    const changes = await parseJson(c, addressBookUpdateSchema)
    return ok(c, await updateAddressBookEntry(db(c), { userId: user.id, addressId, changes }))
  })
  .delete('/web/address/delete/:id', async (c) => {
    const user = requireUser(c.get('user'))
    const addressId = parseValue(c, idParam, c.req.param('id'))
    await deleteAddress(db(c), { userId: user.id, addressId })
    return ok(c, { deleted: true })
  })
