import { Link } from 'react-router'
import { useAdminT } from '../admin/use-admin-t'

/** In production, while card or PayPal still go through the local test gateway: nothing is charged (ADR 050). */
export function TestGatewayBanner({ methods }: { methods: ('hpf' | 'paypal')[] }) {
  const t = useAdminT()
  if (!methods.length) return null
  const names = methods.map((method) => t(method === 'hpf' ? 'sales.testGateway.hpf' : 'sales.testGateway.paypal')).join(', ')
  return (
    <section className="admin-notice admin-notice--error" role="alert" aria-labelledby="test-gateway-title">
      <h2 id="test-gateway-title">{t('sales.testGatewayTitle')}</h2>
      <p>{t('sales.testGatewayText', { methods: names })}</p>
      <Link to="/admin/payment-methods">{t('admin.nav.paymentMethods')}</Link>
    </section>
  )
}
