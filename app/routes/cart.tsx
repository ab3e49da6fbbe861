import { PageShell } from '~/components/layout/page-shell'
import CartPage from '~/features/cart/cart-page'
import { screenMeta } from '~/lib/route-meta'
import { useT } from '~/lib/site-shell'

// The same HTML for every visitor; the cart itself loads after hydration (it is per visitor).
export const meta = screenMeta('page.cart')

export default function CartScreen() {
  const t = useT()
  return (
    <PageShell title={t('page.cart')}>
      <CartPage />
    </PageShell>
  )
}
