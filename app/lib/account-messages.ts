import { defaultLocale, localeFromPath, type Locale } from '#common/i18n/locales'
import { loadCatalogue } from '#common/i18n/messages'

/**
 * The routes of accounts, checkout and the admin use the `account` part of the message catalogue,
 * which other pages never load (ADR 026). Such a route exports `handle = accountMessagesHandle`
 * (read by the root layout, so app/entry.client.tsx loads the part before hydrating) and
 * `clientLoader = withAccountMessages` (so a client navigation loads it before rendering).
 */
export const accountMessagesHandle = { usesAccountMessages: true } as const

export function usesAccountMessages(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => typeof match.handle === 'object' && match.handle !== null && 'usesAccountMessages' in match.handle)
}

/** The `<html>` attribute that tells app/entry.client.tsx to load the account part before hydrating. */
export const accountMessagesAttribute = 'data-account-messages'

export async function withAccountMessages<T>({ serverLoader, url }: { serverLoader: () => Promise<T>; url: URL }): Promise<T> {
  const [data] = await Promise.all([serverLoader(), loadCatalogue(localeFromPath(url.pathname), 'account')])
  return data
}

/**
 * The admin's variant: its language is the admin's choice, which its layout's data names, so both
 * parts of that language's catalogue load once the data is in (a switch of language included).
 */
export async function withAdminMessages<T extends { adminLocale?: Locale }>({ serverLoader }: { serverLoader: () => Promise<T> }): Promise<T> {
  const data = await serverLoader()
  const locale = data.adminLocale ?? defaultLocale
  await Promise.all([loadCatalogue(locale), loadCatalogue(locale, 'account')])
  return data
}
