import type { PaymentProviderStatus } from '#common/shipping/schemas'
import { useAdminT } from '../admin/use-admin-t'

/** The processors' own names (proper nouns: the same in every language). */
const PROCESSOR_NAMES = { corvuspay: 'CorvusPay', wspay: 'WSPay', monri: 'Monri WebPay' } as const

/** What the environment holds for card and PayPal payments: set or not, the non-secret parts, never a secret. */
export function PaymentProviders({ providers }: { providers: PaymentProviderStatus }) {
  const t = useAdminT()
  return (
    <section className="admin-card" aria-labelledby="payment-providers-title">
      <h2 id="payment-providers-title">{t('shipping.providers')}</h2>
      <p>{t('shipping.providersNote')}</p>
      <dl className="shipping-providers">
        <dt>{t('shipping.provider.hpf')}</dt>
        <dd>
          {providers.hpf.configured ? (
            <>
              {t('shipping.provider.configured')}: {providers.hpf.processor ? `${PROCESSOR_NAMES[providers.hpf.processor]} · ` : ''}
              {providers.hpf.url}
              {providers.hpf.shopId ? ` · ${providers.hpf.shopId}` : ''} · {t('shipping.provider.secret')}
            </>
          ) : (
            t('shipping.provider.testGateway')
          )}
        </dd>
        <dt>{t('shipping.provider.paypal')}</dt>
        <dd>
          {providers.paypal.configured ? (
            <>
              {t('shipping.provider.configured')}: {providers.paypal.apiUrl} · {t('shipping.provider.secret')}
            </>
          ) : (
            t('shipping.provider.testGateway')
          )}
        </dd>
      </dl>
    </section>
  )
}
