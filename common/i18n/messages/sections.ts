/** Messages of the sections area, in every language; hr is the source the others translate. */
export const hr = {
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
} as const

export const en: Record<keyof typeof hr, string> = {
  'section.openLightbox': 'Enlarge image: {title}',
  'section.closeLightbox': 'Close image preview',
  'section.previousImage': 'Previous image',
  'section.nextImage': 'Next image',
  'section.imageOf': 'Image {index} of {total}',
  'section.playVideo': 'Play video: {title}',
  'section.openInMaps': 'Open in maps',
  'section.address': 'Address',
  'section.phone': 'Phone',
  'section.email': 'E-mail',
  'section.workingHours': 'Opening hours',
  'section.unknown': 'Unknown section: {handler}',
}

export const de: Record<keyof typeof hr, string> = {
  'section.openLightbox': 'Bild vergrößern: {title}',
  'section.closeLightbox': 'Bildvorschau schließen',
  'section.previousImage': 'Vorheriges Bild',
  'section.nextImage': 'Nächstes Bild',
  'section.imageOf': 'Bild {index} von {total}',
  'section.playVideo': 'Video abspielen: {title}',
  'section.openInMaps': 'In Karten öffnen',
  'section.address': 'Adresse',
  'section.phone': 'Telefon',
  'section.email': 'E-Mail',
  'section.workingHours': 'Öffnungszeiten',
  'section.unknown': 'Unbekannter Abschnitt: {handler}',
}
