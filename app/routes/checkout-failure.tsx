import { Link, useSearchParams } from 'react-router'
import { pathFor } from '#common/i18n/paths'
import { PageShell } from '~/components/layout/page-shell'
import { PageNotice } from '~/features/account/form-notice'
import { screenMeta } from '~/lib/route-meta'
import { useLocale, useT } from '~/lib/site-shell'

export const meta = screenMeta('page.checkoutFailure')

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
