import { Link, useSearchParams } from 'react-router'
import { pathFor } from '#common/i18n/paths'
import { PageShell } from '~/components/layout/page-shell'
import { PageNotice } from '~/features/account/form-notice'
import { accountMessagesHandle, withAccountMessages } from '~/lib/account-messages'
import { screenMeta } from '~/lib/route-meta'
import { useLocale, useT } from '~/lib/site-shell'

export const meta = screenMeta('page.checkoutFailure')

// Accounts and checkout texts are a catalogue part of their own (ADR 026).
export const handle = accountMessagesHandle
export const clientLoader = withAccountMessages

/** No data of its own: the loader is there for the client loader above (a route's client loader without one would run on hydration). */
export function loader() {
  return null
}

/** §2 checkout failure: the title from the translated notification; the cart is intact, so back to checkout. */
export default function CheckoutFailureScreen() {
  const t = useT()
  const locale = useLocale()
  const [params] = useSearchParams()
  const reason = params.get('reason') === 'cancelled' ? 'checkout.paymentCancelled' : 'checkout.paymentDeclined'
  return (
    <PageShell title={t('checkout.failureTitle')}>
      <PageNotice kind="error" message={t(reason)} />
      <p>
        <Link to={pathFor('checkout', locale)} className="button button--primary">
          {t('checkout.backToCheckout')}
        </Link>
      </p>
    </PageShell>
  )
}
