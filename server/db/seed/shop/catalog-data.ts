import type { AttributeType } from '../../../../common/catalog/types'
import type { Locale } from '../../../../common/i18n/locales'
import type { LocalizedText } from '../../schema'

export type ProductNames = Record<Locale, string>

/** A demo attribute; each option value has a `key` the product table refers to. */
export interface DemoAttribute {
  code: string
  type: AttributeType
  label: ProductNames
  units?: LocalizedText
  values?: { key: string; label: ProductNames; value?: string }[]
}

const option = (key: string, hr: string, en: string, de: string, value?: string) => ({ key, label: { hr, en, de }, ...(value ? { value } : {}) })
const centimetres = { hr: 'cm', en: 'cm', de: 'cm' }

/** Every attribute of the demo shop; each category takes the ones that describe its products. */
export const attributeData: DemoAttribute[] = [
  {
    code: 'boja',
    type: 'visualSwatch',
    label: { hr: 'Boja', en: 'Colour', de: 'Farbe' },
    values: [
      option('bijela', 'Bijela', 'White', 'Weiß', '#f2f0eb'),
      option('bez', 'Bež', 'Beige', 'Beige', '#d8c8b0'),
      option('siva', 'Siva', 'Grey', 'Grau', '#8d99ae'),
      option('antracit', 'Antracit', 'Anthracite', 'Anthrazit', '#343a40'),
      option('crna', 'Crna', 'Black', 'Schwarz', '#1f1f1f'),
      option('hrast', 'Hrast', 'Oak', 'Eiche', '#b08968'),
      option('orah', 'Orah', 'Walnut', 'Nussbaum', '#6b4f3a'),
      option('plava', 'Plava', 'Blue', 'Blau', '#1d3557'),
      option('zelena', 'Kadulja', 'Sage', 'Salbei', '#7a9e7e'),
      option('terakota', 'Terakota', 'Terracotta', 'Terrakotta', '#c0603a'),
    ],
  },
  {
    code: 'materijal',
    type: 'multiSelect',
    label: { hr: 'Materijal', en: 'Material', de: 'Material' },
    values: [
      option('drvo', 'Drvo', 'Wood', 'Holz'),
      option('metal', 'Metal', 'Metal', 'Metall'),
      option('staklo', 'Staklo', 'Glass', 'Glas'),
      option('tkanina', 'Tkanina', 'Fabric', 'Stoff'),
      option('koza', 'Koža', 'Leather', 'Leder'),
      option('kamen', 'Kamen', 'Stone', 'Stein'),
      option('vuna', 'Vuna', 'Wool', 'Wolle'),
      option('pjena', 'Pjena', 'Foam', 'Schaumstoff'),
      option('ratan', 'Ratan', 'Rattan', 'Rattan'),
      option('keramika', 'Keramika', 'Ceramic', 'Keramik'),
    ],
  },
  {
    code: 'stil',
    type: 'dropdown',
    label: { hr: 'Stil', en: 'Style', de: 'Stil' },
    values: [
      option('skandinavski', 'Skandinavski', 'Scandinavian', 'Skandinavisch'),
      option('moderni', 'Moderni', 'Modern', 'Modern'),
      option('industrijski', 'Industrijski', 'Industrial', 'Industriell'),
      option('klasicni', 'Klasični', 'Classic', 'Klassisch'),
      option('mediteranski', 'Mediteranski', 'Mediterranean', 'Mediterran'),
    ],
  },
  {
    code: 'velicina',
    type: 'textSwatch',
    label: { hr: 'Veličina', en: 'Size', de: 'Größe' },
    values: ['S', 'M', 'L', 'XL'].map((size) => option(size.toLowerCase(), size, size, size, size)),
  },
  {
    code: 'zavrsna-obrada',
    type: 'dropdown',
    label: { hr: 'Završna obrada', en: 'Finish', de: 'Oberfläche' },
    values: [
      option('mat-lak', 'Mat lak', 'Matt lacquer', 'Mattlack'),
      option('uljeno', 'Uljeno', 'Oiled', 'Geölt'),
      option('visoki-sjaj', 'Visoki sjaj', 'High gloss', 'Hochglanz'),
      option('prirodno', 'Prirodno', 'Natural', 'Natur'),
      option('plastificirano', 'Plastificirano', 'Powder-coated', 'Pulverbeschichtet'),
    ],
  },
  { code: 'sirina', type: 'number', units: centimetres, label: { hr: 'Širina', en: 'Width', de: 'Breite' } },
  { code: 'dubina', type: 'number', units: centimetres, label: { hr: 'Dubina', en: 'Depth', de: 'Tiefe' } },
  { code: 'visina', type: 'number', units: centimetres, label: { hr: 'Visina', en: 'Height', de: 'Höhe' } },
  {
    code: 'dimenzije-tepiha',
    type: 'textSwatch',
    label: { hr: 'Dimenzije tepiha', en: 'Rug size', de: 'Teppichgröße' },
    values: ['80 × 250', '160 × 230', '200 × 290'].map((size) => option(size.replace(/ × /, 'x'), `${size} cm`, `${size} cm`, `${size} cm`, size)),
  },
  { code: 'visina-vlakna', type: 'number', units: { hr: 'mm', en: 'mm', de: 'mm' }, label: { hr: 'Visina vlakna', en: 'Pile height', de: 'Florhöhe' } },
  {
    code: 'grlo',
    type: 'dropdown',
    label: { hr: 'Grlo žarulje', en: 'Lamp base', de: 'Lampensockel' },
    values: [option('e27', 'E27', 'E27', 'E27'), option('e14', 'E14', 'E14', 'E14'), option('gu10', 'GU10', 'GU10', 'GU10'), option('led', 'Ugrađeni LED', 'Built-in LED', 'Integrierte LED')],
  },
  { code: 'snaga', type: 'number', units: { hr: 'W', en: 'W', de: 'W' }, label: { hr: 'Snaga', en: 'Power', de: 'Leistung' } },
  { code: 'pametno', type: 'yesNo', label: { hr: 'Pametno upravljanje', en: 'Smart control', de: 'Smarte Steuerung' } },
  {
    code: 'protokol',
    type: 'dropdown',
    label: { hr: 'Protokol', en: 'Protocol', de: 'Protokoll' },
    values: [option('wifi', 'Wi-Fi', 'Wi-Fi', 'WLAN'), option('zigbee', 'Zigbee', 'Zigbee', 'Zigbee'), option('matter', 'Matter', 'Matter', 'Matter')],
  },
  { code: 'baterija', type: 'yesNo', label: { hr: 'Na baterije', en: 'Battery powered', de: 'Batteriebetrieben' } },
  { code: 'povrsina', type: 'number', units: { hr: 'm²', en: 'm²', de: 'm²' }, label: { hr: 'Površina', en: 'Area', de: 'Fläche' } },
  { code: 'jamstvo', type: 'number', units: { hr: 'god.', en: 'yrs', de: 'J.' }, label: { hr: 'Jamstvo', en: 'Warranty', de: 'Garantie' } },
  { code: 'trajanje', type: 'number', units: { hr: 'h', en: 'h', de: 'Std.' }, label: { hr: 'Trajanje', en: 'Duration', de: 'Dauer' } },
  { code: 'dostupno-od', type: 'date', label: { hr: 'Dostupno od', en: 'Available from', de: 'Verfügbar ab' } },
  { code: 'termin-montaze', type: 'dateTime', label: { hr: 'Prvi termin montaže', en: 'First installation slot', de: 'Erster Montagetermin' } },
]

export interface CategorySeed {
  key: string
  name: LocalizedText
  parent?: string
  /** The attribute set: a product in the category has values for these attributes only. */
  attributes: string[]
  /** KPD 2025 code of the category's products on an eRačun (demo values; an owner sets the real ones). */
  kpdCode?: string
}

const furniture = ['boja', 'materijal', 'stil', 'zavrsna-obrada', 'sirina', 'dubina', 'visina', 'jamstvo']

export const categoryData: CategorySeed[] = [
  { key: 'paketi', name: { hr: 'Paketi interijera', en: 'Interior packages', de: 'Einrichtungspakete' }, attributes: ['stil', 'boja', 'povrsina', 'dostupno-od'], kpdCode: '31.00.39' },
  { key: 'namjestaj', name: { hr: 'Namještaj', en: 'Furniture', de: 'Möbel' }, attributes: furniture, kpdCode: '31.00.39' },
  { key: 'boravak', name: { hr: 'Dnevni boravak', en: 'Living room', de: 'Wohnzimmer' }, parent: 'namjestaj', attributes: [...furniture, 'velicina'], kpdCode: '31.00.12' },
  { key: 'spavaca', name: { hr: 'Spavaća soba', en: 'Bedroom', de: 'Schlafzimmer' }, parent: 'namjestaj', attributes: furniture },
  { key: 'tepisi', name: { hr: 'Tepisi', en: 'Rugs', de: 'Teppiche' }, attributes: ['boja', 'materijal', 'dimenzije-tepiha', 'visina-vlakna'], kpdCode: '13.93.19' },
  { key: 'kuhinje', name: { hr: 'Kuhinje', en: 'Kitchens', de: 'Küchen' }, attributes: ['boja', 'materijal', 'zavrsna-obrada', 'sirina', 'jamstvo', 'termin-montaze'], kpdCode: '31.00.39' },
  { key: 'pametni', name: { hr: 'Pametni dom', en: 'Smart home', de: 'Smart Home' }, attributes: ['protokol', 'baterija', 'boja', 'jamstvo'], kpdCode: '26.30.23' },
  { key: 'rasvjeta', name: { hr: 'Rasvjeta', en: 'Lighting', de: 'Beleuchtung' }, attributes: ['boja', 'materijal', 'grlo', 'snaga', 'pametno', 'jamstvo'], kpdCode: '27.40.21' },
  { key: 'terasa', name: { hr: 'Terasa i vrt', en: 'Terrace and garden', de: 'Terrasse und Garten' }, attributes: ['materijal', 'boja', 'zavrsna-obrada', 'sirina', 'jamstvo', 'dostupno-od'], kpdCode: '31.00.11' },
  { key: 'parking', name: { hr: 'Parkirna mjesta', en: 'Parking spaces', de: 'Stellplätze' }, attributes: ['povrsina', 'dostupno-od'], kpdCode: '68.20.02' },
  { key: 'vodici', name: { hr: 'Vodiči i usluge', en: 'Guides and services', de: 'Ratgeber und Services' }, attributes: ['trajanje', 'velicina', 'stil', 'termin-montaze'], kpdCode: '74.99.09' },
]

/** The closing sentence of every product description in a category: how it is delivered. */
const furnitureClosing: ProductNames = {
  hr: 'Dostavljamo na adresu u Hrvatskoj za 7 do 10 radnih dana, a montažu možete dodati uz narudžbu.',
  en: 'Delivered anywhere in Croatia in 7 to 10 working days; add assembly to your order if you like.',
  de: 'Lieferung innerhalb Kroatiens in 7 bis 10 Werktagen; die Montage können Sie zur Bestellung hinzufügen.',
}

export const categoryClosing: Record<string, ProductNames> = {
  boravak: furnitureClosing,
  spavaca: furnitureClosing,
  tepisi: furnitureClosing,
  kuhinje: {
    hr: 'Izrađuje se po mjeri nakon izmjere u vašem stanu; rok izrade je šest tjedana.',
    en: 'Made to measure after a visit to your flat; ready in six weeks.',
    de: 'Nach einem Aufmaß in Ihrer Wohnung maßgefertigt; fertig in sechs Wochen.',
  },
  pametni: {
    hr: 'Radi sa standardom Matter i glasovnim pomoćnicima; postavljanje traje nekoliko minuta.',
    en: 'Works with Matter and the usual voice assistants; set-up takes a few minutes.',
    de: 'Funktioniert mit Matter und den gängigen Sprachassistenten; die Einrichtung dauert wenige Minuten.',
  },
  rasvjeta: {
    hr: 'Isporučuje se spremno za spajanje, s uputama na hrvatskom, engleskom i njemačkom jeziku.',
    en: 'Delivered ready to connect, with instructions in Croatian, English and German.',
    de: 'Anschlussfertig geliefert, mit Anleitung auf Kroatisch, Englisch und Deutsch.',
  },
  terasa: {
    hr: 'Otporno na sunce, kišu i morsku sol; zimi ga spremite na suho.',
    en: 'Stands up to sun, rain and sea salt; store it somewhere dry in winter.',
    de: 'Hält Sonne, Regen und Meersalz stand; im Winter trocken lagern.',
  },
  parking: {
    hr: 'Rezervacija vrijedi 14 dana; ugovor potpisujete u našem uredu u Zagrebu.',
    en: 'The reservation holds for 14 days; you sign the contract at our office in Zagreb.',
    de: 'Die Reservierung gilt 14 Tage; den Vertrag unterschreiben Sie in unserem Büro in Zagreb.',
  },
  paketi: {
    hr: 'Uključuje dostavu, montažu i odvoz ambalaže; sve je gotovo prije useljenja.',
    en: 'Delivery, assembly and packaging removal included; everything is ready before you move in.',
    de: 'Lieferung, Montage und Entsorgung der Verpackung inklusive; alles ist vor dem Einzug fertig.',
  },
}

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

/** The descriptions of the special-format products, two or three sentences each. */
export const specialDescriptions = {
  sofa: {
    hr: 'Sofa od modula koje slažete kako vam stan traži: dvosjed, trosjed ili kutna. Navlake od tkanine otporne na habanje skidaju se i peru na 30 °C.',
    en: 'A sofa of modules you arrange as your flat asks: two-seater, three-seater or corner. The hard-wearing fabric covers come off and wash at 30 °C.',
    de: 'Ein Sofa aus Modulen, die Sie so anordnen, wie es Ihre Wohnung verlangt: Zweisitzer, Dreisitzer oder Ecke. Die strapazierfähigen Stoffbezüge sind abnehmbar und bei 30 °C waschbar.',
  },
  assembly: {
    hr: 'Naš monter sastavi i postavi namještaj, pričvrsti ga za zid gdje treba i odnese ambalažu. Veličinu odaberite prema broju komada: S do tri, XL za cijeli stan.',
    en: 'Our fitter assembles and places the furniture, fixes it to the wall where needed and takes the packaging away. Choose the size by the number of pieces: S up to three, XL for a whole flat.',
    de: 'Unser Monteur baut die Möbel auf, stellt sie auf, befestigt sie wo nötig an der Wand und nimmt die Verpackung mit. Wählen Sie die Größe nach der Anzahl der Teile: S bis drei, XL für eine ganze Wohnung.',
  },
  design: {
    hr: 'Dizajnerica dolazi u stan, mjeri prostor i za dva tjedna predaje tlocrt s rasporedom namještaja i popisom proizvoda. Cijena se odbija od narudžbe paketa interijera.',
    en: 'A designer visits your flat, measures it and within two weeks hands over a floor plan with the furniture laid out and a product list. The fee is deducted from an interior package order.',
    de: 'Eine Innenarchitektin besucht Ihre Wohnung, misst sie aus und übergibt binnen zwei Wochen einen Grundriss mit Möbelplanung und Produktliste. Der Betrag wird bei der Bestellung eines Einrichtungspakets angerechnet.',
  },
  parkingAndStorage: {
    hr: 'Parkirno mjesto P-1 uz dizalo i zaključano spremište od 6 m² na istom katu garaže. Zajedno su povoljniji nego zasebno.',
    en: 'Parking space P-1 by the lift and a lockable 6 m² storage room on the same garage level. Together they cost less than apart.',
    de: 'Stellplatz P-1 am Aufzug und ein abschließbarer Abstellraum mit 6 m² auf derselben Garagenebene. Zusammen günstiger als einzeln.',
  },
  parkingWithCharger: {
    hr: 'Parkirno mjesto P-2 i zidna punionica od 11 kW, montirana i spojena prije primopredaje. Zajedno su povoljniji nego zasebno.',
    en: 'Parking space P-2 and an 11 kW wall charger, mounted and connected before handover. Together they cost less than apart.',
    de: 'Stellplatz P-2 und eine 11-kW-Wallbox, vor der Übergabe montiert und angeschlossen. Zusammen günstiger als einzeln.',
  },
  guide: {
    hr: 'Digitalni vodič (PDF, 48 stranica) o kupnji stana u Vrtovima Save. Financiranje, porezi, primopredaja i prvi mjeseci u novom stanu, korak po korak.',
    en: 'A digital guide (PDF, 48 pages) to buying a flat in Vrtovi Save. Financing, taxes, the handover and the first months in your new home, step by step.',
    de: 'Ein digitaler Ratgeber (PDF, 48 Seiten) zum Wohnungskauf in Vrtovi Save. Finanzierung, Steuern, Übergabe und die ersten Monate im neuen Zuhause, Schritt für Schritt.',
  },
  catalogue: {
    hr: 'Katalog svih paketa opremanja s tlocrtima i popisom komada za svaki tip stana. Preuzimate ga odmah nakon plaćanja.',
    en: 'A catalogue of every furnishing package, with floor plans and the list of pieces for each flat type. You download it right after payment.',
    de: 'Ein Katalog aller Einrichtungspakete mit Grundrissen und Stückliste für jeden Wohnungstyp. Sie laden ihn direkt nach der Zahlung herunter.',
  },
} satisfies Record<keyof typeof specialNames, ProductNames>
