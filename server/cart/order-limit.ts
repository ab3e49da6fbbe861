import { MAX_ORDER_TOTAL } from '../../common/cart/rules'
import type { Locale } from '../../common/i18n/locales'
import { translate } from '../../common/i18n/translate'
import { formatMoney } from '../../common/money'
import { ApiError } from '../http/api-error'

/** `cart.orderLimit`, with the limit written as the reader's language writes money. */
class OrderLimitError extends ApiError {
  constructor() {
    super(400, 'ORDER_LIMIT', 'cart.orderLimit')
  }

  override localizedMessage(locale: Locale): string {
    return translate(locale, 'cart.orderLimit', { amount: formatMoney(MAX_ORDER_TOTAL, locale) })
  }
}

/**
 * Issue 25 point 9: a cart may not grow past what one order may cost. The change that would take
 * it there is refused (its transaction rolls back), so the buyer learns it in the cart, not at
 * order time.
 */
export function assertWithinOrderLimit(prices: { itemsTotal: number }): void {
  if (prices.itemsTotal > MAX_ORDER_TOTAL) throw new OrderLimitError()
}
