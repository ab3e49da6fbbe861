import { useSearchParams } from 'react-router'
import { PageShell } from '~/components/layout/page-shell'
import { OrderSuccess } from '~/features/checkout/order-success'
import { screenMeta } from '~/lib/route-meta'
import { useT } from '~/lib/site-shell'

// One HTML for everyone: the order is read by its slug after hydration, never baked into a cacheable page.
export const meta = screenMeta('page.checkoutSuccess')

export default function CheckoutSuccessScreen() {
  const t = useT()
  const [params] = useSearchParams()
  return (
    <PageShell title={t('checkout.successTitle')}>
      <OrderSuccess orderSlug={params.get('orderSlug')} />
    </PageShell>
  )
}
