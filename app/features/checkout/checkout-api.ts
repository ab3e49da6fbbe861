import type { CheckoutAddressStepInput, OrderCreateInput, OrderCreateResponse } from '#common/checkout/schemas'
import type { CartView } from '#common/cart/types'
import type { Locale } from '#common/i18n/locales'
import type { UserView } from '#common/users/user-view'
import { createApiClient, type ApiResult } from '~/features/account/api-client'
import { storedSession } from '~/features/cart/cart-api'
import { readCountries, readPaymentMethods, readSettings, readShippingMethods } from './checkout-types'

const ecommerce = '/api/v1/ecommerce'

function mapOk<T, U>(result: ApiResult<T>, read: (data: T) => U): ApiResult<U> {
  return result.ok ? { ok: true, data: read(result.data) } : result
}

/** The §7 checkout calls; every call names the cart session exactly as the cart calls do. */
export function checkoutApi(locale: Locale) {
  const client = createApiClient({ locale })
  const q = `?language=${locale}`
  const body = (extra: object = {}) => JSON.stringify({ ...(storedSession() ?? {}), ...extra })
  const call = <T>(method: string, path: string, extra?: object) =>
    client.request<T>(`${ecommerce}/${path}${q}`, {
      method,
      body: body(extra),
    })
  return {
    getCart: () => call<CartView>('POST', 'cart/getCart'),
    settings: async () => mapOk(await client.request<unknown>(`${ecommerce}/settings/getCheckoutSettings${q}`), readSettings),
    countries: async () => mapOk(await call<unknown>('POST', 'checkout/getAvailableCountries'), readCountries),
    profile: () => client.request<UserView>(`/api/v1/user/web/profile${q}`),
    saveAddress: (input: CheckoutAddressStepInput) => call<unknown>('POST', 'checkout/saveAddress', input),
    shippingMethods: async (countryId: string | undefined) =>
      mapOk(
        await call<unknown>('POST', 'delivery/getApplicableDeliveryMethods', {
          countryId,
        }),
        readShippingMethods,
      ),
    saveShippingMethod: (deliveryMethodId: number, branchId: number | null) =>
      call<unknown>('PUT', 'delivery/saveDeliveryMethod', {
        deliveryMethodId,
        branchId,
      }),
    paymentMethods: async () => mapOk(await call<unknown>('POST', 'payment/getApplicablePaymentMethods'), readPaymentMethods),
    savePaymentMethod: (input: { paymentMethodId: number; acceptedConsents: number[]; companyData?: { companyName: string; oib: string } }) =>
      call<unknown>('PUT', 'payment/savePaymentMethod', input),
    createOrder: (input: Partial<OrderCreateInput>) => call<OrderCreateResponse>('POST', 'order/create', input),
    payPalSuccess: (orderId: string, details: unknown) =>
      client.request<{ url: string }>(`${ecommerce}/order/paypalSuccess/${encodeURIComponent(orderId)}${q}`, {
        method: 'POST',
        body: JSON.stringify({ details, internalRedirect: true }),
      }),
  }
}

export type CheckoutApi = ReturnType<typeof checkoutApi>
