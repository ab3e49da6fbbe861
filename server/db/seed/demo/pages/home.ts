import { section } from '../build'
import { mediaRef, pageLink, project, type DemoContext, type DemoPage } from './context'

export function homePage(ctx: DemoContext): DemoPage {
  const { media } = ctx
  const logos = (heading: string) =>
    section('logos', { heading, logos: media.logos.map((logo) => ({ name: logo.title, image: mediaRef(logo) })) }, { background: 'light', paddingY: 'sm' })
  return {
    hr: {
      slug: 'pocetna',
      title: 'Vrtovi Save — stanovi uz rijeku',
      seoDescription: 'Vrtovi Save: 148 energetski učinkovitih stanova uz Savu u Zagrebu, useljenje 2027.',
      sections: [
        section(
          'hero',
          {
            eyebrow: 'Zagreb · Trnje · useljenje 2027.',
            heading: 'Dom uz rijeku, deset minuta od centra',
            subheading: '148 stanova u četiri zgrade okružene parkom, s pogledom na Savu.',
            image: mediaRef(media.heroDusk),
            primaryCta: { label: 'Pogledajte stanove', link: pageLink(ctx, 'apartments') },
            secondaryCta: { label: 'Dogovorite razgled', link: pageLink(ctx, 'contact') },
          },
          { height: 'tall' },
        ),
        section('stats', {
          heading: 'Vrtovi Save u brojkama',
          items: [
            { value: '148', label: 'stanova od 42 do 118 m²' },
            { value: '4', label: 'zgrade s po pet etaža' },
            { value: '12.000', unit: 'm²', label: 'parka i vrtova' },
            { value: 'A+', label: 'energetski razred' },
          ],
        }),
        section(
          'text-image',
          {
            eyebrow: 'O projektu',
            heading: 'Živjeti u zelenom, a ostati u gradu',
            html: '<p>Vrtovi Save nastaju na mjestu bivšeg skladišnog kompleksa u Trnju, tristotinjak metara od nasipa. Četiri niske zgrade postavljene su oko zajedničkog parka, pa gotovo svaki stan gleda na zelenilo, a ne na susjedni prozor.</p><p>Do Trga bana Jelačića stižete tramvajem za dvanaest minuta, a do biciklističke staze uz Savu pješice za pet.</p>',
            image: mediaRef(media.riverside),
            cta: { label: 'Više o projektu', link: pageLink(ctx, 'about') },
          },
          { imagePosition: 'left', background: 'light' },
          { imagePosition: 'top' },
        ),
        section('features', {
          heading: 'Zašto Vrtovi Save',
          intro: 'Gradimo za ljude koji ovdje žele živjeti godinama, a ne samo uložiti novac.',
          items: [
            { icon: 'tree', title: 'Park ispred ulaza', text: 'Više od polovice parcele ostaje zelena: igralište, voćnjak i staze za šetnju.' },
            { icon: 'bolt', title: 'Niski režijski troškovi', text: 'Dizalica topline, podno grijanje i hlađenje te sunčane elektrane na krovovima.' },
            { icon: 'car', title: 'Garaža za svaki stan', text: 'Podzemna garaža s punjačima za električne automobile i spremištima.' },
            { icon: 'bike', title: 'Bicikl umjesto auta', text: 'Natkrivena spremišta za bicikle i izravan izlaz na stazu uz Savu.' },
            { icon: 'shield', title: 'Sigurna gradnja', text: 'Armiranobetonska konstrukcija projektirana za potresnu zonu Zagreba.' },
            { icon: 'key', title: 'Jasni uvjeti kupnje', text: 'Fiksna cijena, plaćanje u ratama prema fazama gradnje i bankovna garancija.' },
          ],
        }),
        section(
          'video',
          {
            heading: 'Prošetajte naseljem',
            title: 'Virtualna šetnja Vrtovima Save',
            youtubeId: project.youtubeId,
            poster: mediaRef(media.night),
            caption: 'Trominutna animacija: od ulaza u park do terase stana na petom katu.',
          },
          { background: 'light' },
        ),
        section(
          'cta',
          {
            heading: 'Slobodni stanovi od 42 do 118 m²',
            text: 'Pogledajte tlocrte i cijene ili nas posjetite u prodajnom uredu na gradilištu.',
            primary: { label: 'Popis stanova', link: pageLink(ctx, 'apartments') },
            secondary: { label: 'Kontakt', link: pageLink(ctx, 'contact') },
          },
          { background: 'brand' },
        ),
        logos('Partneri projekta'),
      ],
    },
    en: {
      slug: 'pocetna',
      title: 'Vrtovi Save — homes by the river',
      seoDescription: 'Vrtovi Save: 148 energy-efficient apartments by the Sava in Zagreb, ready in 2027.',
      sections: [
        section(
          'hero',
          {
            eyebrow: 'Zagreb · Trnje · move in 2027',
            heading: 'A home by the river, ten minutes from the centre',
            subheading: '148 apartments in four buildings set in a park, overlooking the Sava.',
            image: mediaRef(media.heroDusk, 'The Vrtovi Save buildings at dusk'),
            primaryCta: { label: 'See the apartments', link: pageLink(ctx, 'apartments') },
            secondaryCta: { label: 'Book a viewing', link: pageLink(ctx, 'contact') },
          },
          { height: 'tall' },
        ),
        section('stats', {
          heading: 'Vrtovi Save in numbers',
          items: [
            { value: '148', label: 'apartments from 42 to 118 m²' },
            { value: '4', label: 'buildings, five storeys each' },
            { value: '12,000', unit: 'm²', label: 'of park and gardens' },
            { value: 'A+', label: 'energy rating' },
          ],
        }),
        section(
          'text-image',
          {
            eyebrow: 'The project',
            heading: 'Live in the green, stay in the city',
            html: '<p>Vrtovi Save is being built on a former warehouse site in Trnje, some three hundred metres from the river embankment. Four low buildings surround a shared park, so nearly every apartment looks onto greenery rather than a neighbour’s window.</p><p>The tram takes you to Ban Jelačić Square in twelve minutes, and the cycle path along the Sava is a five-minute walk.</p>',
            image: mediaRef(media.riverside, 'The buildings along the Sava'),
            cta: { label: 'More about the project', link: pageLink(ctx, 'about') },
          },
          { imagePosition: 'left', background: 'light' },
          { imagePosition: 'top' },
        ),
        section('features', {
          heading: 'Why Vrtovi Save',
          intro: 'We build for people who want to live here for years, not just invest.',
          items: [
            { icon: 'tree', title: 'A park at your door', text: 'More than half of the site stays green: a playground, an orchard and walking paths.' },
            { icon: 'bolt', title: 'Low running costs', text: 'Heat pumps, underfloor heating and cooling, and solar panels on the roofs.' },
            { icon: 'car', title: 'A parking space for every home', text: 'An underground garage with EV chargers and storage rooms.' },
            { icon: 'bike', title: 'Bike, not car', text: 'Covered bike storage and direct access to the path along the Sava.' },
            { icon: 'shield', title: 'Built to last', text: 'A reinforced-concrete structure designed for Zagreb’s seismic zone.' },
            { icon: 'key', title: 'Clear terms', text: 'A fixed price, payments in stages as building progresses, and a bank guarantee.' },
          ],
        }),
        section(
          'video',
          {
            heading: 'Take a walk through the neighbourhood',
            title: 'A virtual walk through Vrtovi Save',
            youtubeId: project.youtubeId,
            poster: mediaRef(media.night, 'Lit windows of the apartments at night'),
            caption: 'A three-minute animation: from the park entrance to a fifth-floor terrace.',
          },
          { background: 'light' },
        ),
        section(
          'cta',
          {
            heading: 'Apartments available from 42 to 118 m²',
            text: 'See floor plans and prices, or visit our sales office on site.',
            primary: { label: 'Apartment list', link: pageLink(ctx, 'apartments') },
            secondary: { label: 'Contact', link: pageLink(ctx, 'contact') },
          },
          { background: 'brand' },
        ),
        logos('Project partners'),
      ],
    },
    de: {
      slug: 'pocetna',
      title: 'Vrtovi Save — Wohnen am Fluss',
      seoDescription: 'Vrtovi Save: 148 energieeffiziente Wohnungen an der Save in Zagreb, bezugsfertig 2027.',
      sections: [
        section(
          'hero',
          {
            eyebrow: 'Zagreb · Trnje · Bezug 2027',
            heading: 'Ein Zuhause am Fluss, zehn Minuten vom Zentrum',
            subheading: '148 Wohnungen in vier Gebäuden inmitten eines Parks mit Blick auf die Save.',
            image: mediaRef(media.heroDusk, 'Die Gebäude von Vrtovi Save in der Abenddämmerung'),
            primaryCta: { label: 'Wohnungen ansehen', link: pageLink(ctx, 'apartments') },
            secondaryCta: { label: 'Besichtigung vereinbaren', link: pageLink(ctx, 'contact') },
          },
          { height: 'tall' },
        ),
        section('stats', {
          heading: 'Vrtovi Save in Zahlen',
          items: [
            { value: '148', label: 'Wohnungen von 42 bis 118 m²' },
            { value: '4', label: 'Gebäude mit je fünf Geschossen' },
            { value: '12.000', unit: 'm²', label: 'Park und Gärten' },
            { value: 'A+', label: 'Energieklasse' },
          ],
        }),
        section(
          'text-image',
          {
            eyebrow: 'Das Projekt',
            heading: 'Im Grünen wohnen, in der Stadt bleiben',
            html: '<p>Vrtovi Save entsteht auf einem ehemaligen Lagergelände in Trnje, etwa dreihundert Meter vom Savedamm entfernt. Vier niedrige Gebäude umgeben einen gemeinsamen Park, sodass fast jede Wohnung ins Grüne blickt und nicht ins Fenster der Nachbarn.</p><p>Mit der Straßenbahn sind Sie in zwölf Minuten am Ban-Jelačić-Platz, zum Radweg an der Save gehen Sie fünf Minuten.</p>',
            image: mediaRef(media.riverside, 'Die Gebäude am Ufer der Save'),
            cta: { label: 'Mehr über das Projekt', link: pageLink(ctx, 'about') },
          },
          { imagePosition: 'left', background: 'light' },
          { imagePosition: 'top' },
        ),
        section('features', {
          heading: 'Warum Vrtovi Save',
          intro: 'Wir bauen für Menschen, die hier jahrelang wohnen möchten – nicht nur investieren.',
          items: [
            { icon: 'tree', title: 'Park vor der Haustür', text: 'Mehr als die Hälfte des Grundstücks bleibt grün: Spielplatz, Obstgarten und Spazierwege.' },
            { icon: 'bolt', title: 'Niedrige Nebenkosten', text: 'Wärmepumpen, Fußbodenheizung und -kühlung sowie Solaranlagen auf den Dächern.' },
            { icon: 'car', title: 'Stellplatz für jede Wohnung', text: 'Tiefgarage mit Ladestationen für Elektroautos und Abstellräumen.' },
            { icon: 'bike', title: 'Rad statt Auto', text: 'Überdachte Fahrradräume und direkter Zugang zum Radweg an der Save.' },
            { icon: 'shield', title: 'Solide gebaut', text: 'Stahlbetonkonstruktion, ausgelegt für die Erdbebenzone Zagreb.' },
            { icon: 'key', title: 'Klare Bedingungen', text: 'Festpreis, Zahlung in Raten nach Baufortschritt und Bankgarantie.' },
          ],
        }),
        section(
          'video',
          {
            heading: 'Ein Spaziergang durch das Quartier',
            title: 'Virtueller Rundgang durch Vrtovi Save',
            youtubeId: project.youtubeId,
            poster: mediaRef(media.night, 'Beleuchtete Fenster der Wohnungen bei Nacht'),
            caption: 'Drei Minuten Animation: vom Parkeingang bis zur Terrasse im fünften Stock.',
          },
          { background: 'light' },
        ),
        section(
          'cta',
          {
            heading: 'Freie Wohnungen von 42 bis 118 m²',
            text: 'Grundrisse und Preise ansehen oder unser Verkaufsbüro auf der Baustelle besuchen.',
            primary: { label: 'Wohnungsliste', link: pageLink(ctx, 'apartments') },
            secondary: { label: 'Kontakt', link: pageLink(ctx, 'contact') },
          },
          { background: 'brand' },
        ),
        logos('Projektpartner'),
      ],
    },
  }
}
