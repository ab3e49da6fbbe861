import type { NewAttribute } from '../../../catalog/catalog-write'
import type { Locale } from '../../../../common/i18n/locales'
import type { LocalizedText } from '../../schema'

/** Attributes of every layered filter type (§3), with values. */
export const attributeData: Omit<NewAttribute, 'siteId'>[] = [
  {
    code: 'boja',
    type: 'visualSwatch',
    label: { hr: 'Boja', en: 'Colour', de: 'Farbe' },
    values: [
      { label: { hr: 'Bijela', en: 'White', de: 'Weiß' }, value: '#ffffff' },
      { label: { hr: 'Siva', en: 'Grey', de: 'Grau' }, value: '#8d99ae' },
      { label: { hr: 'Antracit', en: 'Anthracite', de: 'Anthrazit' }, value: '#343a40' },
      { label: { hr: 'Hrast', en: 'Oak', de: 'Eiche' }, value: '#b08968' },
      { label: { hr: 'Plava', en: 'Blue', de: 'Blau' }, value: '#1d3557' },
    ],
  },
  {
    code: 'materijal',
    type: 'multiSelect',
    label: { hr: 'Materijal', en: 'Material', de: 'Material' },
    values: [
      { label: { hr: 'Drvo', en: 'Wood', de: 'Holz' } },
      { label: { hr: 'Metal', en: 'Metal', de: 'Metall' } },
      { label: { hr: 'Staklo', en: 'Glass', de: 'Glas' } },
      { label: { hr: 'Tkanina', en: 'Fabric', de: 'Stoff' } },
      { label: { hr: 'Koža', en: 'Leather', de: 'Leder' } },
    ],
  },
  {
    code: 'stil',
    type: 'dropdown',
    label: { hr: 'Stil', en: 'Style', de: 'Stil' },
    values: [
      { label: { hr: 'Skandinavski', en: 'Scandinavian', de: 'Skandinavisch' } },
      { label: { hr: 'Moderni', en: 'Modern', de: 'Modern' } },
      { label: { hr: 'Industrijski', en: 'Industrial', de: 'Industriell' } },
      { label: { hr: 'Klasični', en: 'Classic', de: 'Klassisch' } },
    ],
  },
  {
    code: 'velicina',
    type: 'textSwatch',
    label: { hr: 'Veličina', en: 'Size', de: 'Größe' },
    values: ['S', 'M', 'L', 'XL'].map((size) => ({ label: { hr: size, en: size, de: size }, value: size })),
  },
  { code: 'povrsina', type: 'number', units: { hr: 'm²' }, label: { hr: 'Površina prostora', en: 'Room area', de: 'Raumfläche' } },
  { code: 'jamstvo', type: 'number', units: { hr: 'god.', en: 'yrs', de: 'J.' }, label: { hr: 'Jamstvo', en: 'Warranty', de: 'Garantie' } },
  { code: 'pametno', type: 'yesNo', label: { hr: 'Pametno upravljanje', en: 'Smart control', de: 'Smarte Steuerung' } },
  { code: 'dostupno-od', type: 'date', label: { hr: 'Dostupno od', en: 'Available from', de: 'Verfügbar ab' } },
  { code: 'termin-montaze', type: 'dateTime', label: { hr: 'Prvi termin montaže', en: 'First installation slot', de: 'Erster Montagetermin' } },
]

export interface CategorySeed {
  key: string
  name: LocalizedText
  parent?: string
  attributes: string[]
  /** KPD 2025 code of the category's products on an eRačun (demo values; an owner sets the real ones). */
  kpdCode?: string
}

export const categoryData: CategorySeed[] = [
  { key: 'paketi', name: { hr: 'Paketi interijera', en: 'Interior packages', de: 'Einrichtungspakete' }, attributes: ['stil', 'boja', 'povrsina', 'pametno', 'dostupno-od'], kpdCode: '31.00.39' },
  { key: 'namjestaj', name: { hr: 'Namještaj', en: 'Furniture', de: 'Möbel' }, attributes: ['boja', 'materijal', 'stil', 'velicina', 'jamstvo', 'pametno'], kpdCode: '31.00.39' },
  { key: 'boravak', name: { hr: 'Dnevni boravak', en: 'Living room', de: 'Wohnzimmer' }, parent: 'namjestaj', attributes: ['boja', 'materijal', 'stil', 'velicina', 'jamstvo'], kpdCode: '31.00.12' },
  { key: 'spavaca', name: { hr: 'Spavaća soba', en: 'Bedroom', de: 'Schlafzimmer' }, parent: 'namjestaj', attributes: ['boja', 'materijal', 'velicina', 'jamstvo'] },
  { key: 'kuhinje', name: { hr: 'Kuhinje', en: 'Kitchens', de: 'Küchen' }, attributes: ['boja', 'materijal', 'stil', 'povrsina', 'jamstvo', 'termin-montaze'], kpdCode: '31.00.39' },
  { key: 'pametni', name: { hr: 'Pametni dom', en: 'Smart home', de: 'Smart Home' }, attributes: ['pametno', 'jamstvo', 'boja', 'termin-montaze'], kpdCode: '26.30.23' },
  { key: 'rasvjeta', name: { hr: 'Rasvjeta', en: 'Lighting', de: 'Beleuchtung' }, attributes: ['boja', 'materijal', 'pametno', 'jamstvo'], kpdCode: '27.40.21' },
  { key: 'terasa', name: { hr: 'Terasa i vrt', en: 'Terrace and garden', de: 'Terrasse und Garten' }, attributes: ['materijal', 'boja', 'jamstvo', 'dostupno-od'], kpdCode: '31.00.11' },
  { key: 'parking', name: { hr: 'Parkirna mjesta', en: 'Parking spaces', de: 'Stellplätze' }, attributes: ['povrsina', 'dostupno-od'], kpdCode: '68.20.02' },
  { key: 'vodici', name: { hr: 'Vodiči i usluge', en: 'Guides and services', de: 'Ratgeber und Services' }, attributes: ['termin-montaze'], kpdCode: '74.99.09' },
]

/** Product names per category in hr, en and de. */
export const productNames: Record<string, [hr: string, en: string, de: string][]> = {
  paketi: [
    ['Paket interijera Sava Osnovni', 'Sava interior package Basic', 'Einrichtungspaket Sava Basis'],
    ['Paket interijera Sava Komfor', 'Sava interior package Comfort', 'Einrichtungspaket Sava Komfort'],
    ['Paket interijera Sava Premium', 'Sava interior package Premium', 'Einrichtungspaket Sava Premium'],
    ['Paket za garsonijeru', 'Studio flat package', 'Paket für die Einzimmerwohnung'],
    ['Paket za obiteljski stan', 'Family flat package', 'Paket für die Familienwohnung'],
    ['Paket za dječju sobu', 'Kids room package', 'Paket für das Kinderzimmer'],
  ],
  boravak: [
    ['Sofa Drava trosjed', 'Drava three-seater sofa', 'Dreisitzer-Sofa Drava'],
    ['Kutna garnitura Kupa', 'Kupa corner sofa', 'Ecksofa Kupa'],
    ['Fotelja Una', 'Una armchair', 'Sessel Una'],
    ['Stolić za kavu Korana', 'Korana coffee table', 'Couchtisch Korana'],
    ['TV komoda Mrežnica', 'Mrežnica TV unit', 'TV-Lowboard Mrežnica'],
    ['Polica za knjige Cetina', 'Cetina bookshelf', 'Bücherregal Cetina'],
    ['Tepih Neretva', 'Neretva rug', 'Teppich Neretva'],
    ['Blagovaonski stol Krka', 'Krka dining table', 'Esstisch Krka'],
  ],
  spavaca: [
    ['Krevet Bosut 160', 'Bosut bed 160', 'Bett Bosut 160'],
    ['Ormar Vuka', 'Vuka wardrobe', 'Kleiderschrank Vuka'],
    ['Noćni ormarić Lonja', 'Lonja bedside table', 'Nachttisch Lonja'],
    ['Madrac Orljava', 'Orljava mattress', 'Matratze Orljava'],
    ['Komoda Glina', 'Glina chest of drawers', 'Kommode Glina'],
    ['Radni stol Dobra', 'Dobra desk', 'Schreibtisch Dobra'],
  ],
  kuhinje: [
    ['Kuhinja Medvednica 240', 'Medvednica kitchen 240', 'Küchenzeile Medvednica 240'],
    ['Kuhinja Učka otok', 'Učka island kitchen', 'Inselküche Učka'],
    ['Kuhinja Velebit kutna', 'Velebit corner kitchen', 'Eckküche Velebit'],
    ['Radna ploča Biokovo', 'Biokovo worktop', 'Arbeitsplatte Biokovo'],
    ['Set sudopera Mosor', 'Mosor sink set', 'Spülen-Set Mosor'],
    ['Napa Dinara', 'Dinara cooker hood', 'Dunstabzugshaube Dinara'],
    ['Terasni roštilj Ćevapi Party', 'Ćevapi Party terrace grill', 'Terrassengrill Ćevapi Party'],
  ],
  pametni: [
    ['Komplet pametnog doma Start', 'Smart home kit Start', 'Smart-Home-Set Start'],
    ['Komplet pametnog doma Plus', 'Smart home kit Plus', 'Smart-Home-Set Plus'],
    ['Pametni termostat', 'Smart thermostat', 'Smartes Thermostat'],
    ['Pametna brava', 'Smart lock', 'Smartes Türschloss'],
    ['Video interfon', 'Video intercom', 'Video-Gegensprechanlage'],
    ['Senzori za prozore (4 kom)', 'Window sensors (4 pcs)', 'Fenstersensoren (4 Stk.)'],
    ['Pametne utičnice (3 kom)', 'Smart plugs (3 pcs)', 'Smarte Steckdosen (3 Stk.)'],
    ['Upravljanje roletama', 'Shutter control', 'Rollladensteuerung'],
  ],
  rasvjeta: [
    ['Viseća svjetiljka Sava', 'Sava pendant lamp', 'Pendelleuchte Sava'],
    ['Stojeća lampa Odra', 'Odra floor lamp', 'Stehleuchte Odra'],
    ['LED traka za kuhinju', 'Kitchen LED strip', 'LED-Leiste für die Küche'],
    ['Zidna svjetiljka Plitvice', 'Plitvice wall lamp', 'Wandleuchte Plitvice'],
    ['Stropna svjetiljka Lika', 'Lika ceiling lamp', 'Deckenleuchte Lika'],
    ['Pametna žarulja (2 kom)', 'Smart bulb (2 pcs)', 'Smarte Glühbirnen (2 Stk.)'],
    ['Rasvjeta stubišta Papuk', 'Papuk stair lighting', 'Treppenbeleuchtung Papuk'],
  ],
  terasa: [
    ['Terasni set Brač', 'Brač terrace set', 'Terrassenset Brač'],
    ['Ležaljka Hvar', 'Hvar lounger', 'Sonnenliege Hvar'],
    ['Tegla za bilje Vis', 'Vis herb planter', 'Kräutertopf Vis'],
    ['Suncobran Korčula', 'Korčula parasol', 'Sonnenschirm Korčula'],
    ['Vanjska rasvjeta Mljet', 'Mljet outdoor lights', 'Außenleuchten Mljet'],
    ['Drvena podna obloga Lastovo', 'Lastovo wooden decking', 'Holzterrassendielen Lastovo'],
  ],
  parking: [
    ['Parkirno mjesto P-1', 'Parking space P-1', 'Stellplatz P-1'],
    ['Parkirno mjesto P-2', 'Parking space P-2', 'Stellplatz P-2'],
    ['Parkirno mjesto s punionicom', 'Parking space with charger', 'Stellplatz mit Ladestation'],
    ['Spremište uz garažu', 'Storage room by the garage', 'Abstellraum an der Garage'],
    ['Punionica za električni automobil', 'Electric car charger', 'Ladestation für Elektroautos'],
  ],
}

export type ProductNames = Record<Locale, string>

/** The products of the special formats (configurable, bundle, eProduct), named in hr, en and de. */
export const specialNames = {
  sofa: { hr: 'Modularna sofa Sava', en: 'Sava modular sofa', de: 'Modulsofa Sava' },
  assembly: { hr: 'Usluga montaže', en: 'Assembly service', de: 'Montageservice' },
  design: { hr: 'Usluga dizajna interijera', en: 'Interior design service', de: 'Einrichtungsberatung' },
  parkingAndStorage: { hr: 'Rezervacija: parkirno mjesto i spremište', en: 'Reservation: parking space and storage', de: 'Reservierung: Stellplatz und Abstellraum' },
  parkingWithCharger: { hr: 'Rezervacija: parkirno mjesto s punionicom', en: 'Reservation: parking space with charger', de: 'Reservierung: Stellplatz mit Ladestation' },
  guide: { hr: 'Vodič za kupce: Stanovi u Vrtovima Save', en: "Buyer's guide: flats in Vrtovi Save", de: 'Käuferratgeber: Wohnungen in Vrtovi Save' },
  catalogue: { hr: 'Digitalni katalog opremanja', en: 'Digital furnishing catalogue', de: 'Digitaler Einrichtungskatalog' },
} satisfies Record<string, ProductNames>

/** A product description in each language, made from the product's name in that language. */
export type Describe = Record<Locale, (name: string) => string>

export const descriptions = {
  product: {
    hr: (name) => `${name} — odabrano za stanove Vrtova Save. Isporuka i montaža po dogovoru.`,
    en: (name) => `${name} — chosen for the flats of Vrtovi Save. Delivery and assembly by arrangement.`,
    de: (name) => `${name} — ausgewählt für die Wohnungen von Vrtovi Save. Lieferung und Montage nach Vereinbarung.`,
  },
  configurable: {
    hr: (name) => `${name}: odaberite izvedbu.`,
    en: (name) => `${name}: choose the version you want.`,
    de: (name) => `${name}: Wählen Sie die gewünschte Ausführung.`,
  },
  bundle: {
    hr: (name) => `${name}: rezervacija u paketu, povoljnije nego zasebno.`,
    en: (name) => `${name}: reserved together, for less than each on its own.`,
    de: (name) => `${name}: zusammen reserviert, günstiger als einzeln.`,
  },
  guide: {
    hr: () => 'Digitalni vodič (PDF): financiranje, porezi, primopredaja stana.',
    en: () => 'A digital guide (PDF): financing, taxes and the handover of your flat.',
    de: () => 'Digitaler Ratgeber (PDF): Finanzierung, Steuern und die Übergabe der Wohnung.',
  },
  catalogue: {
    hr: () => 'Katalog svih paketa opremanja s tlocrtima.',
    en: () => 'A catalogue of every furnishing package, with floor plans.',
    de: () => 'Katalog aller Einrichtungspakete mit Grundrissen.',
  },
} satisfies Record<string, Describe>
