import { memberPricesQuerySchema } from '../../../../common/members/member-prices'
import { wishlistCreateSchema, wishlistFilterSchema } from '../../../../common/cart/schemas'
import { tagged } from '../registry'

const op = tagged('ecommerce')

export const ecommerceOperations = [
  op('POST', '/v1/cms/wishlist/create', 'Wishlist create', { body: wishlistCreateSchema, access: 'user' }),
  op('DELETE', '/v1/cms/wishlist/delete/{productId}', 'Wishlist delete', { access: 'user' }),
  op('GET', '/v1/cms/wishlist/filter', 'Wishlist filter', { query: wishlistFilterSchema, access: 'user' }),
  op('GET', '/v1/ecommerce/settings/getCheckoutSettings', 'Settings get checkout settings'),
  op('GET', '/v1/ecommerce/visitor', 'The visitor\'s state: user, wishlist, cart session'),
  op('GET', '/v1/ecommerce/memberPrices', 'A member\'s prices of the given products (empty for anyone else)', { query: memberPricesQuerySchema }),
  op('GET', '/v2/ecommerce/getCurrencyConfig', 'Get currency config'),
]
