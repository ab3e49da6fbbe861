import type { Route } from './+types/profile'
import { requestContext } from '#server/context'
import { getUserView } from '#server/users/user-service'
import { listWishlist } from '#server/cart'
import { loadProductCards } from '#server/catalog'
import { memberOrderHistory } from '#server/orders/order-history'
import { publicProviders } from '#server/auth/social/provider-config'
import { assignedConsents, listMemberConsents } from '#server/gdpr'
import {
  changePasswordAction,
  loginAction,
  logoutAction,
  registerAction,
  updateProfileAction,
} from '#server/users/account-actions'
import { deleteAddressAction, saveAddressAction } from '#server/users/address-book-actions'
import { availableCountries } from '#server/checkout/countries'
import { pathFor } from '#common/i18n/paths'
import { accountMessagesHandle, withAccountMessages } from '~/lib/account-messages'
import { screenMeta } from '~/lib/route-meta'
import { PageShell } from '~/components/layout/page-shell'
import { useT } from '~/lib/site-shell'
import { LoginForm } from '~/features/account/login-form'
import { RegisterForm } from '~/features/account/register-form'
import { ChangePasswordForm, LogoutButton, ProfileForm } from '~/features/account/profile-forms'
import { AddressBook } from '~/features/account/address-book'
import { SocialButtons } from '~/features/account/social-buttons'
import { ProductGrid } from '~/features/catalog/product-card'
import { OrderHistory } from '~/features/account/order-history'
import { MemberConsents } from '~/features/privacy/member-consents'
import { MyData } from '~/features/privacy/my-data'

export const meta = screenMeta('page.profile')

// Accounts and checkout texts are a catalogue part of their own (ADR 026).
export const handle = accountMessagesHandle
export const clientLoader = (args: Route.ClientLoaderArgs) => withAccountMessages(args)

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext)
  const noOrders = { count: 0, records: [] }
  if (!ctx.user) {
    const registrationConsents = await assignedConsents(ctx.db, { siteId: ctx.site.id, assignedTo: 'registration', locale: ctx.locale })
    return { user: null, wishlist: [], orders: noOrders, consents: [], registrationConsents, providers: publicProviders(ctx.runtime.config.oauthProviders), countries: [] }
  }
  // §6: backoffice users load no wishlist.
  const wishlistIds = ctx.user.isBackofficeUser ? [] : await listWishlist(ctx.db, { siteId: ctx.site.id, userId: ctx.user.id, limit: 9999 })
  const [user, wishlist, orders, consents, countries] = await Promise.all([
    getUserView(ctx.db, ctx.user.id),
    loadProductCards(ctx.db, wishlistIds, ctx.locale),
    ctx.user.isBackofficeUser ? noOrders : memberOrderHistory(ctx.db, { siteId: ctx.site.id, userId: ctx.user.id, limit: 50 }),
    listMemberConsents(ctx.db, { siteId: ctx.site.id, userId: ctx.user.id, locale: ctx.locale }),
    availableCountries(ctx.db, { siteId: ctx.site.id, locale: ctx.locale }),
  ])
  return { user, wishlist, orders, consents, registrationConsents: [], providers: [], countries }
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext)
  const form = await request.formData()
  switch (form.get('intent')) {
    case 'register':
      return registerAction(request, ctx, form)
    case 'updateProfile':
      return updateProfileAction(request, ctx, form)
    case 'changePassword':
      return changePasswordAction(ctx, form)
    case 'saveAddress':
      return saveAddressAction(ctx, form)
    case 'deleteAddress':
      return deleteAddressAction(ctx, form)
    case 'logout':
      return logoutAction(request, ctx)
    default:
      return loginAction(request, ctx, form, { fallback: pathFor('profile', ctx.locale) })
  }
}

/** §2 profile: logged in — edit form, address book, password, wishlist, order count, consents, own data, logout; else login + register. */
export default function ProfileScreen({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { user } = loaderData
  if (!user) {
    return (
      <PageShell title={t('page.profile')}>
        <div className="account-columns">
          <div>
            <LoginForm />
            <SocialButtons providers={loaderData.providers} />
          </div>
          <RegisterForm consents={loaderData.registrationConsents} />
        </div>
      </PageShell>
    )
  }
  const name = [user.details.firstName, user.details.lastName].filter(Boolean).join(' ') || user.email
  return (
    <PageShell title={t('page.profile')} lead={t('account.greeting', { name })}>
      <div className="account-columns">
        <div>
          <ProfileForm user={user} />
          <AddressBook addresses={user.addresses} countries={loaderData.countries} />
          <ChangePasswordForm />
        </div>
        <div>
          <section className="account-card" aria-labelledby="wishlist-heading">
            <h2 id="wishlist-heading">{t('account.wishlistHeading')}</h2>
            {loaderData.wishlist.length ? (
              <ProductGrid products={loaderData.wishlist} label={t('account.wishlistHeading')} />
            ) : (
              <p className="account-card__muted">{t('account.wishlistEmpty')}</p>
            )}
          </section>
          <OrderHistory history={loaderData.orders} />
          <MemberConsents consents={loaderData.consents} />
          {user.isBackofficeUser ? null : <MyData />}
          <LogoutButton />
        </div>
      </div>
    </PageShell>
  )
}
