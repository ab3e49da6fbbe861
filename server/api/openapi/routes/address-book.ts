import { idParam } from '../../user'
import { addressBookEntrySchema, addressBookUpdateSchema } from '../../../../common/users/schemas'
import { tagged } from '../registry'

const op = tagged('user')

export const addressBookOperations = [
  op('GET', '/v2/user/web/address/list', 'The member\'s address book, with the default delivery and billing flags', { access: 'user' }),
  op('POST', '/v2/user/web/address/create', 'Address book: add an address (optionally a default)', { body: addressBookEntrySchema, access: 'user' }),
  op('PATCH', '/v2/user/web/address/update/{id}', 'Address book: change an address or its default flags', { body: addressBookUpdateSchema, params: { id: idParam }, access: 'user' }),
  op('DELETE', '/v2/user/web/address/delete/{id}', 'Address book: delete an address', { params: { id: idParam }, access: 'user' }),
]
