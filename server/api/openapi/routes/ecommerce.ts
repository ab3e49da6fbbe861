import { memberPricesQuerySchema } from '../../../../common/members/member-prices'
import { wishlistCreateSchema, wishlistFilterSchema } from '../../../../common/cart/schemas'
import { tagged } from '../registry'

const op = tagged('ecommerce')

export const ecommerceOperations = [
  op('POST', '/v1/cms/wishlist/create', 'Add a product to the logged-in shopper\'s wishlist', { body: wishlistCreateSchema, access: 'user' }),
  op('DELETE', '/v1/cms/wishlist/delete/{productId}', 'Remove a product from the shopper\'s wishlist', { access: 'user' }),
  op('GET', '/v1/cms/wishlist/filter', 'The products on the shopper\'s wishlist', { query: wishlistFilterSchema, access: 'user' }),
  op('GET', '/v1/ecommerce/settings/getCheckoutSettings', 'What checkout needs: allowed countries, delivery prices, VAT, form rules and consents'),
  op('GET', '/v1/ecommerce/visitor', 'The visitor\'s state: user, wishlist, cart session'),
  op('GET', '/v1/ecommerce/memberPrices', 'A member\'s prices of the given products (empty for anyone else)', { query: memberPricesQuerySchema }),
  op('GET', '/v2/ecommerce/getCurrencyConfig', 'The currencies the shop sells in (euro only)'),
]
