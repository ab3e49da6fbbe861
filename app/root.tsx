import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useMatches,
  useRouteLoaderData,
} from 'react-router'
import { useEffect } from 'react'
import type { Route } from './+types/root'
import { requestContext } from '#server/context'
import { isBackoffice } from '#server/auth/access'
import { adminLocaleOf } from '#server/admin/admin-locale'
import { isCatalogEditRequest, isEditModeRequest } from '#server/cms/edit-mode'
import { devEntryRedirect } from '#server/shell/dev-entry'
import { loadSiteShell } from '#server/shell/site-shell-service'
import { siteOrigin } from '#server/site/site-origin'
import { localeFromPath, localeTags } from '#common/i18n/locales'
import { matchSitePath } from '#common/i18n/match-route'
import { isMessageKey } from '#common/i18n/translate'
import { loadCatalogue } from '#common/i18n/messages'
import { SiteLayout } from './components/layout/site-layout'
import { listenForChunkErrors, reloadIfChunkError } from './lib/chunk-reload'
import { accountMessagesAttribute, usesAccountMessages } from './lib/account-messages'
import { messagePreloads, type MessagePreloads } from './lib/message-preloads.server'
import { ErrorScreen } from './components/layout/error-screen'
import { MaintenanceScreen } from './components/layout/maintenance-screen'
import { useSiteShell } from './lib/site-shell'
import { ToastProvider } from './components/ui/toast'
import { ProgressBar } from './components/layout/progress-bar'
import stylesHref from './styles/app.css?url'


export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesHref },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { db, site, locale, runtime, nonce, catalogSlugs } = context.get(requestContext)
  // The benchmarks' bare reference route (issue 11 §4) is rendered without the site shell.
  if (url.pathname === '/_bare') return { bare: true as const, nonce }
  const devEntry = devEntryRedirect({ config: runtime.config, url, user: context.get(requestContext).user, cookieHeader: request.headers.get('cookie') })
  if (devEntry) throw redirect(devEntry)
  const shell = await loadSiteShell(db, {
    site,
    locale,
    url,
    cookieHeader: request.headers.get('cookie'),
    config: runtime.config,
    isBackofficeUser: isBackoffice(context.get(requestContext).user),
    catalogSlugs,
  })
  // The backoffice login stays reachable in maintenance, or nobody could end it (issue 4).
  if (url.pathname === '/adminLogin') shell.isMaintenance = false
  const mobileView = url.searchParams.has('mobileView')
  const user = context.get(requestContext).user
  const routeName = matchSitePath(url.pathname)?.name
  // Shop and product pages also open edit mode for catalogue managers (ADR 018); never in dummy mode (§2).
  const isEditMode =
    isEditModeRequest(url, user, { isDummyMode: shell.isDummyMode }) ||
    (!shell.isDummyMode && (routeName === 'shop' || routeName === 'product') && isCatalogEditRequest(url, user))
  // Absolute origin for canonical and hreflang links (search engines ignore relative ones).
  const origin = siteOrigin({ config: runtime.config, site, request })
  // The admin speaks its user's language (§2 admin language switcher), not the path's.
  const isAdmin = url.pathname === '/admin' || url.pathname.startsWith('/admin/')
  const preloads = messagePreloads(isAdmin ? adminLocaleOf(request) : locale)
  if (shell.isMaintenance) {
    return data({ shell, nonce, mobileView, origin, isEditMode, preloads }, { status: 503, headers: { 'Retry-After': '3600' } })
  }
  return { shell, nonce, mobileView, origin, isEditMode, preloads }
}

/** A navigation into another language loads that language's messages first (ADR 026). */
export async function clientLoader({ serverLoader, url }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadCatalogue(localeFromPath(url.pathname))])
  return data
}

export function Layout({ children }: { children: React.ReactNode }) {
  const shell = useSiteShell()
  const locale = shell?.locale ?? localeFromPath(typeof window === 'undefined' ? '/' : window.location.pathname)
  const rootData = useRouteLoaderData('root') as { nonce?: string; preloads?: MessagePreloads } | undefined
  const nonce = rootData?.nonce
  const adminLocale = (useRouteLoaderData('admin-layout') as { adminLocale?: string } | undefined)?.adminLocale
  const usesAccount = usesAccountMessages(useMatches())
  const accountMessages = usesAccount ? { [accountMessagesAttribute]: '' } : {}
  const messageChunks = [rootData?.preloads?.visitor, usesAccount ? rootData?.preloads?.account : undefined].filter((href) => href !== undefined)
  return (
    <html lang={adminLocale ?? localeTags[locale].split('-')[0]} dir="ltr" {...accountMessages}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d3557" />
        <Meta />
        {messageChunks.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App({ loaderData }: Route.ComponentProps) {
  useHydratedMarker()
  useEffect(() => listenForChunkErrors(), [])
  const matches = useMatches()
  const isAdmin = matches.some((match) => match.id === 'admin-layout')
  const isFocused = matches.some((match) => hasFocusedLayout(match.handle))
  if ('bare' in loaderData) return <Outlet />
  // The admin has its own frame (§2 admin layout) and is open to backoffice users in maintenance.
  if (isAdmin) {
    return (
      <ToastProvider>
        <ProgressBar />
        <Outlet />
      </ToastProvider>
    )
  }
  if (loaderData.shell.isMaintenance) return <MaintenanceScreen />
  return (
    <SiteLayout mobileView={loaderData.mobileView} isEditMode={loaderData.isEditMode} isFocused={isFocused}>
      <Outlet />
    </SiteLayout>
  )
}

function hasFocusedLayout(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && 'focusedLayout' in handle && handle.focusedLayout === true
}

/** Browser tests wait for this instead of sleeping: clicks before hydration do nothing. */
function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
}

export function ErrorBoundary() {
  useHydratedMarker()
  const error = useRouteError()
  useEffect(() => reloadIfChunkError(error), [error])
  const shell = useSiteShell()
  const status = isRouteErrorResponse(error) ? error.status : 500
  // A route may name the catalogue message that explains its error (e.g. §8 confirm-email without parameters).
  const named: unknown = isRouteErrorResponse(error) && error.data && typeof error.data === 'object' ? (error.data as { messageKey?: unknown }).messageKey : undefined
  const messageKey = typeof named === 'string' && isMessageKey(named) ? named : undefined
  if (!shell) return <ErrorScreen status={status} messageKey={messageKey} />
  return (
    <SiteLayout mobileView={false}>
      <ErrorScreen status={status} messageKey={messageKey} />
    </SiteLayout>
  )
}
