import type { Locale } from '../../../../../common/i18n/locales'
import { section } from '../build'
import { localRef, pageLink, project, type DemoContext, type DemoPage } from './context'

/** Places near the project: icon, distance in metres, minutes and how you get there. */
const places = [
  { icon: 'bus', meters: 180, minutes: 3, mode: 'walk', hr: 'Tramvajska stanica Savski most', en: 'Savski most tram stop', de: 'Straßenbahnhaltestelle Savski most' },
  { icon: 'school', meters: 450, minutes: 6, mode: 'walk', hr: 'Osnovna škola i vrtić', en: 'Primary school and kindergarten', de: 'Grundschule und Kindergarten' },
  { icon: 'cart', meters: 600, minutes: 8, mode: 'walk', hr: 'Supermarket i tržnica', en: 'Supermarket and market', de: 'Supermarkt und Markt' },
  { icon: 'bike', meters: 350, minutes: 2, mode: 'bike', hr: 'Biciklistička staza uz Savu', en: 'Cycle path along the Sava', de: 'Radweg an der Save' },
  { icon: 'heart', meters: 1300, minutes: 5, mode: 'car', hr: 'Dom zdravlja', en: 'Health centre', de: 'Gesundheitszentrum' },
  { icon: 'tree', meters: 900, minutes: 11, mode: 'walk', hr: 'Jarun i Bundek', en: 'Jarun and Bundek lakes', de: 'Seen Jarun und Bundek' },
  { icon: 'home', meters: 3200, minutes: 12, mode: 'transit', hr: 'Trg bana Jelačića', en: 'Ban Jelačić Square', de: 'Ban-Jelačić-Platz' },
] as const

const copy = {
  hr: {
    slug: 'lokacija',
    title: 'Lokacija',
    seo: 'Vrtovi Save nalaze se u Trnju, uz Savu: škola, tramvaj, trgovine i park na nekoliko minuta hoda.',
    heading: 'Savska cesta 120, Trnje',
    intro: 'Mirna ulica uz nasip, a sve što vam treba svaki dan – škola, tramvaj, trgovina – udaljeno je nekoliko minuta hoda.',
    address: [...project.address, 'Hrvatska'],
    dailyHeading: 'Svakodnevica bez automobila',
    daily: [
      ['bus', 'Tramvaj i autobus', 'Linije 3, 13 i 14 te noćni autobus staju 180 metara od ulaza.'],
      ['school', 'Škola i vrtić', 'Osnovna škola, dva vrtića i glazbena škola u radijusu od 800 metara.'],
      ['cart', 'Trgovine', 'Supermarket, pekara, ljekarna i kvartovska tržnica subotom.'],
      ['bike', 'Uz rijeku', 'Dvadesetak kilometara staza za bicikl i trčanje, od Jaruna do Mosta slobode.'],
    ],
    riverHeading: 'Sava na kraju ulice',
    riverHtml:
      '<p>Nasip je zagrebački dnevni boravak na otvorenom: jutarnje trčanje, vikend s djecom, piknik uz vodu. Iz Vrtova Save do njega stižete kroz park, bez prelaženja prometne ceste.</p>',
    ctaHeading: 'Dođite pogledati gradilište',
    ctaText: 'Prodajni ured nalazi se na samom gradilištu. Parkirati možete u dvorištu.',
    ctaPrimary: 'Kontakt i radno vrijeme',
  },
  en: {
    slug: 'location',
    title: 'Location',
    seo: 'Vrtovi Save is in Trnje by the Sava: school, tram, shops and a park a few minutes’ walk away.',
    heading: 'Savska cesta 120, Trnje',
    intro: 'A quiet street by the embankment, with everything you need every day – school, tram, shops – a few minutes’ walk away.',
    address: [...project.address, 'Croatia'],
    dailyHeading: 'Everyday life without a car',
    daily: [
      ['bus', 'Tram and bus', 'Lines 3, 13 and 14 and the night bus stop 180 metres from the entrance.'],
      ['school', 'School and kindergarten', 'A primary school, two kindergartens and a music school within 800 metres.'],
      ['cart', 'Shops', 'A supermarket, bakery, pharmacy and a local market on Saturdays.'],
      ['bike', 'By the river', 'Some twenty kilometres of paths for cycling and running, from Jarun to Liberty Bridge.'],
    ],
    riverHeading: 'The Sava at the end of the street',
    riverHtml:
      '<p>The embankment is Zagreb’s open-air living room: a morning run, a weekend with the children, a picnic by the water. From Vrtovi Save you reach it through the park, without crossing a busy road.</p>',
    ctaHeading: 'Come and see the site',
    ctaText: 'The sales office is on the building site itself. You can park in the courtyard.',
    ctaPrimary: 'Contact and opening hours',
  },
  de: {
    slug: 'lage',
    title: 'Lage',
    seo: 'Vrtovi Save liegt in Trnje an der Save: Schule, Straßenbahn, Geschäfte und Park in wenigen Gehminuten.',
    heading: 'Savska cesta 120, Trnje',
    intro: 'Eine ruhige Straße am Damm – und alles für den Alltag, Schule, Straßenbahn, Einkauf, nur wenige Gehminuten entfernt.',
    address: [...project.address, 'Kroatien'],
    dailyHeading: 'Alltag ohne Auto',
    daily: [
      ['bus', 'Straßenbahn und Bus', 'Die Linien 3, 13 und 14 sowie der Nachtbus halten 180 Meter vom Eingang.'],
      ['school', 'Schule und Kindergarten', 'Grundschule, zwei Kindergärten und Musikschule im Umkreis von 800 Metern.'],
      ['cart', 'Einkaufen', 'Supermarkt, Bäckerei, Apotheke und samstags ein Wochenmarkt.'],
      ['bike', 'Am Fluss', 'Rund zwanzig Kilometer Wege zum Radfahren und Laufen, von Jarun bis zur Freiheitsbrücke.'],
    ],
    riverHeading: 'Die Save am Ende der Straße',
    riverHtml:
      '<p>Der Damm ist Zagrebs Wohnzimmer unter freiem Himmel: Morgenlauf, Wochenende mit Kindern, Picknick am Wasser. Von Vrtovi Save erreichen Sie ihn durch den Park, ohne eine Hauptstraße zu überqueren.</p>',
    ctaHeading: 'Besuchen Sie die Baustelle',
    ctaText: 'Das Verkaufsbüro befindet sich direkt auf der Baustelle. Parken können Sie im Hof.',
    ctaPrimary: 'Kontakt und Öffnungszeiten',
  },
} satisfies Record<Locale, unknown>

export function locationSectionFor(ctx: DemoContext, locale: Locale, input: { heading: string; intro?: string; withNearby: boolean }) {
  return section(
    'location',
    {
      heading: input.heading,
      intro: input.intro,
      map: localRef(ctx.media.map, locale),
      addressLines: copy[locale].address,
      latitude: project.latitude,
      longitude: project.longitude,
      zoom: 16,
      nearby: input.withNearby
        ? places.map((place) => ({ icon: place.icon, name: place[locale], distanceMeters: place.meters, minutes: place.minutes, mode: place.mode }))
        : [],
    },
    { mapPosition: input.withNearby ? 'left' : 'right' },
    { mapPosition: 'top' },
  )
}

export function locationPage(ctx: DemoContext): DemoPage {
  const build = (locale: Locale) => {
    const c = copy[locale]
    return {
      slug: c.slug,
      title: c.title,
      seoDescription: c.seo,
      sections: [
        locationSectionFor(ctx, locale, { heading: c.heading, intro: c.intro, withNearby: true }),
        section(
          'features',
          { heading: c.dailyHeading, items: c.daily.map(([icon, title, text]) => ({ icon, title, text })) },
          { columns: 4, background: 'light' },
          { columns: 1 },
        ),
        section(
          'text-image',
          { heading: c.riverHeading, html: c.riverHtml, image: localRef(ctx.media.riverside, locale) },
          { imagePosition: 'right', imageRatio: 'landscape' },
          { imagePosition: 'top' },
        ),
        section('cta', { heading: c.ctaHeading, text: c.ctaText, primary: { label: c.ctaPrimary, link: pageLink(ctx, 'contact') } }, { background: 'light' }),
      ],
    }
  }
  return { hr: build('hr'), en: build('en'), de: build('de') }
}
