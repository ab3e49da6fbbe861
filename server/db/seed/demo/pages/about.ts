import type { Locale } from '../../../../../common/i18n/locales'
import { section } from '../build'
import { localRef, pageLink, type DemoContext, type DemoPage } from './context'

const copy = {
  hr: {
    slug: 'o-projektu',
    title: 'O projektu',
    seo: 'Kako nastaju Vrtovi Save: arhitektura, park, standard gradnje i tko stoji iza projekta.',
    eyebrow: 'O projektu',
    heading: 'Četiri zgrade, jedan park i puno svjetla',
    intro:
      '<p>Vrtovi Save zamišljeni su kao mirno susjedstvo unutar grada. Umjesto jednog visokog bloka projektirali smo četiri zgrade od pet etaža, razmaknute tako da zimsko sunce dopire do svakog prizemlja.</p><p>Između zgrada nastaje park od dvanaest tisuća kvadrata, otvoren i za susjede iz okolnih ulica.</p>',
    story: 'Arhitektura bez suvišnog',
    storyHtml:
      '<p>Projekt potpisuje zagrebački ured Arhitekti Kvadrat. Pročelja su od svijetle opeke i drva, a svaki stan ima lođu ili terasu dubine najmanje dva metra, dovoljno za stol i četiri stolice.</p><h3>Gradnja u fazama</h3><ul><li><strong>Faza 1</strong> – zgrade A i B, useljenje u proljeće 2027.</li><li><strong>Faza 2</strong> – zgrade C i D, useljenje krajem 2027.</li></ul><p>Park i podzemna garaža dovršavaju se u prvoj fazi, tako da prvi stanari ne žive na gradilištu.</p>',
    standardHeading: 'Standard opremanja',
    standard: [
      ['sun', 'Orijentacija na dvije strane', 'Većina stanova ima prozore na dvije strane svijeta i prirodnu ventilaciju.'],
      ['ruler', 'Visina stropa 2,70 m', 'Prostorije djeluju prozračno, a velike stijene puštaju mnogo svjetla.'],
      ['water', 'Podno grijanje i hlađenje', 'Ugodna temperatura bez radijatora i klima-uređaja na zidovima.'],
      ['elevator', 'Dizalo do garaže', 'Iz garaže i spremišta dizalom ravno na svoj kat, bez stepenica.'],
      ['leaf', 'Zeleni krovovi', 'Krovovi zadržavaju kišnicu i ljeti hlade zadnje etaže.'],
      ['home', 'Pametna instalacija', 'Grijanje, rolete i potrošnju energije pratite na mobitelu.'],
    ],
    flexHeading: 'Stanovi koji rastu s vama',
    flexHtml:
      '<p>Nosivi zidovi smješteni su uz stubište i pročelja, pa se unutarnji raspored može prilagoditi prije početka završnih radova. Dnevni boravak s kuhinjom može postati manji, a radna soba veća – bez dodatnih troškova ako promjenu zatražite na vrijeme.</p>',
    partners: 'Investitor i partneri',
    ctaHeading: 'Želite vidjeti ogledni stan?',
    ctaText: 'Ogledni stan u zgradi A otvoren je svaki dan osim nedjelje. Dogovorite termin koji vam odgovara.',
    ctaPrimary: 'Dogovorite razgled',
    ctaSecondary: 'Galerija',
  },
  en: {
    slug: 'about-the-project',
    title: 'About the project',
    seo: 'How Vrtovi Save comes together: architecture, the park, build quality and who is behind it.',
    eyebrow: 'About the project',
    heading: 'Four buildings, one park and plenty of light',
    intro:
      '<p>Vrtovi Save is designed as a quiet neighbourhood within the city. Instead of one tall block we designed four five-storey buildings, spaced so that the winter sun reaches every ground floor.</p><p>Between them lies a twelve-thousand-square-metre park, open to neighbours from the surrounding streets too.</p>',
    story: 'Architecture without excess',
    storyHtml:
      '<p>The design is by the Zagreb studio Arhitekti Kvadrat. The facades are light brick and timber, and every apartment has a loggia or terrace at least two metres deep – enough for a table and four chairs.</p><h3>Built in phases</h3><ul><li><strong>Phase 1</strong> – buildings A and B, move-in in spring 2027.</li><li><strong>Phase 2</strong> – buildings C and D, move-in at the end of 2027.</li></ul><p>The park and the underground garage are finished in the first phase, so the first residents do not live on a building site.</p>',
    standardHeading: 'Specification',
    standard: [
      ['sun', 'Dual aspect', 'Most apartments have windows on two sides and natural cross-ventilation.'],
      ['ruler', '2.70 m ceilings', 'Rooms feel airy, and large glazing lets in plenty of light.'],
      ['water', 'Underfloor heating and cooling', 'Comfortable temperatures without radiators or wall-mounted air conditioners.'],
      ['elevator', 'Lift to the garage', 'From the garage and storage straight to your floor, no stairs.'],
      ['leaf', 'Green roofs', 'The roofs hold rainwater and keep the top floors cool in summer.'],
      ['home', 'Smart installation', 'Follow heating, blinds and energy use on your phone.'],
    ],
    flexHeading: 'Apartments that grow with you',
    flexHtml:
      '<p>Load-bearing walls sit along the stairwell and the facades, so the interior layout can be adapted before finishing works begin. The living room and kitchen can become smaller and the study larger – at no extra cost if you ask in time.</p>',
    partners: 'Developer and partners',
    ctaHeading: 'Would you like to see the show apartment?',
    ctaText: 'The show apartment in building A is open every day except Sunday. Book a time that suits you.',
    ctaPrimary: 'Book a viewing',
    ctaSecondary: 'Gallery',
  },
  de: {
    slug: 'uber-das-projekt',
    title: 'Über das Projekt',
    seo: 'Wie Vrtovi Save entsteht: Architektur, Park, Bauqualität und wer hinter dem Projekt steht.',
    eyebrow: 'Über das Projekt',
    heading: 'Vier Gebäude, ein Park und viel Licht',
    intro:
      '<p>Vrtovi Save ist als ruhige Nachbarschaft mitten in der Stadt geplant. Statt eines hohen Blocks haben wir vier fünfgeschossige Gebäude entworfen, so angeordnet, dass die Wintersonne jedes Erdgeschoss erreicht.</p><p>Dazwischen entsteht ein Park von zwölftausend Quadratmetern, offen auch für die Nachbarn aus den umliegenden Straßen.</p>',
    story: 'Architektur ohne Überflüssiges',
    storyHtml:
      '<p>Den Entwurf verantwortet das Zagreber Büro Arhitekti Kvadrat. Die Fassaden sind aus hellem Ziegel und Holz, und jede Wohnung hat eine Loggia oder Terrasse von mindestens zwei Metern Tiefe – genug für einen Tisch und vier Stühle.</p><h3>Bau in Phasen</h3><ul><li><strong>Phase 1</strong> – Gebäude A und B, Bezug im Frühjahr 2027.</li><li><strong>Phase 2</strong> – Gebäude C und D, Bezug Ende 2027.</li></ul><p>Park und Tiefgarage werden in der ersten Phase fertig, damit die ersten Bewohner nicht auf einer Baustelle leben.</p>',
    standardHeading: 'Ausstattung',
    standard: [
      ['sun', 'Zweiseitige Ausrichtung', 'Die meisten Wohnungen haben Fenster zu zwei Seiten und natürliche Querlüftung.'],
      ['ruler', 'Raumhöhe 2,70 m', 'Die Räume wirken luftig, große Fensterflächen bringen viel Licht.'],
      ['water', 'Fußbodenheizung und -kühlung', 'Angenehme Temperaturen ohne Heizkörper und Wandklimageräte.'],
      ['elevator', 'Aufzug bis in die Garage', 'Aus Garage und Abstellraum direkt in Ihr Stockwerk, ohne Treppen.'],
      ['leaf', 'Gründächer', 'Die Dächer halten Regenwasser zurück und kühlen im Sommer die oberen Etagen.'],
      ['home', 'Smarte Haustechnik', 'Heizung, Rollläden und Energieverbrauch am Handy verfolgen.'],
    ],
    flexHeading: 'Wohnungen, die mitwachsen',
    flexHtml:
      '<p>Die tragenden Wände liegen am Treppenhaus und an den Fassaden, daher lässt sich der Grundriss vor Beginn des Innenausbaus anpassen. Wohnküche kleiner, Arbeitszimmer größer – ohne Mehrkosten, wenn Sie es rechtzeitig wünschen.</p>',
    partners: 'Bauträger und Partner',
    ctaHeading: 'Möchten Sie die Musterwohnung sehen?',
    ctaText: 'Die Musterwohnung in Gebäude A ist täglich außer sonntags geöffnet. Vereinbaren Sie einen passenden Termin.',
    ctaPrimary: 'Besichtigung vereinbaren',
    ctaSecondary: 'Galerie',
  },
} satisfies Record<Locale, unknown>

export function aboutPage(ctx: DemoContext): DemoPage {
  const { media } = ctx
  const build = (locale: Locale) => {
    const c = copy[locale]
    return {
      slug: c.slug,
      title: c.title,
      seoDescription: c.seo,
      sections: [
        section(
          'text-image',
          { eyebrow: c.eyebrow, heading: c.heading, html: c.intro, image: localRef(media.heroDay, locale) },
          { imagePosition: 'right', paddingY: 'lg' },
          { imagePosition: 'top', paddingY: 'sm' },
        ),
        section('rich-text', { heading: c.story, html: c.storyHtml }, { background: 'light' }),
        section('features', {
          heading: c.standardHeading,
          items: c.standard.map(([icon, title, text]) => ({ icon, title, text })),
        }, { columns: 3 }, { columns: 1 }),
        section(
          'text-image',
          { heading: c.flexHeading, html: c.flexHtml, image: localRef(media.interiors[0]!, locale), cta: { label: c.ctaSecondary, link: pageLink(ctx, 'gallery') } },
          { imagePosition: 'left', imageRatio: 'square', background: 'light' },
          { imagePosition: 'bottom' },
        ),
        section(
          'logos',
          { heading: c.partners, logos: ctx.media.logos.map((logo) => ({ name: logo.title, image: { mediaId: logo.id } })) },
          { isGrayscale: false, size: 'lg' },
        ),
        section('upcoming-events', upcomingEvents[locale], { background: 'light' }),
        section(
          'cta',
          { heading: c.ctaHeading, text: c.ctaText, primary: { label: c.ctaPrimary, link: pageLink(ctx, 'contact') } },
          { layout: 'centered', background: 'brand', align: 'center' },
        ),
      ],
    }
  }
  return { hr: build('hr'), en: build('en'), de: build('de') }
}

const upcomingEvents = {
  hr: { heading: 'Nadolazeći događaji', intro: 'Upoznajte Vrtove Save uživo: razgledi, radionice i druženja susjeda.', limit: 3 },
  en: { heading: 'Upcoming events', intro: 'Meet Vrtovi Save in person: viewings, workshops and neighbours’ get-togethers.', limit: 3 },
  de: { heading: 'Kommende Veranstaltungen', intro: 'Lernen Sie Vrtovi Save persönlich kennen: Besichtigungen, Workshops und Nachbarschaftstreffen.', limit: 3 },
}
