import type { NewAttribute } from '../../../catalog/catalog-write'
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
    values: ['S', 'M', 'L', 'XL'].map((size) => ({ label: { hr: size }, value: size })),
  },
  { code: 'povrsina', type: 'number', unit: 'm²', label: { hr: 'Površina prostora', en: 'Room area', de: 'Raumfläche' } },
  { code: 'jamstvo', type: 'number', unit: 'god.', label: { hr: 'Jamstvo', en: 'Warranty', de: 'Garantie' } },
  { code: 'pametno', type: 'yesNo', label: { hr: 'Pametno upravljanje', en: 'Smart control', de: 'Smarte Steuerung' } },
  { code: 'dostupno-od', type: 'date', label: { hr: 'Dostupno od', en: 'Available from', de: 'Verfügbar ab' } },
  { code: 'termin-montaze', type: 'dateTime', label: { hr: 'Prvi termin montaže', en: 'First installation slot', de: 'Erster Montagetermin' } },
]

export interface CategorySeed {
  key: string
  name: LocalizedText
  parent?: string
  attributes: string[]
}

export const categoryData: CategorySeed[] = [
  { key: 'paketi', name: { hr: 'Paketi interijera', en: 'Interior packages', de: 'Einrichtungspakete' }, attributes: ['stil', 'boja', 'povrsina', 'pametno', 'dostupno-od'] },
  { key: 'namjestaj', name: { hr: 'Namještaj', en: 'Furniture', de: 'Möbel' }, attributes: ['boja', 'materijal', 'stil', 'velicina', 'jamstvo', 'pametno'] },
  { key: 'boravak', name: { hr: 'Dnevni boravak', en: 'Living room', de: 'Wohnzimmer' }, parent: 'namjestaj', attributes: ['boja', 'materijal', 'stil', 'velicina', 'jamstvo'] },
  { key: 'spavaca', name: { hr: 'Spavaća soba', en: 'Bedroom', de: 'Schlafzimmer' }, parent: 'namjestaj', attributes: ['boja', 'materijal', 'velicina', 'jamstvo'] },
  { key: 'kuhinje', name: { hr: 'Kuhinje', en: 'Kitchens', de: 'Küchen' }, attributes: ['boja', 'materijal', 'stil', 'povrsina', 'jamstvo', 'termin-montaze'] },
  { key: 'pametni', name: { hr: 'Pametni dom', en: 'Smart home', de: 'Smart Home' }, attributes: ['pametno', 'jamstvo', 'boja', 'termin-montaze'] },
  { key: 'rasvjeta', name: { hr: 'Rasvjeta', en: 'Lighting', de: 'Beleuchtung' }, attributes: ['boja', 'materijal', 'pametno', 'jamstvo'] },
  { key: 'terasa', name: { hr: 'Terasa i vrt', en: 'Terrace and garden', de: 'Terrasse und Garten' }, attributes: ['materijal', 'boja', 'jamstvo', 'dostupno-od'] },
  { key: 'parking', name: { hr: 'Parkirna mjesta', en: 'Parking spaces', de: 'Parkplätze' }, attributes: ['povrsina', 'dostupno-od'] },
  { key: 'vodici', name: { hr: 'Vodiči i usluge', en: 'Guides and services', de: 'Ratgeber und Services' }, attributes: ['termin-montaze'] },
]

/** Product name stems per category; each gets variations so the shop has 60+ products. */
export const productNames: Record<string, [string, string][]> = {
  paketi: [
    ['Paket interijera Sava Osnovni', 'Sava interior package Basic'],
    ['Paket interijera Sava Komfor', 'Sava interior package Comfort'],
    ['Paket interijera Sava Premium', 'Sava interior package Premium'],
    ['Paket za garsonijeru', 'Studio flat package'],
    ['Paket za obiteljski stan', 'Family flat package'],
    ['Paket za dječju sobu', 'Kids room package'],
  ],
  boravak: [
    ['Sofa Drava trosjed', 'Drava three-seater sofa'],
    ['Kutna garnitura Kupa', 'Kupa corner sofa'],
    ['Fotelja Una', 'Una armchair'],
    ['Stolić za kavu Korana', 'Korana coffee table'],
    ['TV komoda Mrežnica', 'Mrežnica TV unit'],
    ['Polica za knjige Cetina', 'Cetina bookshelf'],
    ['Tepih Neretva', 'Neretva rug'],
    ['Blagovaonski stol Krka', 'Krka dining table'],
  ],
  spavaca: [
    ['Krevet Bosut 160', 'Bosut bed 160'],
    ['Ormar Vuka', 'Vuka wardrobe'],
    ['Noćni ormarić Lonja', 'Lonja bedside table'],
    ['Madrac Orljava', 'Orljava mattress'],
    ['Komoda Glina', 'Glina chest of drawers'],
    ['Radni stol Dobra', 'Dobra desk'],
  ],
  kuhinje: [
    ['Kuhinja Medvednica 240', 'Medvednica kitchen 240'],
    ['Kuhinja Učka otok', 'Učka island kitchen'],
    ['Kuhinja Velebit kutna', 'Velebit corner kitchen'],
    ['Radna ploča Biokovo', 'Biokovo worktop'],
    ['Set sudopera Mosor', 'Mosor sink set'],
    ['Napa Dinara', 'Dinara cooker hood'],
    ['Terasni roštilj Ćevapi Party', 'Ćevapi Party terrace grill'],
  ],
  pametni: [
    ['Komplet pametnog doma Start', 'Smart home kit Start'],
    ['Komplet pametnog doma Plus', 'Smart home kit Plus'],
    ['Pametni termostat', 'Smart thermostat'],
    ['Pametna brava', 'Smart lock'],
    ['Video interfon', 'Video intercom'],
    ['Senzori za prozore (4 kom)', 'Window sensors (4 pcs)'],
    ['Pametne utičnice (3 kom)', 'Smart plugs (3 pcs)'],
    ['Upravljanje roletama', 'Shutter control'],
  ],
  rasvjeta: [
    ['Viseća svjetiljka Sava', 'Sava pendant lamp'],
    ['Stojeća lampa Odra', 'Odra floor lamp'],
    ['LED traka za kuhinju', 'Kitchen LED strip'],
    ['Zidna svjetiljka Plitvice', 'Plitvice wall lamp'],
    ['Stropna svjetiljka Lika', 'Lika ceiling lamp'],
    ['Pametna žarulja (2 kom)', 'Smart bulb (2 pcs)'],
    ['Rasvjeta stubišta Papuk', 'Papuk stair lighting'],
  ],
  terasa: [
    ['Terasni set Brač', 'Brač terrace set'],
    ['Ležaljka Hvar', 'Hvar lounger'],
    ['Tegla za bilje Vis', 'Vis herb planter'],
    ['Suncobran Korčula', 'Korčula parasol'],
    ['Vanjska rasvjeta Mljet', 'Mljet outdoor lights'],
    ['Drvena podna obloga Lastovo', 'Lastovo wooden decking'],
  ],
  parking: [
    ['Parkirno mjesto P-1', 'Parking space P-1'],
    ['Parkirno mjesto P-2', 'Parking space P-2'],
    ['Parkirno mjesto s punionicom', 'Parking space with charger'],
    ['Spremište uz garažu', 'Storage room by the garage'],
    ['Punionica za električni automobil', 'Electric car charger'],
  ],
}
