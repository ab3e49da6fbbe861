import type { Locale } from '../../../../../common/i18n/locales'
import { section } from '../build'
import { apartmentDocumentCategory } from '../documents'
import { localRef, pageLink, type DemoContext, type DemoPage } from './context'

/** Anchors of the apartment page's sections; the menu links to them (third menu level). */
export const apartmentAnchors = {
  list: { hr: 'popis-stanova', en: 'apartment-list', de: 'wohnungsliste' },
  faq: { hr: 'cesta-pitanja', en: 'faq', de: 'haeufige-fragen' },
} as const

const layouts = [
  { rooms: 2, area: 54.3 },
  { rooms: 3, area: 78.6 },
  { rooms: 1.5, area: 42.1 },
  { rooms: 4, area: 104.8 },
] as const

/** Buildings A and B (phase 1): five floors, four apartments each; a fixed, believable mix of statuses. */
export function demoUnits(buildingWord: string) {
  return ['A', 'B'].flatMap((building, b) =>
    [0, 1, 2, 3, 4].flatMap((floor) =>
      layouts.map((layout, position) => {
        const index = b * 20 + floor * 4 + position
        const roll = (index * 37 + 11) % 20
        const status = roll < 8 ? 'sold' : roll < 11 ? 'reserved' : 'available'
        const area = floor === 4 && position === 3 ? 118.2 : layout.area
        const euros = Math.round((area * (3900 + floor * 90 + b * 40)) / 100) * 100
        return {
          label: `${building}${floor}.${position + 1}`,
          building: `${buildingWord} ${building}`,
          floor,
          rooms: layout.rooms,
          areaM2: area,
          priceCents: index % 9 === 4 ? undefined : euros * 100,
          status,
        }
      }),
    ),
  )
}

const copy = {
  hr: {
    slug: 'stanovi',
    title: 'Stanovi',
    seo: 'Popis stanova u Vrtovima Save: površine, katovi, cijene i dostupnost, od 42 do 118 m².',
    building: 'Zgrada',
    heading: 'Pronađite stan koji vam odgovara',
    intro:
      '<p>U prvoj fazi prodajemo 40 stanova u zgradama A i B: od jednosobnih stanova za prvi dom do četverosobnih stanova s terasom na zadnjem katu.</p><p>Cijene su fiksne i uključuju PDV. Uz svaki stan možete kupiti garažno mjesto i spremište.</p>',
    listHeading: 'Popis stanova – faza 1',
    listNote: 'Cijene uključuju PDV od 25 %. Garažno mjesto: 22.000,00 €, spremište: 6.500,00 €. Stanje ažuriramo svakog radnog dana.',
    documentsHeading: 'Cjenik i tlocrti za preuzimanje',
    documentsIntro: 'Cjenik i tlocrte preuzmite u PDF-u. Tlocrte zgrade B dijelimo s prijavljenim članovima.',
    includedHeading: 'Uključeno u cijenu',
    included: [
      ['water', 'Kupaonica po izboru', 'Keramika i sanitarije iz tri kompleta po vašem izboru.'],
      ['sun', 'Vanjske rolete', 'Električne rolete na svim prozorima spavaćih soba.'],
      ['bolt', 'Priprema za punjač', 'Instalacija za punjač električnog automobila na garažnom mjestu.'],
    ],
    faqHeading: 'Česta pitanja o kupnji',
    faq: [
      ['Kada je useljenje?', '<p>Zgrade A i B useljive su u proljeće 2027., a zgrade C i D krajem 2027. Točan datum upisujemo u ugovor.</p>'],
      ['Kako se plaća stan?', '<p>Nakon potpisa ugovora plaća se 15 % cijene, a ostatak u četiri rate prema dovršenim fazama gradnje. Svaku uplatu štiti bankovna garancija.</p>'],
      ['Mogu li kupiti stan kreditom?', '<p>Da. Surađujemo s tri banke koje poznaju projekt, pa je procjena nekretnine brža. Rado ćemo vas povezati s njima.</p>'],
      ['Mogu li promijeniti raspored prostorija?', '<p>Do početka završnih radova unutarnje zidove moguće je pomaknuti bez doplate. Arhitekt s vama prolazi sve izmjene.</p>'],
      ['Je li stan moguće rezervirati?', '<p>Stan rezervirate na 15 dana uz depozit od 2.000,00 €, koji se uračunava u cijenu ili vraća ako ne sklopite ugovor.</p>'],
    ],
    ctaHeading: 'Niste pronašli pravi stan?',
    ctaText: 'Za fazu 2 primamo upite već sada – javite nam koju veličinu tražite.',
    ctaPrimary: 'Pošaljite upit',
  },
  en: {
    slug: 'apartments',
    title: 'Apartments',
    seo: 'Apartment list at Vrtovi Save: sizes, floors, prices and availability, from 42 to 118 m².',
    building: 'Building',
    heading: 'Find the apartment that suits you',
    intro:
      '<p>In the first phase we are selling 40 apartments in buildings A and B: from one-bedroom first homes to three-bedroom apartments with a top-floor terrace.</p><p>Prices are fixed and include VAT. A garage space and a storage room can be bought with every apartment.</p>',
    listHeading: 'Apartment list – phase 1',
    listNote: 'Prices include 25% VAT. Garage space: €22,000.00, storage room: €6,500.00. Availability is updated every working day.',
    documentsHeading: 'Price list and floor plans to download',
    documentsIntro: 'Download the price list and floor plans as PDF. The plans of building B are shared with logged-in members.',
    includedHeading: 'Included in the price',
    included: [
      ['water', 'Your choice of bathroom', 'Tiles and fittings from three sets of your choice.'],
      ['sun', 'External blinds', 'Electric blinds on all bedroom windows.'],
      ['bolt', 'EV charger ready', 'Wiring for an electric car charger at your parking space.'],
    ],
    faqHeading: 'Frequently asked questions',
    faq: [
      ['When can I move in?', '<p>Buildings A and B are ready in spring 2027, buildings C and D at the end of 2027. The exact date is written into the contract.</p>'],
      ['How do I pay?', '<p>15% of the price is due on signing, the rest in four instalments as building phases are completed. Every payment is protected by a bank guarantee.</p>'],
      ['Can I buy with a mortgage?', '<p>Yes. We work with three banks that know the project, so the valuation is quicker. We are happy to put you in touch.</p>'],
      ['Can I change the layout?', '<p>Until finishing works begin, interior walls can be moved at no extra cost. The architect goes through every change with you.</p>'],
      ['Can I reserve an apartment?', '<p>You can reserve an apartment for 15 days with a €2,000.00 deposit, which counts towards the price or is refunded if you do not sign.</p>'],
    ],
    ctaHeading: 'Not found the right one?',
    ctaText: 'We are already taking enquiries for phase 2 – tell us what size you are looking for.',
    ctaPrimary: 'Send an enquiry',
  },
  de: {
    slug: 'wohnungen',
    title: 'Wohnungen',
    seo: 'Wohnungsliste von Vrtovi Save: Flächen, Etagen, Preise und Verfügbarkeit, 42 bis 118 m².',
    building: 'Haus',
    heading: 'Finden Sie die passende Wohnung',
    intro:
      '<p>In der ersten Phase verkaufen wir 40 Wohnungen in den Häusern A und B: von der Einzimmerwohnung für den Start bis zur Vierzimmerwohnung mit Dachterrasse.</p><p>Die Preise sind Festpreise inklusive Mehrwertsteuer. Zu jeder Wohnung können Sie einen Stellplatz und einen Abstellraum erwerben.</p>',
    listHeading: 'Wohnungsliste – Phase 1',
    listNote: 'Preise inkl. 25 % MwSt. Stellplatz: 22.000,00 €, Abstellraum: 6.500,00 €. Die Verfügbarkeit wird jeden Werktag aktualisiert.',
    documentsHeading: 'Preisliste und Grundrisse zum Herunterladen',
    documentsIntro: 'Laden Sie die Preisliste und die Grundrisse als PDF herunter. Die Pläne von Gebäude B erhalten angemeldete Mitglieder.',
    includedHeading: 'Im Preis enthalten',
    included: [
      ['water', 'Bad nach Wahl', 'Fliesen und Sanitärobjekte aus drei Linien Ihrer Wahl.'],
      ['sun', 'Außenrollläden', 'Elektrische Rollläden an allen Schlafzimmerfenstern.'],
      ['bolt', 'Vorbereitung für Wallbox', 'Leitungen für eine Ladestation am Stellplatz.'],
    ],
    faqHeading: 'Häufige Fragen zum Kauf',
    faq: [
      ['Wann ist der Bezug?', '<p>Die Häuser A und B sind im Frühjahr 2027 bezugsfertig, C und D Ende 2027. Das genaue Datum steht im Vertrag.</p>'],
      ['Wie wird bezahlt?', '<p>Bei Vertragsunterzeichnung sind 15 % fällig, der Rest in vier Raten nach Baufortschritt. Jede Zahlung ist durch eine Bankgarantie abgesichert.</p>'],
      ['Kann ich mit Kredit kaufen?', '<p>Ja. Wir arbeiten mit drei Banken zusammen, die das Projekt kennen, daher geht die Bewertung schneller.</p>'],
      ['Kann ich den Grundriss ändern?', '<p>Bis zum Beginn des Innenausbaus lassen sich Innenwände ohne Aufpreis versetzen. Der Architekt bespricht jede Änderung mit Ihnen.</p>'],
      ['Kann ich eine Wohnung reservieren?', '<p>Gegen eine Anzahlung von 2.000,00 € reservieren Sie eine Wohnung 15 Tage lang; sie wird angerechnet oder erstattet.</p>'],
    ],
    ctaHeading: 'Nicht die richtige gefunden?',
    ctaText: 'Für Phase 2 nehmen wir schon jetzt Anfragen entgegen – sagen Sie uns, welche Größe Sie suchen.',
    ctaPrimary: 'Anfrage senden',
  },
} satisfies Record<Locale, unknown>

export function apartmentsPage(ctx: DemoContext): DemoPage {
  const build = (locale: Locale) => {
    const c = copy[locale]
    return {
      slug: c.slug,
      title: c.title,
      seoDescription: c.seo,
      sections: [
        section(
          'text-image',
          { heading: c.heading, html: c.intro, image: localRef(ctx.media.floorPlan, locale) },
          { imagePosition: 'right', imageRatio: 'landscape' },
          { imagePosition: 'bottom' },
        ),
        section(
          'units',
          { heading: c.listHeading, units: demoUnits(c.building), note: c.listNote },
          { anchor: apartmentAnchors.list[locale], background: 'light' },
        ),
        section('documents', { heading: c.documentsHeading, intro: c.documentsIntro, category: apartmentDocumentCategory }, { columns: 1 }),
        section('features', { heading: c.includedHeading, items: c.included.map(([icon, title, text]) => ({ icon, title, text })) }, { columns: 3 }),
        section(
          'faq',
          { heading: c.faqHeading, items: c.faq.map(([question, answer]) => ({ question, answer })) },
          { anchor: apartmentAnchors.faq[locale], background: 'light', isFirstOpen: true },
        ),
        section('cta', { heading: c.ctaHeading, text: c.ctaText, primary: { label: c.ctaPrimary, link: pageLink(ctx, 'contact') } }, { background: 'brand' }),
      ],
    }
  }
  return { hr: build('hr'), en: build('en'), de: build('de') }
}
