import { PageShell } from '~/components/layout/page-shell'
import CheckoutPage from '~/features/checkout/checkout-page'
import { accountMessagesHandle, withAccountMessages } from '~/lib/account-messages'
import { screenMeta } from '~/lib/route-meta'
import { useT } from '~/lib/site-shell'

// The same HTML for every visitor; the cart, addresses and methods load after hydration.
export const meta = screenMeta('page.checkout')

// Accounts and checkout texts are a catalogue part of their own (ADR 026); the checkout has the
// focused frame (logo, secure note, back to cart) instead of the site's header and footer.
export const handle = { ...accountMessagesHandle, focusedLayout: true } as const
export const clientLoader = withAccountMessages

/** No data of its own: the loader is there for the client loader above (a route's client loader without one would run on hydration). */
export function loader() {
  return null
}

export default function CheckoutScreen() {
  const t = useT()
  return (
    <PageShell title={t('page.checkout')}>
      <CheckoutPage />
    </PageShell>
  )
}
