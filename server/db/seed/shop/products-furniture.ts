import { text, type DemoProduct } from './demo-product'

/** Living room, bedroom, rugs and kitchens: real sizes in cm, materials and finishes that fit each piece. */
export const furnitureProducts: DemoProduct[] = [
  {
    category: 'boravak', kind: 'sofa', price: 89_900, featured: true,
    name: text('Sofa Drava trosjed', 'Drava three-seater sofa', 'Dreisitzer-Sofa Drava'),
    attrs: { boja: 'siva', materijal: ['tkanina', 'drvo'], stil: 'skandinavski', 'zavrsna-obrada': 'prirodno', sirina: 214, dubina: 92, visina: 84, jamstvo: 5 },
    about: text(
      'Trosjed s dubokim sjedištem, jastucima od hladne pjene i navlakama koje se skidaju i peru na 30 °C.',
      'A three-seater with a deep seat, cold-foam cushions and covers that come off and wash at 30 °C.',
      'Dreisitzer mit tiefer Sitzfläche, Kaltschaumpolstern und abnehmbaren Bezügen, waschbar bei 30 °C.',
    ),
  },
  {
    category: 'boravak', kind: 'cornerSofa', price: 149_000, reduction: { percent: 15, daysAgo: 6 },
    name: text('Kutna garnitura Kupa', 'Kupa corner sofa', 'Ecksofa Kupa'),
    attrs: { boja: 'plava', materijal: ['tkanina'], stil: 'moderni', 'zavrsna-obrada': 'prirodno', sirina: 278, dubina: 198, visina: 82, jamstvo: 5 },
    about: text(
      'Kutna garnitura s ležajem koji se izvlači jednim pokretom i spremištem za posteljinu ispod ležaja.',
      'A corner sofa whose bed pulls out in one move, with bedding storage under the chaise.',
      'Ecksofa mit Bettfunktion, die sich mit einem Handgriff ausziehen lässt, und Bettkasten unter der Récamiere.',
    ),
  },
  {
    category: 'boravak', kind: 'armchair', price: 34_900, featured: true,
    name: text('Fotelja Una', 'Una armchair', 'Sessel Una'),
    attrs: { boja: 'terakota', materijal: ['tkanina', 'drvo'], stil: 'skandinavski', 'zavrsna-obrada': 'uljeno', sirina: 78, dubina: 82, visina: 88, jamstvo: 3 },
    about: text(
      'Fotelja s visokim naslonom i nogama od masivnog hrasta, udobna za čitanje uz prozor.',
      'A high-backed armchair on solid oak legs, made for reading by the window.',
      'Sessel mit hoher Rückenlehne auf Beinen aus massiver Eiche, wie gemacht zum Lesen am Fenster.',
    ),
  },
  {
    category: 'boravak', kind: 'coffeeTable', price: 18_900,
    name: text('Stolić za kavu Korana', 'Korana coffee table', 'Couchtisch Korana'),
    attrs: { boja: 'hrast', materijal: ['drvo'], stil: 'skandinavski', 'zavrsna-obrada': 'uljeno', sirina: 110, dubina: 60, visina: 40, jamstvo: 5 },
    about: text(
      'Niski stolić od hrastove ploče debljine 3 cm, s policom za časopise ispod.',
      'A low table with a 3 cm oak top and a shelf for magazines below.',
      'Niedriger Tisch mit 3 cm starker Eichenplatte und einer Ablage für Zeitschriften darunter.',
    ),
  },
  {
    category: 'boravak', kind: 'tvUnit', price: 27_900,
    name: text('TV komoda Mrežnica', 'Mrežnica TV unit', 'TV-Lowboard Mrežnica'),
    attrs: { boja: 'bijela', materijal: ['drvo'], stil: 'moderni', 'zavrsna-obrada': 'mat-lak', sirina: 180, dubina: 42, visina: 48, jamstvo: 5 },
    about: text(
      'Niska komoda za televizor do 75 inča, s dvoja vrata bez ručki i otvorom za kablove.',
      'A low unit for televisions up to 75 inches, with two handle-free doors and a cable opening.',
      'Lowboard für Fernseher bis 75 Zoll, mit zwei grifflosen Türen und Kabeldurchlass.',
    ),
  },
  {
    category: 'boravak', kind: 'bookshelf', price: 22_900,
    name: text('Polica za knjige Cetina', 'Cetina bookshelf', 'Bücherregal Cetina'),
    attrs: { boja: 'orah', materijal: ['drvo', 'metal'], stil: 'industrijski', 'zavrsna-obrada': 'uljeno', sirina: 90, dubina: 35, visina: 190, jamstvo: 5 },
    about: text(
      'Visoka polica s pet razina od orahovog furnira na crnom metalnom okviru.',
      'A tall shelf with five walnut-veneer levels on a black metal frame.',
      'Hohes Regal mit fünf Böden aus Nussbaumfurnier auf schwarzem Metallgestell.',
    ),
  },
  {
    category: 'boravak', kind: 'diningTable', price: 64_900, featured: true,
    name: text('Blagovaonski stol Krka', 'Krka dining table', 'Esstisch Krka'),
    attrs: { boja: 'hrast', materijal: ['drvo'], stil: 'klasicni', 'zavrsna-obrada': 'uljeno', sirina: 180, dubina: 90, visina: 75, jamstvo: 10 },
    about: text(
      'Stol za šest osoba od masivnog hrasta, s produžetkom za još dvije.',
      'A solid oak table for six, with an extension leaf for two more.',
      'Tisch aus massiver Eiche für sechs Personen, mit Ansteckplatte für zwei weitere.',
    ),
  },
  {
    category: 'boravak', kind: 'diningChair', price: 12_900, stock: 24,
    name: text('Blagovaonska stolica Jadro', 'Jadro dining chair', 'Esszimmerstuhl Jadro'),
    attrs: { boja: 'zelena', materijal: ['drvo', 'tkanina'], stil: 'klasicni', 'zavrsna-obrada': 'uljeno', sirina: 46, dubina: 52, visina: 82, jamstvo: 5 },
    about: text(
      'Stolica s presvučenim sjedištem i zaobljenim naslonom, rađena uz stol Krka.',
      'A chair with an upholstered seat and a curved back, made to go with the Krka table.',
      'Stuhl mit gepolstertem Sitz und geschwungener Lehne, passend zum Esstisch Krka.',
    ),
  },
  {
    category: 'tepisi', kind: 'rug', price: 25_900,
    name: text('Tepih Neretva', 'Neretva rug', 'Teppich Neretva'),
    attrs: { boja: 'bez', materijal: ['vuna'], 'dimenzije-tepiha': '160x230', 'visina-vlakna': 12 },
    about: text(
      'Ručno tkani tepih od novozelandske vune s diskretnim geometrijskim uzorkom.',
      'A hand-woven New Zealand wool rug with a quiet geometric pattern.',
      'Handgewebter Teppich aus neuseeländischer Wolle mit dezentem geometrischem Muster.',
    ),
  },
  {
    category: 'tepisi', kind: 'rug', price: 41_900, reduction: { percent: 20, daysAgo: 9 },
    name: text('Tepih Mura', 'Mura rug', 'Teppich Mura'),
    attrs: { boja: 'plava', materijal: ['vuna'], 'dimenzije-tepiha': '200x290', 'visina-vlakna': 18 },
    about: text(
      'Gusti tepih s visokim vlaknom koji prigušuje korake i grije pod u dnevnom boravku.',
      'A dense, high-pile rug that softens footsteps and warms a living-room floor.',
      'Dichter Hochflorteppich, der Schritte dämpft und den Wohnzimmerboden wärmt.',
    ),
  },
  {
    category: 'tepisi', kind: 'rug', price: 12_900,
    name: text('Staza Bednja', 'Bednja runner', 'Läufer Bednja'),
    attrs: { boja: 'terakota', materijal: ['vuna'], 'dimenzije-tepiha': '80x250', 'visina-vlakna': 6 },
    about: text(
      'Uska staza za hodnik s protukliznom podlogom, tkana u plosnatoj tehnici.',
      'A narrow hall runner with a non-slip backing, flat-woven.',
      'Schmaler Läufer für den Flur mit rutschfester Unterseite, flach gewebt.',
    ),
  },
  {
    category: 'spavaca', kind: 'bed', price: 74_900, featured: true,
    name: text('Krevet Bosut 160', 'Bosut bed 160', 'Bett Bosut 160'),
    attrs: { boja: 'hrast', materijal: ['drvo', 'tkanina'], stil: 'skandinavski', 'zavrsna-obrada': 'uljeno', sirina: 166, dubina: 212, visina: 95, jamstvo: 10 },
    about: text(
      'Bračni krevet za madrac 160 × 200 cm, s tapeciranim uzglavljem i letvičastom podnicom.',
      'A double bed for a 160 × 200 cm mattress, with an upholstered headboard and a slatted base.',
      'Doppelbett für eine Matratze 160 × 200 cm, mit gepolstertem Kopfteil und Lattenrost.',
    ),
  },
  {
    category: 'spavaca', kind: 'wardrobe', price: 89_900,
    name: text('Ormar Vuka', 'Vuka wardrobe', 'Kleiderschrank Vuka'),
    attrs: { boja: 'bijela', materijal: ['drvo'], stil: 'moderni', 'zavrsna-obrada': 'mat-lak', sirina: 200, dubina: 60, visina: 236, jamstvo: 5 },
    about: text(
      'Ormar s troja klizna vrata, šipkom za vješalice i šest polica iza srednjih vrata.',
      'A wardrobe with three sliding doors, a hanging rail and six shelves behind the middle door.',
      'Kleiderschrank mit drei Schiebetüren, Kleiderstange und sechs Fächern hinter der mittleren Tür.',
    ),
  },
  {
    category: 'spavaca', kind: 'bedsideTable', price: 11_900, stock: 2,
    name: text('Noćni ormarić Lonja', 'Lonja bedside table', 'Nachttisch Lonja'),
    attrs: { boja: 'orah', materijal: ['drvo'], stil: 'skandinavski', 'zavrsna-obrada': 'uljeno', sirina: 45, dubina: 38, visina: 50, jamstvo: 5 },
    about: text(
      'Noćni ormarić s ladicom koja se zatvara bez zvuka i otvorenom policom za knjigu.',
      'A bedside table with a soft-closing drawer and an open shelf for a book.',
      'Nachttisch mit leise schließender Schublade und offenem Fach für ein Buch.',
    ),
  },
  {
    category: 'spavaca', kind: 'mattress', price: 54_900, reduction: { percent: 10, daysAgo: 4 },
    name: text('Madrac Orljava', 'Orljava mattress', 'Matratze Orljava'),
    attrs: { boja: 'bijela', materijal: ['pjena', 'tkanina'], stil: 'moderni', 'zavrsna-obrada': 'prirodno', sirina: 160, dubina: 200, visina: 24, jamstvo: 10 },
    about: text(
      'Madrac srednje tvrdoće od sedam zona hladne pjene, s navlakom koja se pere.',
      'A medium-firm seven-zone cold-foam mattress with a washable cover.',
      'Mittelfeste Siebenzonen-Kaltschaummatratze mit waschbarem Bezug.',
    ),
  },
  {
    category: 'spavaca', kind: 'chestOfDrawers', price: 39_900,
    name: text('Komoda Glina', 'Glina chest of drawers', 'Kommode Glina'),
    attrs: { boja: 'hrast', materijal: ['drvo'], stil: 'klasicni', 'zavrsna-obrada': 'uljeno', sirina: 120, dubina: 45, visina: 80, jamstvo: 5 },
    about: text(
      'Komoda sa šest prostranih ladica na punom izvlačenju i ručkama od mesinga.',
      'A chest of six roomy full-extension drawers with brass handles.',
      'Kommode mit sechs geräumigen Vollauszug-Schubladen und Messinggriffen.',
    ),
  },
  {
    category: 'spavaca', kind: 'desk', price: 29_900,
    name: text('Radni stol Dobra', 'Dobra desk', 'Schreibtisch Dobra'),
    attrs: { boja: 'bijela', materijal: ['drvo', 'metal'], stil: 'industrijski', 'zavrsna-obrada': 'mat-lak', sirina: 140, dubina: 70, visina: 75, jamstvo: 5 },
    about: text(
      'Radni stol s ladicom i kanalom za kablove, dovoljno širok za dva monitora.',
      'A desk with a drawer and a cable tray, wide enough for two monitors.',
      'Schreibtisch mit Schublade und Kabelkanal, breit genug für zwei Monitore.',
    ),
  },
  {
    category: 'kuhinje', kind: 'kitchen', price: 289_000, stock: 4,
    name: text('Kuhinja Medvednica 240', 'Medvednica kitchen 240', 'Küchenzeile Medvednica 240'),
    attrs: { boja: 'bijela', materijal: ['drvo'], 'zavrsna-obrada': 'mat-lak', sirina: 240, jamstvo: 5, 'termin-montaze': new Date(Date.UTC(2026, 11, 14, 8)) },
    about: text(
      'Ravna kuhinja od 240 cm s ugradbenim mjestom za pećnicu, perilicu posuđa i hladnjak.',
      'A 240 cm straight kitchen with built-in spaces for an oven, a dishwasher and a fridge.',
      'Gerade Küchenzeile mit 240 cm, mit Einbauplätzen für Backofen, Geschirrspüler und Kühlschrank.',
    ),
  },
  {
    category: 'kuhinje', kind: 'islandKitchen', price: 649_000, stock: 2, featured: true,
    name: text('Kuhinja Učka otok', 'Učka island kitchen', 'Inselküche Učka'),
    attrs: { boja: 'zelena', materijal: ['drvo', 'kamen'], 'zavrsna-obrada': 'mat-lak', sirina: 360, jamstvo: 5, 'termin-montaze': new Date(Date.UTC(2027, 0, 11, 8)) },
    about: text(
      'Kuhinja s otokom za četiri barske stolice i radnom pločom od kvarcnog kamena.',
      'A kitchen with an island for four bar stools and a quartz-stone worktop.',
      'Küche mit Kochinsel für vier Barhocker und Arbeitsplatte aus Quarzstein.',
    ),
  },
  {
    category: 'kuhinje', kind: 'cornerKitchen', price: 429_000, stock: 3,
    name: text('Kuhinja Velebit kutna', 'Velebit corner kitchen', 'Eckküche Velebit'),
    attrs: { boja: 'antracit', materijal: ['drvo'], 'zavrsna-obrada': 'visoki-sjaj', sirina: 300, jamstvo: 5, 'termin-montaze': new Date(Date.UTC(2026, 11, 21, 9)) },
    about: text(
      'Kutna kuhinja s vratima visokog sjaja i kutnim elementom koji se okreće prema van.',
      'A corner kitchen with high-gloss doors and a corner unit that swings out.',
      'Eckküche mit Hochglanzfronten und ausschwenkbarem Eckschrank.',
    ),
  },
  {
    category: 'kuhinje', kind: 'worktop', price: 38_900,
    name: text('Radna ploča Biokovo', 'Biokovo worktop', 'Arbeitsplatte Biokovo'),
    attrs: { boja: 'siva', materijal: ['kamen'], 'zavrsna-obrada': 'prirodno', sirina: 240, jamstvo: 10 },
    about: text(
      'Radna ploča od kompozitnog kamena debljine 2 cm, otporna na toplinu i mrlje.',
      'A 2 cm composite-stone worktop that resists heat and stains.',
      '2 cm starke Arbeitsplatte aus Verbundstein, hitze- und fleckenbeständig.',
    ),
  },
  {
    category: 'kuhinje', kind: 'sink', price: 32_900,
    name: text('Set sudopera Mosor', 'Mosor sink set', 'Spülen-Set Mosor'),
    attrs: { boja: 'crna', materijal: ['kamen', 'metal'], 'zavrsna-obrada': 'prirodno', sirina: 86, jamstvo: 5 },
    about: text(
      'Granitni sudoper s jednim koritom i slavinom s izvlačnim tušem.',
      'A granite single-bowl sink with a pull-out spray tap.',
      'Granitspüle mit einem Becken und Armatur mit Ausziehbrause.',
    ),
  },
  {
    category: 'kuhinje', kind: 'cookerHood', price: 44_900, reduction: { percent: 12, daysAgo: 11 },
    name: text('Napa Dinara', 'Dinara cooker hood', 'Dunstabzugshaube Dinara'),
    attrs: { boja: 'siva', materijal: ['metal', 'staklo'], 'zavrsna-obrada': 'prirodno', sirina: 90, jamstvo: 2 },
    about: text(
      'Zidna napa širine 90 cm s četiri brzine, tiha do 52 dB.',
      'A 90 cm wall hood with four speeds, running as quietly as 52 dB.',
      '90-cm-Wandhaube mit vier Stufen und nur 52 dB Laufgeräusch.',
    ),
  },
]
