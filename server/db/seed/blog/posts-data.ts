import type { Locale } from '../../../../common/i18n/locales'

export interface SeedPostVersion {
  slug: string
  title: string
  excerpt: string
  body: string
}

export interface SeedPost {
  daysAgo: number
  type: 'vijest' | 'dnevnik-gradnje'
  terms: string[]
  cover: 'heroDay' | 'riverside' | 'night' | 'heroDusk' | 'interior'
  author: string
  versions: Record<Locale, SeedPostVersion>
}

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('')

export const seedPosts: SeedPost[] = [
  {
    daysAgo: 3,
    type: 'dnevnik-gradnje',
    terms: ['site', 'energy'],
    cover: 'heroDay',
    author: 'Marko Horvat',
    versions: {
      hr: {
        slug: 'zavrsena-krovista-zgrade-b',
        title: 'Završena krovišta zgrade B',
        excerpt: 'Zgrada B dobila je krov sa solarnim panelima; počinju radovi na pročelju.',
        body: p(
          'Ovaj tjedan na zgradi B postavljen je posljednji dio krovišta. Na južnoj strani krova ugrađeno je 120 solarnih panela koji će napajati rasvjetu zajedničkih prostora i punionice u garaži.',
          'Sljedeći korak je toplinska izolacija pročelja od 20 cm kamene vune, nakon čega slijedi završna žbuka u svijetlim tonovima.',
        ) + '<h2>Što slijedi</h2><ul><li>pročelje zgrade B do kraja mjeseca</li><li>ugradnja stolarije u zgradi C</li></ul>',
      },
      en: {
        slug: 'building-b-roof-completed',
        title: 'Building B roof completed',
        excerpt: 'Building B now has a roof with solar panels; work on the façade begins.',
        body: p(
          'This week the last part of the roof went up on building B. 120 solar panels on the southern slope will power the lighting of shared spaces and the chargers in the garage.',
          'Next comes 20 cm of stone-wool insulation on the façade, followed by a light-toned render.',
        ),
      },
      de: {
        slug: 'dach-von-haus-b-fertig',
        title: 'Dach von Haus B fertig',
        excerpt: 'Haus B hat ein Dach mit Solarmodulen; die Arbeiten an der Fassade beginnen.',
        body: p(
          'Diese Woche wurde das letzte Stück des Daches von Haus B montiert. 120 Solarmodule auf der Südseite versorgen die Beleuchtung der Gemeinschaftsräume und die Ladestationen in der Garage.',
          'Als Nächstes folgt eine 20 cm starke Steinwolldämmung der Fassade und ein heller Putz.',
        ),
      },
    },
  },
  {
    daysAgo: 9,
    type: 'vijest',
    terms: ['sales', 'family'],
    cover: 'interior',
    author: 'Ana Kovačić',
    versions: {
      hr: {
        slug: 'otvoren-ogledni-stan',
        title: 'Otvoren ogledni stan',
        excerpt: 'Trosobni ogledni stan u zgradi A otvoren je za razglede svake subote.',
        body: p(
          'Od ove subote možete razgledati namješteni trosobni stan od 74 m² u zgradi A. Stan ima dvije spavaće sobe, prostrani dnevni boravak s kuhinjom i lođu s pogledom na park.',
          'Razgledi su svake subote od 10 do 14 sati, a termin u drugom danu dogovorite s našim prodajnim timom.',
        ),
      },
      en: {
        slug: 'show-flat-now-open',
        title: 'Show flat now open',
        excerpt: 'The three-room show flat in building A is open for viewings every Saturday.',
        body: p(
          'From this Saturday you can view a furnished 74 m² three-room flat in building A: two bedrooms, a spacious living room with kitchen and a loggia overlooking the park.',
          'Viewings are every Saturday from 10 am to 2 pm; for another day, book with our sales team.',
        ),
      },
      de: {
        slug: 'musterwohnung-geoeffnet',
        title: 'Musterwohnung geöffnet',
        excerpt: 'Die Dreizimmer-Musterwohnung in Haus A ist jeden Samstag zu besichtigen.',
        body: p(
          'Ab diesem Samstag können Sie eine möblierte Dreizimmerwohnung mit 74 m² in Haus A besichtigen: zwei Schlafzimmer, ein großes Wohnzimmer mit Küche und eine Loggia zum Park.',
          'Besichtigungen jeden Samstag von 10 bis 14 Uhr; andere Termine nach Vereinbarung.',
        ),
      },
    },
  },
  {
    daysAgo: 16,
    type: 'vijest',
    terms: ['living', 'green'],
    cover: 'riverside',
    author: 'Ivana Babić',
    versions: {
      hr: {
        slug: 'park-uz-savu-dobiva-300-stabala',
        title: 'Park uz Savu dobiva 300 stabala',
        excerpt: 'Između zgrada niče park s drvoredom lipa, igralištem i šetnicom do nasipa.',
        body: p(
          'U parku između zgrada sadimo 300 stabala: lipe, javore i koprivić, odabrane tako da ljeti daju hlad, a zimi propuštaju sunce u stanove.',
          'Park ima dječje igralište, vježbalište na otvorenom i šetnicu koja vodi ravno na savski nasip.',
        ),
      },
      en: {
        slug: 'riverside-park-gets-300-trees',
        title: 'Riverside park gets 300 trees',
        excerpt: 'A park with an avenue of limes, a playground and a path to the embankment grows between the buildings.',
        body: p(
          'We are planting 300 trees between the buildings — limes, maples and hackberries, chosen to give shade in summer and let the sun into the flats in winter.',
          'The park has a playground, an outdoor gym and a path straight to the Sava embankment.',
        ),
      },
      de: {
        slug: 'park-an-der-save-300-baeume',
        title: 'Park an der Save bekommt 300 Bäume',
        excerpt: 'Zwischen den Häusern entsteht ein Park mit Lindenallee, Spielplatz und Weg zum Damm.',
        body: p(
          'Zwischen den Häusern pflanzen wir 300 Bäume: Linden, Ahorne und Zürgelbäume, die im Sommer Schatten spenden und im Winter die Sonne in die Wohnungen lassen.',
          'Der Park hat einen Spielplatz, einen Fitnessbereich im Freien und einen Weg direkt zum Save-Damm.',
        ),
      },
    },
  },
  {
    daysAgo: 24,
    type: 'dnevnik-gradnje',
    terms: ['site'],
    cover: 'heroDusk',
    author: 'Marko Horvat',
    versions: {
      hr: {
        slug: 'garaza-pod-zgradama-je-gotova',
        title: 'Garaža pod zgradama je gotova',
        excerpt: 'Podzemna garaža s 240 mjesta i punionicama za električne automobile je dovršena.',
        body: p(
          'Podzemna garaža ispod sve tri zgrade je dovršena: 240 parkirnih mjesta, od kojih 40 s punionicama za električne automobile, te spremišta za bicikle uz svaki ulaz.',
        ),
      },
      en: {
        slug: 'underground-garage-finished',
        title: 'Underground garage finished',
        excerpt: 'The underground garage with 240 spaces and EV chargers is complete.',
        body: p('The garage under all three buildings is complete: 240 spaces, 40 of them with EV chargers, and bicycle rooms by every entrance.'),
      },
      de: {
        slug: 'tiefgarage-fertiggestellt',
        title: 'Tiefgarage fertiggestellt',
        excerpt: 'Die Tiefgarage mit 240 Plätzen und Ladestationen ist fertig.',
        body: p('Die Tiefgarage unter allen drei Häusern ist fertig: 240 Stellplätze, 40 davon mit Ladestation, und Fahrradräume an jedem Eingang.'),
      },
    },
  },
  {
    daysAgo: 33,
    type: 'vijest',
    terms: ['sales', 'energy'],
    cover: 'night',
    author: 'Ana Kovačić',
    versions: {
      hr: {
        slug: 'stanovi-energetskog-razreda-a-plus',
        title: 'Svi stanovi u energetskom razredu A+',
        excerpt: 'Dizalice topline, rekuperacija zraka i trostruko staklo: niske režije od prvog dana.',
        body: p(
          'Svi stanovi u Vrtovima Save imaju energetski certifikat A+. Grijanje i hlađenje daju dizalice topline, a sustav rekuperacije stalno izmjenjuje zrak bez gubitka topline.',
          'Procjena za trosobni stan je manje od 40 eura mjesečno za grijanje i hlađenje.',
        ),
      },
      en: {
        slug: 'all-flats-energy-class-a-plus',
        title: 'All flats in energy class A+',
        excerpt: 'Heat pumps, heat-recovery ventilation and triple glazing: low bills from day one.',
        body: p(
          'Every flat in Vrtovi Save has an A+ energy certificate. Heat pumps heat and cool, and heat-recovery ventilation keeps the air fresh without losing warmth.',
          'For a three-room flat we estimate less than 40 euros a month for heating and cooling.',
        ),
      },
      de: {
        slug: 'alle-wohnungen-energieklasse-a-plus',
        title: 'Alle Wohnungen in Energieklasse A+',
        excerpt: 'Wärmepumpen, Lüftung mit Wärmerückgewinnung und Dreifachverglasung: niedrige Nebenkosten.',
        body: p(
          'Alle Wohnungen in Vrtovi Save haben den Energieausweis A+. Wärmepumpen heizen und kühlen, die Lüftung mit Wärmerückgewinnung sorgt für frische Luft ohne Wärmeverlust.',
        ),
      },
    },
  },
  {
    daysAgo: 41,
    type: 'vijest',
    terms: ['living', 'family'],
    cover: 'heroDay',
    author: 'Ivana Babić',
    versions: {
      hr: {
        slug: 'vrtic-i-skola-u-blizini',
        title: 'Vrtić i škola na pet minuta hoda',
        excerpt: 'Novi gradski vrtić otvara se uz projekt, a osnovna škola udaljena je 400 metara.',
        body: p(
          'Grad Zagreb gradi vrtić za 120 djece na parceli uz Vrtove Save, s otvaranjem predviđenim za jesen. Osnovna škola udaljena je 400 metara, a put do nje vodi kroz park bez prelaska ceste.',
        ),
      },
      en: {
        slug: 'kindergarten-and-school-nearby',
        title: 'Kindergarten and school five minutes away',
        excerpt: 'A new city kindergarten opens next to the project; the primary school is 400 metres away.',
        body: p('The City of Zagreb is building a kindergarten for 120 children next to Vrtovi Save, due to open in autumn. The primary school is 400 metres away, reached through the park without crossing a road.'),
      },
      de: {
        slug: 'kita-und-schule-in-der-naehe',
        title: 'Kita und Schule fünf Minuten entfernt',
        excerpt: 'Neben dem Projekt eröffnet eine städtische Kita; die Grundschule ist 400 Meter entfernt.',
        body: p('Die Stadt Zagreb baut neben Vrtovi Save eine Kita für 120 Kinder, die im Herbst öffnen soll. Die Grundschule ist 400 Meter entfernt, erreichbar durch den Park ohne Straßenquerung.'),
      },
    },
  },
  {
    daysAgo: 55,
    type: 'dnevnik-gradnje',
    terms: ['site', 'green'],
    cover: 'riverside',
    author: 'Marko Horvat',
    versions: {
      hr: {
        slug: 'zeleni-krovovi-na-zgradi-a',
        title: 'Zeleni krovovi na zgradi A',
        excerpt: 'Krov zgrade A pokriven je sedumom koji zadržava kišnicu i hladi stanove ljeti.',
        body: p('Na krovu zgrade A posađen je sedum na 900 m². Zeleni krov zadržava do 60 % kišnice i ljeti snižava temperaturu stanova na posljednjem katu.'),
      },
      en: {
        slug: 'green-roofs-on-building-a',
        title: 'Green roofs on building A',
        excerpt: 'Building A’s roof is covered with sedum that holds rainwater and cools the flats in summer.',
        body: p('900 m² of sedum now cover the roof of building A. The green roof holds up to 60% of rainwater and keeps top-floor flats cooler in summer.'),
      },
      de: {
        slug: 'gruendaecher-auf-haus-a',
        title: 'Gründächer auf Haus A',
        excerpt: 'Das Dach von Haus A ist mit Sedum bepflanzt, das Regenwasser speichert und kühlt.',
        body: p('900 m² Sedum bedecken jetzt das Dach von Haus A. Das Gründach hält bis zu 60 % des Regenwassers zurück und kühlt im Sommer die Wohnungen im obersten Geschoss.'),
      },
    },
  },
  {
    daysAgo: 70,
    type: 'vijest',
    terms: ['news'],
    cover: 'heroDusk',
    author: 'Ana Kovačić',
    versions: {
      hr: {
        slug: 'pocetak-gradnje-vrtova-save',
        title: 'Počela gradnja Vrtova Save',
        excerpt: 'Svečanim polaganjem kamena temeljca počela je gradnja tri stambene zgrade uz Savu.',
        body: p('Polaganjem kamena temeljca službeno je počela gradnja Vrtova Save: tri zgrade sa 186 stanova, parkom i podzemnom garažom. Useljenje je planirano za proljeće 2028.'),
      },
      en: {
        slug: 'construction-of-vrtovi-save-begins',
        title: 'Construction of Vrtovi Save begins',
        excerpt: 'With the laying of the foundation stone, work on three residential buildings by the Sava has begun.',
        body: p('With the foundation stone laid, construction of Vrtovi Save has officially begun: three buildings with 186 flats, a park and an underground garage. Move-in is planned for spring 2028.'),
      },
      de: {
        slug: 'baubeginn-vrtovi-save',
        title: 'Baubeginn von Vrtovi Save',
        excerpt: 'Mit der Grundsteinlegung hat der Bau von drei Wohnhäusern an der Save begonnen.',
        body: p('Mit der Grundsteinlegung hat der Bau von Vrtovi Save offiziell begonnen: drei Häuser mit 186 Wohnungen, ein Park und eine Tiefgarage. Der Einzug ist für Frühjahr 2028 geplant.'),
      },
    },
  },
]
