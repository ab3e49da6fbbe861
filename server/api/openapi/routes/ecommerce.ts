import { memberPricesQuerySchema } from '../../../../common/members/member-prices'
import { memberPricesSchema } from '../../../../common/members/member-prices-schema'
import { wishlistCreateSchema, wishlistFilterSchema } from '../../../../common/cart/schemas'
import { visitorStateSchema } from '../../../../common/cart/visitor-state-schema'
import { wishlistEntrySchema, wishlistPageSchema, wishlistRemovedSchema } from '../../../../common/cart/wishlist-schema'
import { checkoutSettingsSchema, currencyConfigSchema } from '../../../../common/checkout/checkout-settings-schema'
import { tagged } from '../registry'

const op = tagged('ecommerce')

export const ecommerceOperations = [
  op('POST', '/v1/cms/wishlist/create', 'Add a product to the logged-in shopper\'s wishlist', {
    body: wishlistCreateSchema,
    access: 'user',
    status: 201,
    response: wishlistEntrySchema,
    errors: { 404: 'No published product of the site has this id.' },
  }),
  op('DELETE', '/v1/cms/wishlist/delete/{productId}', 'Remove a product from the shopper\'s wishlist', { access: 'user', response: wishlistRemovedSchema }),
  op('GET', '/v1/cms/wishlist/filter', 'The products on the shopper\'s wishlist', { query: wishlistFilterSchema, access: 'user', response: wishlistPageSchema }),
  op('GET', '/v1/ecommerce/settings/getCheckoutSettings', 'What checkout needs: allowed countries, delivery prices, VAT, form rules and consents', {
    response: checkoutSettingsSchema,
  }),
  op('GET', '/v1/ecommerce/visitor', 'The visitor\'s state: user, wishlist, cart session', { response: visitorStateSchema }),
  op('GET', '/v1/ecommerce/memberPrices', 'A member\'s prices of the given products (empty for anyone else)', { query: memberPricesQuerySchema, response: memberPricesSchema }),
  op('GET', '/v2/ecommerce/getCurrencyConfig', 'The currencies the shop sells in (euro only)', { response: currencyConfigSchema }),
]
