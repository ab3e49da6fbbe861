import { matchPath } from 'react-router'
import { describe, expect, it } from 'vitest'
import { locales, localeFromPath, stripLocale } from './locales'
import { matchSitePath } from './match-route'
import { pagePath, pathFor, routePattern, routeTable, type RouteName } from './paths'

describe('pathFor', () => {
  it.each([
    ['cart', 'hr', '/kosarica'],
    ['cart', 'en', '/en/cart'],
    ['cart', 'de', '/de/einkaufswagen'],
    ['checkout', 'de', '/de/kasse'],
    ['checkoutSuccess', 'hr', '/naplata/uspjesna'],
    ['search', 'de', '/de/suche'],
    ['login', 'hr', '/prijava'],
    ['forgotPassword', 'hr', '/zaboravljena-lozinka'],
    ['confirmEmail', 'hr', '/potvrdi-email'],
    // §2 gives no Croatian path for these: the English one is used.
    ['shop', 'hr', '/shop'],
    ['socialLogin', 'de', '/de/social-login'],
    ['checkoutFailure', 'hr', '/checkout/failure'],
  ] as const)('%s in %s is %s', (name, locale, expected) => {
    expect(pathFor(name, locale)).toBe(expected)
  })

  it('fills parameters and leaves out empty optional ones', () => {
    expect(pathFor('product', 'de', { slug: 'kuhinja' })).toBe('/de/produkt/kuhinja')
    expect(pathFor('product', 'hr')).toBe('/product')
    expect(pathFor('blog', 'hr', { slug: 'novosti' })).toBe('/objave/novosti')
    expect(pathFor('event', 'hr', { id: 12 })).toBe('/dogadjaj/12')
    expect(pathFor('page', 'en')).toBe('/en')
  })

  it('encodes parameter values', () => {
    expect(pathFor('product', 'hr', { slug: 'a b/c' })).toBe('/product/a%20b%2Fc')
  })

  it('refuses to build a path with a missing required parameter', () => {
    expect(() => pathFor('event', 'hr')).toThrow(/missing parameter "id"/)
  })
})

describe('pagePath', () => {
  it('puts the home page at the locale root and other pages under their slug', () => {
    expect(pagePath('hr', 'pocetna', 'pocetna')).toBe('/')
    expect(pagePath('en', 'pocetna', 'pocetna')).toBe('/en')
    expect(pagePath('de', 'lage', 'pocetna')).toBe('/de/lage')
  })
})

describe('matchSitePath', () => {
  it('matches every route of the table in every locale back to itself', () => {
    for (const name of Object.keys(routeTable) as RouteName[]) {
      for (const locale of ['hr', 'en', 'de'] as const) {
        const params = { slug: 'abcd', id: '7' }
        const path = pathFor(name, locale, routePattern(name, locale).includes(':') ? params : {})
        expect(matchSitePath(path), `${name} ${locale} ${path}`).toMatchObject({ name, locale })
      }
    }
  })

  it('sends unknown single segments to the CMS catch-all and rejects deeper unknown paths', () => {
    expect(matchSitePath('/o-projektu')).toEqual({ name: 'page', locale: 'hr', params: { slug: 'o-projektu' } })
    expect(matchSitePath('/en/about')).toEqual({ name: 'page', locale: 'en', params: { slug: 'about' } })
    expect(matchSitePath('/a/b/c')).toBeNull()
  })

  it('answers what React Router\'s matchPath answers for the same patterns', () => {
    const samples = ['/', '/shop', '/shop/', '/SHOP/Stolice', '/shop/a%2Fb', '/product', '/en/product/sofa', '/de/produkt/sofa//', '/profil/narudzbe/12', '/profil/narudzbe',
      '/en/profile/orders/x', '/objave/prva', '/dogadjaj/5', '/kosarica/x', '/naplata/uspjesna', '/en/checkout/success/', '/o-projektu', '/a/b', '/_baseline', '/de', '/en/']
    const names = [...(Object.keys(routeTable) as RouteName[]).filter((name) => name !== 'page'), 'page' as const]
    for (const path of samples) {
      const locale = localeFromPath(path)
      expect(locales).toContain(locale)
      let expected: ReturnType<typeof matchSitePath> = null
      for (const name of names) {
        const match = matchPath({ path: `/${routePattern(name, locale)}`, end: true }, stripLocale(path))
        if (!match) continue
        const params: Record<string, string> = {}
        for (const [key, value] of Object.entries(match.params)) if (value) params[key] = value
        expected = { name, locale, params }
        break
      }
      expect(matchSitePath(path), path).toEqual(expected)
    }
  })
})
