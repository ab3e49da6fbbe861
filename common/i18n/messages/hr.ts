/**
 * The Croatian message catalogue: the source every other locale translates. Keys follow the spec's
 * notification keys (§8) where the spec names them; texts are the spec's where it gives them (§5).
 */
export const hr = {
  // §5 validation catalogue
  'validation.required': 'Unos ovog polja je obavezan',
  'validation.email': 'Unesite uzorak adrese elektroničke pošte',
  'validation.minLength': 'Minimalan broj znakova potrebnih za ovo polje je {length}',
  'validation.maxLength': 'Maksimalan broj znakova za ovo polje je {length}',
  'validation.sameAs': 'Vrijednosti se ne podudaraju',
  'validation.repeatPassword': 'Unesene lozinke se ne podudaraju',
  'validation.differentPassword': 'Nova i stara lozinka se ne smiju podudarati',
  'validation.alphaSpecialChars': 'Unos sadrži posebne znakove! Koristite samo slova.',
  'validation.slugTooShort': 'Slug mora imati najmanje 4 znaka',
  'validation.slugFormat': 'Slug smije sadržavati samo mala slova, brojke i crtice',
  'validation.invalid': 'Neispravan unos',
  'validation.unknownRule': '[nepoznato pravilo provjere: {rule}]',

  // errors and error page (§8)
  'error.pageNotFound': 'Stranica nije pronađena',
  'error.pageNotFoundDescription': 'Stranica koju tražite ne postoji ili je premještena.',
  'error.generic': 'Došlo je do pogreške',
  'error.genericDescription': 'Nešto je pošlo po zlu. Pokušajte ponovno za nekoliko trenutaka.',
  'error.backToHome': 'Natrag na početnu',
  'error.somethingWentWrong': 'Nešto je pošlo po zlu',
  'error.notFound': 'Traženi sadržaj nije pronađen',
  'error.badRequest': 'Neispravan zahtjev',
  'error.forbidden': 'Nemate ovlasti za ovu radnju',
  'error.unauthorized': 'Za ovu radnju se morate prijaviti',
  'error.tooManyRequests': 'Previše zahtjeva. Pokušajte ponovno za {seconds} s.',
  'error.invalidRedirect': 'Adresa preusmjeravanja mora biti unutar ove stranice',
  'error.crossSite': 'Zahtjev s druge stranice je odbijen',

  // layout
  'layout.skipToContent': 'Preskoči na sadržaj',
  'layout.mainNavigation': 'Glavna navigacija',
  'layout.openMenu': 'Otvori izbornik',
  'layout.closeMenu': 'Zatvori izbornik',
  'layout.expandSubmenu': 'Proširi podizbornik: {title}',
  'layout.language': 'Jezik',
  'layout.switchLanguage': 'Promijeni jezik u {language}',
  'layout.home': 'Početna',
  'layout.search': 'Pretraži',
  'layout.searchPlaceholder': 'Pretraži proizvode...',
  'layout.closeSearch': 'Zatvori pretragu',
  'layout.cart': 'Košarica',
  'layout.account': 'Moj račun',
  'layout.footerNavigation': 'Podnožje',
  'layout.copyright': '© {year} {name}. Sva prava pridržana.',
  'layout.loading': 'Učitavanje…',
  'layout.close': 'Zatvori',
  'layout.notifications': 'Obavijesti',

  // cookie banner (§2; GDPR choices per DESIGN decisions)
  'cookies.title': 'Kolačići',
  'cookies.message':
    'Koristimo kolačiće kako bi stranica radila ispravno te, uz vašu privolu, za analitiku i marketing.',
  'cookies.privacyPolicy': 'Pravila privatnosti',
  'cookies.accept': 'Prihvaćam sve',
  'cookies.necessaryOnly': 'Samo nužni',
  'cookies.settings': 'Postavke',
  'cookies.save': 'Spremi odabir',
  'cookies.necessary': 'Nužni',
  'cookies.analytics': 'Analitika',
  'cookies.marketing': 'Marketing',

  // maintenance
  'maintenance.title': 'Radovi u tijeku',
  'maintenance.message': 'Stranica je trenutno u održavanju. Vratite se uskoro.',

  // version badge (non-production)
  'dev.version': 'Verzija {version}',
  'dev.changelog': 'Popis promjena',
  'dev.documentation': 'Dokumentacija',
  'dev.changeDomain': 'Promijeni domenu',
  'dev.sectionTool': 'Alat za sekcije',
  'dev.selected': 'Odabrano: ',
  'dev.none': 'Nijedna',
  'dev.rebuildNeeded': 'Odabrana domena razlikuje se od konfigurirane — potrebna je ponovna izgradnja.',

  // page shells
  'page.shop': 'Trgovina',
  'page.categories': 'Kategorije',
  'page.product': 'Proizvod',
  'page.cart': 'Košarica',
  'page.checkout': 'Naplata',
  'page.checkoutSuccess': 'Narudžba je zaprimljena',
  'page.checkoutSuccessOrder': 'Broj narudžbe: {orderSlug}',
  'page.checkoutFailure': 'Plaćanje nije uspjelo',
  'page.search': 'Pretraga',
  'page.blog': 'Objave',
  'page.login': 'Prijava',
  'page.register': 'Registracija',
  'page.profile': 'Profil',
  'page.forgotPassword': 'Zaboravljena lozinka',
  'page.socialLogin': 'Prijava putem društvenih mreža',
  'page.event': 'Događaj',
  'page.confirmEmail': 'Potvrda e-pošte',
  'page.admin': 'Administracija',
  'page.adminLogin': 'Prijava u administraciju',
  'page.sectionTool': 'Alat za sekcije',
  'page.comingSoon': 'Ovaj dio trgovine uskoro otvaramo.',
  'page.emptyCart': 'Vaša košarica je prazna.',
  'page.continueShopping': 'Nastavi kupovinu',

  // sections
  'section.openLightbox': 'Povećaj sliku: {title}',
  'section.closeLightbox': 'Zatvori pregled slike',
  'section.previousImage': 'Prethodna slika',
  'section.nextImage': 'Sljedeća slika',
  'section.imageOf': 'Slika {index} od {total}',
  'section.playVideo': 'Pokreni video: {title}',
  'section.openInMaps': 'Otvori u kartama',
  'section.address': 'Adresa',
  'section.phone': 'Telefon',
  'section.email': 'E-pošta',
  'section.workingHours': 'Radno vrijeme',
  'section.unknown': 'Nepoznata sekcija: {handler}',

  // toasts
  'toast.dismiss': 'Zatvori obavijest',
} as const

export type MessageKey = keyof typeof hr
