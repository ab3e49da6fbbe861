import type { MetaDescriptor } from 'react-router'
import { adminTranslate, isAdminLocale, type AdminMessageKey } from '#common/i18n/admin'

type Matches = readonly ({ id: string; data?: unknown } | undefined)[]

/** `export const meta = adminMeta('admin.nav.orders')`: the page title in the admin's language. */
export function adminMeta(titleKey: AdminMessageKey) {
  return ({ matches }: { matches: Matches }): MetaDescriptor[] => {
    const layout = matches.find((match) => match?.id === 'admin-layout')?.data as { adminLocale?: unknown } | undefined
    const locale = isAdminLocale(layout?.adminLocale) ? layout.adminLocale : 'hr'
    return [{ title: `${adminTranslate(locale, titleKey)} · ${adminTranslate(locale, 'admin.title')}` }, { name: 'robots', content: 'noindex' }]
  }
}
