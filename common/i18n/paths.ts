import { defaultLocale, localePrefix, type Locale } from './locales'

/**
 * The one route table (§2). Every page exists in every locale; a locale without its own
 * translation uses the English path. `routes.ts` generates the router's routes from it and
 * `pathFor` builds links from it, so a path is written down exactly once.
 */
export const routeTable = {
  product: { file: 'routes/product.tsx', en: 'product/:slug?', de: 'produkt/:slug?' },
  login: { file: 'routes/login.tsx', en: 'login', hr: 'prijava' },
  register: { file: 'routes/register.tsx', en: 'register', hr: 'registracija' },
  profile: { file: 'routes/profile.tsx', en: 'profile', hr: 'profil' },
  profileOrder: { file: 'routes/profile-order.tsx', en: 'profile/orders/:slug', hr: 'profil/narudzbe/:slug', de: 'profil/bestellungen/:slug' },
  cart: { file: 'routes/cart.tsx', en: 'cart', hr: 'kosarica', de: 'einkaufswagen' },
  shop: { file: 'routes/shop.tsx', en: 'shop/:slug?' },
  checkout: { file: 'routes/checkout.tsx', en: 'checkout', hr: 'naplata', de: 'kasse' },
  checkoutSuccess: { file: 'routes/checkout-success.tsx', en: 'checkout/success', hr: 'naplata/uspjesna' },
  checkoutFailure: { file: 'routes/checkout-failure.tsx', en: 'checkout/failure' },
  search: { file: 'routes/search.tsx', en: 'search', hr: 'pretraga', de: 'suche' },
  blog: { file: 'routes/blog.tsx', en: 'blog/:slug?', hr: 'objave/:slug?' },
  forgotPassword: { file: 'routes/forgot-password.tsx', en: 'forgot-password', hr: 'zaboravljena-lozinka' },
  socialLogin: { file: 'routes/social-login.tsx', en: 'social-login' },
  event: { file: 'routes/event.tsx', en: 'event/:id', hr: 'dogadjaj/:id' },
  confirmEmail: { file: 'routes/confirm-email.tsx', en: 'confirm-email', hr: 'potvrdi-email' },
  withdrawal: { file: 'routes/withdrawal.tsx', en: 'withdrawal', hr: 'raskid-ugovora', de: 'widerruf' },
  withdrawalForm: { file: 'routes/withdrawal-form.tsx', en: 'withdrawal-form', hr: 'obrazac-za-raskid', de: 'widerrufsformular' },
  complaint: { file: 'routes/complaint.tsx', en: 'complaint', hr: 'reklamacija', de: 'reklamation' },
  page: { file: 'routes/cms-page.tsx', en: ':slug?' },
} as const satisfies Record<string, RouteEntry>

interface RouteEntry {
  file: string
  en: string
  hr?: string
  de?: string
}

export type RouteName = keyof typeof routeTable

/** The path pattern (without locale prefix or leading slash) of a route in a locale. */
export function routePattern(name: RouteName, locale: Locale): string {
  const entry: RouteEntry = routeTable[name]
  return entry[locale] ?? entry.en
}

export type RouteParams = Record<string, string | number | undefined>

/**
 * The site-relative URL of a route in a locale: `pathFor('cart', 'hr')` → `/kosarica`,
 * `pathFor('product', 'de', { slug: 'sofa' })` → `/de/produkt/sofa`.
 */
export function pathFor(name: RouteName, locale: Locale = defaultLocale, params: RouteParams = {}): string {
  const filled = routePattern(name, locale)
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment
      const key = segment.replace(/^:|\?$/g, '')
      const value = params[key]
      if (value === undefined || value === '') {
        if (segment.endsWith('?')) return null
        throw new Error(`pathFor(${name}): missing parameter "${key}"`)
      }
      return encodeURIComponent(String(value))
    })
    .filter((segment): segment is string => segment !== null)
    .join('/')
  const path = `${localePrefix(locale)}/${filled}`
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
}

/** The URL of a CMS page; the home page (§9: slug `pocetna`) lives at the locale root. */
export function pagePath(locale: Locale, slug: string, homeSlug: string): string {
  return slug === homeSlug ? localePrefix(locale) || '/' : pathFor('page', locale, { slug })
}
