import { describe, expect, it } from 'vitest'
import { localeFromAcceptLanguage, localeFromPath, stripLocale } from './locales'
import { translate } from './translate'

describe('locale from path', () => {
  it('reads the prefix; no prefix is Croatian', () => {
    expect(localeFromPath('/')).toBe('hr')
    expect(localeFromPath('/kosarica')).toBe('hr')
    expect(localeFromPath('/en')).toBe('en')
    expect(localeFromPath('/de/kasse')).toBe('de')
    // `/hr/...` is not a prefix: Croatian has none (§2).
    expect(localeFromPath('/hr/kosarica')).toBe('hr')
    expect(localeFromPath('/english')).toBe('hr')
  })

  it('strips the prefix', () => {
    expect(stripLocale('/en')).toBe('/')
    expect(stripLocale('/en/cart')).toBe('/cart')
    expect(stripLocale('/kosarica')).toBe('/kosarica')
  })
})

describe('locale from Accept-Language', () => {
  it('picks the best supported language by q-value', () => {
    expect(localeFromAcceptLanguage('de-AT,de;q=0.9,en;q=0.8')).toBe('de')
    expect(localeFromAcceptLanguage('fr-FR,fr;q=0.9,en;q=0.5')).toBe('en')
    expect(localeFromAcceptLanguage('en;q=0.3, hr;q=0.9')).toBe('hr')
    expect(localeFromAcceptLanguage('fr, it')).toBeNull()
    expect(localeFromAcceptLanguage('')).toBeNull()
    expect(localeFromAcceptLanguage('de;q=0')).toBeNull()
  })
})

describe('translate', () => {
  it('uses the spec catalogue texts and fills placeholders', () => {
    expect(translate('hr', 'validation.required')).toBe('Unos ovog polja je obavezan')
    expect(translate('hr', 'validation.minLength', { length: 8 })).toBe(
      'Minimalan broj znakova potrebnih za ovo polje je 8',
    )
    expect(translate('de', 'validation.maxLength', { length: 75 })).toBe('Dieses Feld erlaubt höchstens 75 Zeichen')
  })
})
