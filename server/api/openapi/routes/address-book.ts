import { idParam } from '../../user'
import { addressBookEntrySchema, addressBookUpdateSchema } from '../../../../common/users/schemas'
import { addressListSchema, addressViewSchema } from '../../../../common/users/user-view-schema'
import { deletedSchema } from '../../../../common/http/ack-schema'
import { tagged } from '../registry'

const op = tagged('user')

const notYours = 'You have no address with this id.'

export const addressBookOperations = [
  op('GET', '/v2/user/web/address/list', 'The member\'s address book, with the default delivery and billing flags', { access: 'user', response: addressListSchema }),
  op('POST', '/v2/user/web/address/create', 'Address book: add an address (optionally a default)', { body: addressBookEntrySchema, access: 'user', response: addressViewSchema, status: 201 }),
  op('PATCH', '/v2/user/web/address/update/{id}', 'Address book: change an address or its default flags', {
    body: addressBookUpdateSchema,
    params: { id: idParam },
    access: 'user',
    response: addressViewSchema,
    errors: { 404: notYours },
  }),
  op('DELETE', '/v2/user/web/address/delete/{id}', 'Address book: delete an address', { params: { id: idParam }, access: 'user', response: deletedSchema, errors: { 404: notYours } }),
]
