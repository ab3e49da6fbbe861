import { couponActiveSchema, couponListQuerySchema, couponSaveSchema } from '../../../../common/coupons/schemas'
import { couponDetailViewSchema, couponPageSchema } from '../../../../common/coupons/coupon-view-schema'
import { createdIdSchema, savedSchema } from '../../../../common/http/ack-schema'
import { memberCardImportSchema, memberCardListQuerySchema } from '../../../../common/members/schemas'
import { memberCardPageSchema, memberCardReleasedSchema, memberImportReportSchema } from '../../../../common/members/member-card-view-schema'
import { customerListQuerySchema } from '../../../../common/sales/customers'
import { customerDetailViewSchema, customerPageSchema } from '../../../../common/sales/customer-view-schema'
import { dashboardViewSchema } from '../../../../common/sales/dashboard-schema'
import { backofficeScopesSchema, backofficeUserCreateSchema, backofficeUserListQuerySchema } from '../../../../common/users/backoffice'
import { backofficeUserCreatedSchema, backofficeUserDeactivatedSchema, backofficeUserPageSchema } from '../../../../common/users/backoffice-user-view-schema'
import { dbIdParamSchema } from '../../../../common/validation/numbers'
import { tagged } from '../registry'

const op = tagged('admin-sales')
const id = { id: dbIdParamSchema }
const noCoupon = { 404: 'No such coupon on this site.' }
const noUser = { 404: 'No such backoffice user.' }
const codeTaken = { 409: 'Another coupon of this site already has this code.' }

/** ADR 028: dashboard, coupons, customers, backoffice users and member cards. */
export const adminSalesOperations = [
  op('GET', '/v1/backoffice/dashboard', "The dashboard's blocks this login's scopes allow", { access: 'backoffice', response: dashboardViewSchema }),
  op('GET', '/v1/backoffice/coupons', 'Coupons: server-paged, by state and code', { query: couponListQuerySchema, access: 'orders', response: couponPageSchema }),
  op('POST', '/v1/backoffice/coupons', 'Create a coupon', { body: couponSaveSchema, access: 'orders', response: createdIdSchema, status: 201, errors: codeTaken }),
  op('GET', '/v1/backoffice/coupons/{id}', 'One coupon with every rule and its use count', { params: id, access: 'orders', response: couponDetailViewSchema, errors: noCoupon }),
  op('PUT', '/v1/backoffice/coupons/{id}', "Change a coupon's rules", { body: couponSaveSchema, params: id, access: 'orders', response: savedSchema, errors: { ...noCoupon, ...codeTaken } }),
  op('POST', '/v1/backoffice/coupons/{id}/active', 'Turn a coupon on or off', { body: couponActiveSchema, params: id, access: 'orders', response: couponActiveSchema, errors: noCoupon }),
  op('GET', '/v1/backoffice/customers', 'Customers: server-paged, by e-mail or name', { query: customerListQuerySchema, access: 'orders', response: customerPageSchema }),
  op('GET', '/v1/backoffice/customers/{id}', 'One customer with addresses and orders', { params: id, access: 'orders', response: customerDetailViewSchema, errors: { 404: 'No such customer (a backoffice account is not one).' } }),
  op('GET', '/v1/backoffice/users', 'Backoffice users', { query: backofficeUserListQuerySchema, access: 'users', response: backofficeUserPageSchema }),
  op('POST', '/v1/backoffice/users', 'Create a backoffice user (the generated password is returned once)', {
    body: backofficeUserCreateSchema,
    access: 'users',
    response: backofficeUserCreatedSchema,
    status: 201,
    errors: { 409: 'An account with this e-mail already exists.' },
  }),
  op('PUT', '/v1/backoffice/users/{id}/scopes', "Set a backoffice user's scopes", {
    body: backofficeScopesSchema,
    params: id,
    access: 'users',
    response: backofficeScopesSchema,
    errors: { ...noUser, 409: 'A login cannot take the users scope from itself.' },
  }),
  op('POST', '/v1/backoffice/users/{id}/deactivate', 'Remove a user from the back office (sessions end)', {
    params: id,
    access: 'users',
    response: backofficeUserDeactivatedSchema,
    errors: { ...noUser, 409: 'A login cannot deactivate itself.' },
  }),
  op('GET', '/v1/backoffice/member-cards', 'Member cards: server-paged, by number', { query: memberCardListQuerySchema, access: 'orders', response: memberCardPageSchema }),
  op('POST', '/v1/backoffice/member-cards/import', 'Member cards from CSV: dry run or all-or-nothing import', { body: memberCardImportSchema, access: 'orders', response: memberImportReportSchema }),
  op('POST', '/v1/backoffice/member-cards/{id}/release', 'Free a member card from the account that holds it (audited; it leaves that profile)', {
    params: id,
    access: 'orders',
    response: memberCardReleasedSchema,
    errors: { 404: 'No such member card.' },
  }),
]
