import { PageShell } from '~/components/layout/page-shell'
import CheckoutPage from '~/features/checkout/checkout-page'
import { screenMeta } from '~/lib/route-meta'
import { useT } from '~/lib/site-shell'

// The same HTML for every visitor; the cart, addresses and methods load after hydration.
export const meta = screenMeta('page.checkout')

export default function CheckoutScreen() {
  const t = useT()
  return (
    <PageShell title={t('page.checkout')}>
      <CheckoutPage />
    </PageShell>
  )
}
