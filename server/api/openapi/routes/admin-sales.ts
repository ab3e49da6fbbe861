import { couponActiveSchema, couponListQuerySchema, couponSaveSchema } from '../../../../common/coupons/schemas'
import { memberCardImportSchema, memberCardListQuerySchema } from '../../../../common/members/schemas'
import { customerListQuerySchema } from '../../../../common/sales/customers'
import { backofficeScopesSchema, backofficeUserCreateSchema, backofficeUserListQuerySchema } from '../../../../common/users/backoffice'
import { dbIdParamSchema } from '../../../../common/validation/numbers'
import { tagged } from '../registry'

const op = tagged('admin-sales')
const id = { id: dbIdParamSchema }

/** ADR 028: dashboard, coupons, customers, backoffice users and member cards. */
export const adminSalesOperations = [
  op('GET', '/v1/backoffice/dashboard', "The dashboard's blocks this login's scopes allow", { access: 'backoffice' }),
  op('GET', '/v1/backoffice/coupons', 'Coupons: server-paged, by state and code', { query: couponListQuerySchema, access: 'orders' }),
  op('POST', '/v1/backoffice/coupons', 'Create a coupon', { body: couponSaveSchema, access: 'orders' }),
  op('GET', '/v1/backoffice/coupons/{id}', 'One coupon with every rule and its use count', { params: id, access: 'orders' }),
  op('PUT', '/v1/backoffice/coupons/{id}', "Change a coupon's rules", { body: couponSaveSchema, params: id, access: 'orders' }),
  op('POST', '/v1/backoffice/coupons/{id}/active', 'Turn a coupon on or off', { body: couponActiveSchema, params: id, access: 'orders' }),
  op('GET', '/v1/backoffice/customers', 'Customers: server-paged, by e-mail or name', { query: customerListQuerySchema, access: 'orders' }),
  op('GET', '/v1/backoffice/customers/{id}', 'One customer with addresses and orders', { params: id, access: 'orders' }),
  op('GET', '/v1/backoffice/users', 'Backoffice users', { query: backofficeUserListQuerySchema, access: 'users' }),
  op('POST', '/v1/backoffice/users', 'Create a backoffice user (the generated password is returned once)', { body: backofficeUserCreateSchema, access: 'users' }),
  op('PUT', '/v1/backoffice/users/{id}/scopes', "Set a backoffice user's scopes", { body: backofficeScopesSchema, params: id, access: 'users' }),
  op('POST', '/v1/backoffice/users/{id}/deactivate', 'Remove a user from the back office (sessions end)', { params: id, access: 'users' }),
  op('GET', '/v1/backoffice/member-cards', 'Member cards: server-paged, by number', { query: memberCardListQuerySchema, access: 'orders' }),
  op('POST', '/v1/backoffice/member-cards/import', 'Member cards from CSV: dry run or all-or-nothing import', { body: memberCardImportSchema, access: 'orders' }),
  op('POST', '/v1/backoffice/member-cards/{id}/release', 'Free a member card from the account that holds it (audited; it leaves that profile)', { params: id, access: 'orders' }),
]
