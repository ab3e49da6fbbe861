import { useRouteLoaderData } from 'react-router'
import type { SiteShell } from '#common/cms/site-shell'
import { defaultLocale, type Locale } from '#common/i18n/locales'
import { translator, type Translator } from '#common/i18n/translate'

/** The layout data the root loader provides; null only while the root itself failed. */
export function useSiteShell(): SiteShell | null {
  const data = useRouteLoaderData('root') as { shell?: SiteShell } | undefined
  return data?.shell ?? null
}

export function useLocale(): Locale {
  // Inside /admin the interface language is the admin's own choice (§2 admin language switcher).
  const admin = useRouteLoaderData('admin-layout') as { adminLocale?: Locale } | undefined
  const shell = useSiteShell()
  return admin?.adminLocale ?? shell?.locale ?? defaultLocale
}

/** `const t = useT(); t('layout.cart')` — the catalogue of the page's language. */
export function useT(): Translator {
  return translator(useLocale())
}
