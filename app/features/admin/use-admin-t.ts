import { useCallback } from 'react'
import { useRouteLoaderData } from 'react-router'
import { adminTranslate, type AdminLocale, type AdminTranslator } from '#common/i18n/admin'

export const ADMIN_LAYOUT_ID = 'admin-layout'

/** The admin interface language the admin layout's loader chose (cookie, hr by default). */
export function useAdminLocale(): AdminLocale | null {
  const data = useRouteLoaderData(ADMIN_LAYOUT_ID) as { adminLocale?: AdminLocale } | undefined
  return data?.adminLocale ?? null
}

/** `const t = useAdminT(); t('admin.title')` — the admin's own catalogue, stable per language. */
export function useAdminT(): AdminTranslator {
  const locale = useAdminLocale() ?? 'hr'
  return useCallback<AdminTranslator>((key, params) => adminTranslate(locale, key, params), [locale])
}
