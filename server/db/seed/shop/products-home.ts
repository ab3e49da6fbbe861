import { text, type DemoProduct } from './demo-product'

const day = (year: number, month: number, date: number) => new Date(Date.UTC(year, month - 1, date))

/** Smart home, lighting, terrace, parking and interior packages. */
export const homeProducts: DemoProduct[] = [
  {
    category: 'paketi', kind: 'interiorPackage', price: 450_000, stock: 6, featured: true,
    name: text('Paket interijera Sava Osnovni', 'Sava interior package Basic', 'Einrichtungspaket Sava Basis'),
    attrs: { stil: 'skandinavski', boja: 'bijela', povrsina: 45, 'dostupno-od': day(2027, 1, 15) },
    about: text(
      'Osnovno opremanje dvosobnog stana: sofa, blagovaonski stol, krevet, ormar i rasvjeta.',
      'Basic furnishing for a two-room flat: sofa, dining table, bed, wardrobe and lighting.',
      'Grundausstattung für eine Zweizimmerwohnung: Sofa, Esstisch, Bett, Kleiderschrank und Beleuchtung.',
    ),
  },
  {
    category: 'paketi', kind: 'interiorPackage', price: 790_000, stock: 5,
    name: text('Paket interijera Sava Komfor', 'Sava interior package Comfort', 'Einrichtungspaket Sava Komfort'),
    attrs: { stil: 'moderni', boja: 'siva', povrsina: 60, 'dostupno-od': day(2027, 1, 15) },
    about: text(
      'Paket Osnovni uz TV komodu, radni stol, tepihe i pametni termostat, za stan do 60 m².',
      'The Basic package plus a TV unit, a desk, rugs and a smart thermostat, for flats up to 60 m².',
      'Das Basispaket plus TV-Lowboard, Schreibtisch, Teppiche und smartes Thermostat, für Wohnungen bis 60 m².',
    ),
  },
  {
    category: 'paketi', kind: 'interiorPackage', price: 1_290_000, stock: 3,
    name: text('Paket interijera Sava Premium', 'Sava interior package Premium', 'Einrichtungspaket Sava Premium'),
    attrs: { stil: 'mediteranski', boja: 'orah', povrsina: 85, 'dostupno-od': day(2027, 3, 1) },
    about: text(
      'Stan opremljen po mjeri, s kuhinjom, rasvjetom i savjetima dizajnerice interijera.',
      'A flat furnished to measure, with the kitchen, the lighting and an interior designer’s advice.',
      'Eine maßgefertigte Einrichtung mit Küche, Beleuchtung und Beratung durch eine Innenarchitektin.',
    ),
  },
  {
    category: 'paketi', kind: 'interiorPackage', price: 390_000, stock: 8,
    name: text('Paket za garsonijeru', 'Studio flat package', 'Paket für die Einzimmerwohnung'),
    attrs: { stil: 'skandinavski', boja: 'hrast', povrsina: 35, 'dostupno-od': day(2026, 12, 15) },
    about: text(
      'Sve za garsonijeru do 35 m²: kauč na razvlačenje, stol za dvoje i ormar koji stane uz vrata.',
      'Everything for a studio up to 35 m²: a sofa bed, a table for two and a wardrobe that fits by the door.',
      'Alles für ein Apartment bis 35 m²: Schlafsofa, Tisch für zwei und ein Schrank, der neben die Tür passt.',
    ),
  },
  {
    category: 'paketi', kind: 'interiorPackage', price: 990_000, stock: 4, reduction: { percent: 10, daysAgo: 8 },
    name: text('Paket za obiteljski stan', 'Family flat package', 'Paket für die Familienwohnung'),
    attrs: { stil: 'moderni', boja: 'bez', povrsina: 95, 'dostupno-od': day(2027, 2, 1) },
    about: text(
      'Za stan s tri spavaće sobe: kreveti, ormari, blagovaonica za šest osoba i dnevni boravak.',
      'For a flat with three bedrooms: beds, wardrobes, dining for six and a living room.',
      'Für eine Wohnung mit drei Schlafzimmern: Betten, Schränke, Essplatz für sechs und ein Wohnzimmer.',
    ),
  },
  {
    category: 'paketi', kind: 'interiorPackage', price: 240_000, stock: 10,
    name: text('Paket za dječju sobu', 'Kids room package', 'Paket für das Kinderzimmer'),
    attrs: { stil: 'skandinavski', boja: 'zelena', povrsina: 12, 'dostupno-od': day(2026, 12, 15) },
    about: text(
      'Krevet koji raste s djetetom, radni stol, polica i tepih za igru.',
      'A bed that grows with the child, a desk, a shelf and a play rug.',
      'Ein mitwachsendes Bett, ein Schreibtisch, ein Regal und ein Spielteppich.',
    ),
  },
  {
    category: 'pametni', kind: 'smartKit', price: 29_900, infinite: true, featured: true,
    name: text('Komplet pametnog doma Start', 'Smart home kit Start', 'Smart-Home-Set Start'),
    attrs: { protokol: 'zigbee', baterija: false, boja: 'bijela', jamstvo: 2 },
    about: text(
      'Središnja jedinica, dva senzora pokreta i četiri pametne utičnice za prvi korak prema pametnom stanu.',
      'A hub, two motion sensors and four smart plugs: the first step to a smart flat.',
      'Zentrale, zwei Bewegungsmelder und vier smarte Steckdosen: der erste Schritt zur smarten Wohnung.',
    ),
  },
  {
    category: 'pametni', kind: 'smartKit', price: 54_900, stock: 12,
    name: text('Komplet pametnog doma Plus', 'Smart home kit Plus', 'Smart-Home-Set Plus'),
    attrs: { protokol: 'matter', baterija: false, boja: 'antracit', jamstvo: 3 },
    about: text(
      'Sve iz kompleta Start, uz termostat, pametnu bravu i senzore za sve prozore stana do 80 m².',
      'Everything in the Start kit, plus a thermostat, a smart lock and sensors for every window of a flat up to 80 m².',
      'Alles aus dem Start-Set, dazu Thermostat, smartes Türschloss und Sensoren für alle Fenster einer Wohnung bis 80 m².',
    ),
  },
  {
    category: 'pametni', kind: 'thermostat', price: 17_900, stock: 15, reduction: { percent: 15, daysAgo: 5 },
    name: text('Pametni termostat', 'Smart thermostat', 'Smartes Thermostat'),
    attrs: { protokol: 'wifi', baterija: false, boja: 'bijela', jamstvo: 2 },
    about: text(
      'Termostat koji uči vaš raspored i spušta temperaturu kad nikog nema kod kuće.',
      'A thermostat that learns your routine and turns the heating down when nobody is home.',
      'Ein Thermostat, das Ihren Tagesablauf lernt und die Heizung herunterregelt, wenn niemand zu Hause ist.',
    ),
  },
  {
    category: 'pametni', kind: 'smartLock', price: 24_900, stock: 9,
    name: text('Pametna brava', 'Smart lock', 'Smartes Türschloss'),
    attrs: { protokol: 'matter', baterija: true, boja: 'crna', jamstvo: 2 },
    about: text(
      'Brava koja se otvara mobitelom, PIN-om ili ključem, a ukućanima javlja tko je došao.',
      'A lock that opens by phone, PIN or key and tells the household who came home.',
      'Ein Schloss, das per Handy, PIN oder Schlüssel öffnet und den Mitbewohnern meldet, wer heimgekommen ist.',
    ),
  },
  {
    category: 'pametni', kind: 'intercom', price: 32_900, infinite: true,
    name: text('Video interfon', 'Video intercom', 'Video-Gegensprechanlage'),
    attrs: { protokol: 'wifi', baterija: false, boja: 'antracit', jamstvo: 2 },
    about: text(
      'Interfon sa zaslonom od 7 inča koji poziv s ulaza prosljeđuje na mobitel.',
      'An intercom with a 7-inch screen that forwards calls from the entrance to your phone.',
      'Gegensprechanlage mit 7-Zoll-Bildschirm, die Anrufe vom Eingang aufs Handy weiterleitet.',
    ),
  },
  {
    category: 'pametni', kind: 'windowSensor', price: 9_900, stock: 30,
    name: text('Senzori za prozore (4 kom)', 'Window sensors (4 pcs)', 'Fenstersensoren (4 Stk.)'),
    attrs: { protokol: 'zigbee', baterija: true, boja: 'bijela', jamstvo: 2 },
    about: text(
      'Četiri mala senzora koji javljaju otvoren prozor i gase grijanje dok se soba prozračuje.',
      'Four small sensors that report an open window and switch the heating off while the room airs.',
      'Vier kleine Sensoren, die offene Fenster melden und die Heizung beim Lüften abschalten.',
    ),
  },
  {
    category: 'pametni', kind: 'smartPlug', price: 5_900, infinite: true,
    name: text('Pametne utičnice (3 kom)', 'Smart plugs (3 pcs)', 'Smarte Steckdosen (3 Stk.)'),
    attrs: { protokol: 'wifi', baterija: false, boja: 'bijela', jamstvo: 2 },
    about: text(
      'Utičnice koje mjere potrošnju i po rasporedu gase uređaje u stanju pripravnosti.',
      'Plugs that measure consumption and switch standby devices off on a schedule.',
      'Steckdosen, die den Verbrauch messen und Standby-Geräte nach Zeitplan abschalten.',
    ),
  },
  {
    category: 'pametni', kind: 'shutterControl', price: 18_900, stock: 11,
    name: text('Upravljanje roletama', 'Shutter control', 'Rollladensteuerung'),
    attrs: { protokol: 'zigbee', baterija: false, boja: 'bijela', jamstvo: 2 },
    about: text(
      'Zidni modul koji podiže i spušta rolete po izlasku i zalasku sunca.',
      'A wall module that raises and lowers the shutters at sunrise and sunset.',
      'Wandmodul, das die Rollläden bei Sonnenauf- und -untergang hebt und senkt.',
    ),
  },
  {
    category: 'rasvjeta', kind: 'pendantLamp', price: 15_900, featured: true,
    name: text('Viseća svjetiljka Sava', 'Sava pendant lamp', 'Pendelleuchte Sava'),
    attrs: { boja: 'terakota', materijal: ['metal'], grlo: 'e27', snaga: 9, pametno: false, jamstvo: 2 },
    about: text(
      'Viseća svjetiljka s metalnim sjenilom promjera 40 cm, za blagovaonski stol ili kuhinjski otok.',
      'A pendant with a 40 cm metal shade, for a dining table or a kitchen island.',
      'Pendelleuchte mit 40-cm-Metallschirm, für den Esstisch oder die Kochinsel.',
    ),
  },
  {
    category: 'rasvjeta', kind: 'floorLamp', price: 21_900,
    name: text('Stojeća lampa Odra', 'Odra floor lamp', 'Stehleuchte Odra'),
    attrs: { boja: 'bez', materijal: ['metal', 'tkanina'], grlo: 'e27', snaga: 12, pametno: false, jamstvo: 2 },
    about: text(
      'Stojeća lampa s lanenim sjenilom i prigušivačem na nožni prekidač.',
      'A floor lamp with a linen shade and a foot-operated dimmer.',
      'Stehleuchte mit Leinenschirm und Fußdimmer.',
    ),
  },
  {
    category: 'rasvjeta', kind: 'ledStrip', price: 6_900, stock: 40,
    name: text('LED traka za kuhinju', 'Kitchen LED strip', 'LED-Leiste für die Küche'),
    attrs: { boja: 'bijela', materijal: ['metal'], grlo: 'led', snaga: 14, pametno: false, jamstvo: 3 },
    about: text(
      'Dva metra LED trake u aluminijskom profilu, za jednoliko svjetlo ispod gornjih elemenata.',
      'Two metres of LED strip in an aluminium profile, for even light under the wall cabinets.',
      'Zwei Meter LED-Leiste im Aluprofil für gleichmäßiges Licht unter den Hängeschränken.',
    ),
  },
  {
    category: 'rasvjeta', kind: 'wallLamp', price: 8_900,
    name: text('Zidna svjetiljka Plitvice', 'Plitvice wall lamp', 'Wandleuchte Plitvice'),
    attrs: { boja: 'zelena', materijal: ['metal', 'staklo'], grlo: 'e14', snaga: 5, pametno: false, jamstvo: 2 },
    about: text(
      'Zidna svjetiljka s opalnim staklom koja baca meko svjetlo prema gore i dolje.',
      'A wall light with opal glass that casts soft light up and down.',
      'Wandleuchte mit Opalglas, die weiches Licht nach oben und unten wirft.',
    ),
  },
  {
    category: 'rasvjeta', kind: 'ceilingLamp', price: 13_900, reduction: { percent: 20, daysAgo: 12 },
    name: text('Stropna svjetiljka Lika', 'Lika ceiling lamp', 'Deckenleuchte Lika'),
    attrs: { boja: 'bijela', materijal: ['metal', 'staklo'], grlo: 'led', snaga: 24, pametno: false, jamstvo: 3 },
    about: text(
      'Plafonjera promjera 45 cm s toplim svjetlom od 2700 K, za spavaću sobu ili hodnik.',
      'A 45 cm ceiling light with warm 2700 K light, for a bedroom or a hallway.',
      'Deckenleuchte mit 45 cm Durchmesser und warmem 2700-K-Licht, für Schlafzimmer oder Flur.',
    ),
  },
  {
    category: 'rasvjeta', kind: 'smartBulb', price: 3_900, infinite: true,
    name: text('Pametna žarulja (2 kom)', 'Smart bulb (2 pcs)', 'Smarte Glühbirnen (2 Stk.)'),
    attrs: { boja: 'bijela', materijal: ['staklo'], grlo: 'e27', snaga: 9, pametno: true, jamstvo: 2 },
    about: text(
      'Dvije žarulje kojima boju i toplinu svjetla mijenjate iz aplikacije ili glasom.',
      'Two bulbs whose colour and warmth you change from the app or by voice.',
      'Zwei Glühbirnen, deren Farbe und Lichttemperatur Sie per App oder Sprache wechseln.',
    ),
  },
  {
    category: 'rasvjeta', kind: 'stairLight', price: 24_900,
    name: text('Rasvjeta stubišta Papuk', 'Papuk stair lighting', 'Treppenbeleuchtung Papuk'),
    attrs: { boja: 'antracit', materijal: ['metal'], grlo: 'led', snaga: 16, pametno: true, jamstvo: 3 },
    about: text(
      'Osam svjetala za stube sa senzorom pokreta, koja se pale jedno za drugim.',
      'Eight stair lights with a motion sensor that light up one after another.',
      'Acht Treppenleuchten mit Bewegungsmelder, die nacheinander aufleuchten.',
    ),
  },
  {
    category: 'terasa', kind: 'terraceSet', price: 119_000, featured: true,
    name: text('Terasni set Brač', 'Brač terrace set', 'Terrassenset Brač'),
    attrs: { materijal: ['metal', 'ratan'], boja: 'antracit', 'zavrsna-obrada': 'plastificirano', sirina: 160, jamstvo: 3, 'dostupno-od': day(2027, 3, 1) },
    about: text(
      'Stol i četiri stolice od aluminija i sintetičkog ratana, s jastucima koji se ne boje kiše.',
      'A table and four chairs in aluminium and synthetic rattan, with rain-proof cushions.',
      'Tisch und vier Stühle aus Aluminium und Kunstrattan, mit regenfesten Kissen.',
    ),
  },
  {
    category: 'terasa', kind: 'lounger', price: 27_900,
    name: text('Ležaljka Hvar', 'Hvar lounger', 'Sonnenliege Hvar'),
    attrs: { materijal: ['drvo'], boja: 'hrast', 'zavrsna-obrada': 'uljeno', sirina: 65, jamstvo: 3, 'dostupno-od': day(2027, 3, 1) },
    about: text(
      'Ležaljka od tikovine s naslonom u pet položaja i kotačima za lakše premještanje.',
      'A teak lounger with a five-position back and wheels for moving it.',
      'Sonnenliege aus Teak mit fünffach verstellbarer Lehne und Rädern zum Verschieben.',
    ),
  },
  {
    category: 'terasa', kind: 'planter', price: 4_900, stock: 25,
    name: text('Tegla za bilje Vis', 'Vis herb planter', 'Kräutertopf Vis'),
    attrs: { materijal: ['keramika'], boja: 'terakota', 'zavrsna-obrada': 'prirodno', sirina: 40, jamstvo: 2, 'dostupno-od': day(2026, 11, 1) },
    about: text(
      'Tegla od pečene gline sa spremnikom vode za bilje koje raste na balkonu.',
      'A terracotta planter with a water reservoir for herbs growing on the balcony.',
      'Terrakottatopf mit Wasserspeicher für Kräuter auf dem Balkon.',
    ),
  },
  {
    category: 'terasa', kind: 'parasol', price: 22_900, reduction: { percent: 25, daysAgo: 10 },
    name: text('Suncobran Korčula', 'Korčula parasol', 'Sonnenschirm Korčula'),
    attrs: { materijal: ['tkanina', 'metal'], boja: 'bez', 'zavrsna-obrada': 'plastificirano', sirina: 300, jamstvo: 2, 'dostupno-od': day(2026, 11, 1) },
    about: text(
      'Suncobran promjera 3 m s ručicom za naginjanje i tkaninom s UV zaštitom 50+.',
      'A 3 m parasol with a tilt crank and UPF 50+ fabric.',
      'Sonnenschirm mit 3 m Durchmesser, Kurbel zum Neigen und Stoff mit UV-Schutz 50+.',
    ),
  },
  {
    category: 'terasa', kind: 'outdoorLight', price: 11_900,
    name: text('Vanjska rasvjeta Mljet', 'Mljet outdoor lights', 'Außenleuchten Mljet'),
    attrs: { materijal: ['metal', 'staklo'], boja: 'crna', 'zavrsna-obrada': 'plastificirano', sirina: 12, jamstvo: 3, 'dostupno-od': day(2026, 11, 1) },
    about: text(
      'Dvije zidne svjetiljke zaštite IP65 za ulaz ili terasu, sa senzorom sumraka.',
      'Two IP65 wall lights for an entrance or a terrace, with a dusk sensor.',
      'Zwei Wandleuchten nach IP65 für Eingang oder Terrasse, mit Dämmerungssensor.',
    ),
  },
  {
    category: 'terasa', kind: 'decking', price: 5_900, stock: 120,
    name: text('Drvena podna obloga Lastovo', 'Lastovo wooden decking', 'Holzterrassendielen Lastovo'),
    attrs: { materijal: ['drvo'], boja: 'orah', 'zavrsna-obrada': 'uljeno', sirina: 14, jamstvo: 10, 'dostupno-od': day(2026, 11, 1) },
    about: text(
      'Terasne daske od termo-jasena širine 14 cm; cijena je za jedan kvadratni metar.',
      'Thermo-ash deck boards 14 cm wide; the price is for one square metre.',
      'Terrassendielen aus Thermo-Esche, 14 cm breit; der Preis gilt für einen Quadratmeter.',
    ),
  },
  {
    category: 'terasa', kind: 'grill', price: 45_900,
    name: text('Terasni roštilj Ćevapi Party', 'Ćevapi Party terrace grill', 'Terrassengrill Ćevapi Party'),
    attrs: { materijal: ['metal'], boja: 'crna', 'zavrsna-obrada': 'plastificirano', sirina: 120, jamstvo: 2, 'dostupno-od': day(2027, 4, 1) },
    about: text(
      'Plinski roštilj s tri plamenika i bočnim kuhalom, dovoljno velik za ćevape za dvanaestero.',
      'A three-burner gas grill with a side burner, big enough for ćevapi for twelve.',
      'Gasgrill mit drei Brennern und Seitenkocher, groß genug für Ćevapi für zwölf.',
    ),
  },
  {
    category: 'parking', kind: 'parkingSpace', price: 1_500_000, stock: 1,
    name: text('Parkirno mjesto P-1', 'Parking space P-1', 'Stellplatz P-1'),
    attrs: { povrsina: 13, 'dostupno-od': day(2027, 6, 1) },
    about: text(
      'Natkriveno mjesto u podzemnoj garaži, odmah uz dizalo.',
      'A covered space in the underground garage, right by the lift.',
      'Überdachter Stellplatz in der Tiefgarage, direkt am Aufzug.',
    ),
  },
  {
    category: 'parking', kind: 'parkingSpace', price: 1_500_000, stock: 1,
    name: text('Parkirno mjesto P-2', 'Parking space P-2', 'Stellplatz P-2'),
    attrs: { povrsina: 13, 'dostupno-od': day(2027, 6, 1) },
    about: text(
      'Mjesto u podzemnoj garaži s priključkom pripremljenim za punionicu.',
      'A space in the underground garage with wiring ready for a charger.',
      'Stellplatz in der Tiefgarage mit vorbereitetem Anschluss für eine Ladestation.',
    ),
  },
  {
    category: 'parking', kind: 'parkingSpace', price: 1_690_000, stock: 1,
    name: text('Parkirno mjesto s punionicom', 'Parking space with charger', 'Stellplatz mit Ladestation'),
    attrs: { povrsina: 14, 'dostupno-od': day(2027, 6, 1) },
    about: text(
      'Mjesto uz zid garaže s ugrađenom punionicom od 11 kW i zasebnim brojilom.',
      'A space by the garage wall with an 11 kW charger and its own meter.',
      'Stellplatz an der Garagenwand mit eingebauter 11-kW-Ladestation und eigenem Zähler.',
    ),
  },
  {
    category: 'parking', kind: 'storageRoom', price: 650_000, stock: 1,
    name: text('Spremište uz garažu', 'Storage room by the garage', 'Abstellraum an der Garage'),
    attrs: { povrsina: 6, 'dostupno-od': day(2027, 6, 1) },
    about: text(
      'Zaključano spremište od 6 m² s rasvjetom i utičnicom, za bicikle i sezonske stvari.',
      'A lockable 6 m² storage room with light and a socket, for bikes and seasonal things.',
      'Abschließbarer Abstellraum mit 6 m², Licht und Steckdose, für Fahrräder und Saisonsachen.',
    ),
  },
  {
    category: 'parking', kind: 'evCharger', price: 129_000, stock: 5,
    name: text('Punionica za električni automobil', 'Electric car charger', 'Ladestation für Elektroautos'),
    attrs: { 'dostupno-od': day(2027, 6, 1) },
    about: text(
      'Zidna punionica od 11 kW s kabelom tipa 2, montirana na vaše parkirno mjesto.',
      'An 11 kW wall charger with a Type 2 cable, mounted at your parking space.',
      'Eine 11-kW-Wallbox mit Typ-2-Kabel, montiert an Ihrem Stellplatz.',
    ),
  },
]
