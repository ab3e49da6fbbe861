import { useSearchParams } from 'react-router'
import { PageShell } from '~/components/layout/page-shell'
import { OrderSuccess } from '~/features/checkout/order-success'
import { accountMessagesHandle, withAccountMessages } from '~/lib/account-messages'
import { screenMeta } from '~/lib/route-meta'
import { useT } from '~/lib/site-shell'

// One HTML for everyone: the order is read by its slug after hydration, never baked into a cacheable page.
export const meta = screenMeta('page.checkoutSuccess')

// Accounts and checkout texts are a catalogue part of their own (ADR 026).
export const handle = accountMessagesHandle
export const clientLoader = withAccountMessages

/** No data of its own: the loader is there for the client loader above (a route's client loader without one would run on hydration). */
export function loader() {
  return null
}

export default function CheckoutSuccessScreen() {
  const t = useT()
  const [params] = useSearchParams()
  return (
    <PageShell title={t('checkout.successTitle')}>
      <OrderSuccess orderSlug={params.get('orderSlug')} />
    </PageShell>
  )
}
