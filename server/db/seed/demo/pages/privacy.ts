import type { Locale } from '../../../../../common/i18n/locales'
import type { DemoContext, DemoPage } from './context'
import { legalTextPage, type LegalTextCopy } from './legal-text-page'

const copy = {
  hr: {
    slug: 'pravila-privatnosti',
    title: 'Pravila privatnosti',
    seo: 'Kako Vrtovi Save obrađuju osobne podatke i koriste kolačiće.',
    html:
      '<p>Osobne podatke obrađujemo u skladu s Općom uredbom o zaštiti podataka (GDPR) i Zakonom o provedbi Opće uredbe o zaštiti podataka. Ovdje objašnjavamo koje podatke prikupljamo, zašto i koja su vaša prava.</p>' +
      '<h2>Koje podatke prikupljamo</h2><ul><li>podatke koje nam sami pošaljete putem obrasca, e-pošte ili telefona (ime, kontakt, poruka),</li><li>podatke potrebne za kupnju u trgovini (adresa dostave i računa),</li><li>tehničke podatke o posjetu stranici, samo uz vašu privolu.</li></ul>' +
      '<h2>Zašto ih obrađujemo</h2><p>Podatke koristimo kako bismo odgovorili na upit, pripremili ponudu ili ugovor i ispunili zakonske obveze. Podatke ne prodajemo i ne ustupamo trećima radi marketinga.</p>' +
      '<h2>Kolačići</h2><p>Nužni kolačići omogućuju rad stranice i košarice. Analitičke i marketinške kolačiće koristimo samo uz vašu privolu, koju možete povući u bilo kojem trenutku.</p>' +
      '<h2>Vaša prava</h2><p>Imate pravo na pristup, ispravak i brisanje podataka, ograničenje obrade, prenosivost te prigovor. Pritužbu možete podnijeti Agenciji za zaštitu osobnih podataka (<a href="https://azop.hr">azop.hr</a>).</p>',
    contactHeading: 'Voditelj obrade',
    contactIntro: 'Gradnja Sava d.o.o., OIB 12345678901. Za pitanja o osobnim podacima pišite nam na navedenu adresu e-pošte.',
  },
  en: {
    slug: 'privacy-policy',
    title: 'Privacy policy',
    seo: 'How Vrtovi Save processes personal data and uses cookies.',
    html:
      '<p>We process personal data in line with the General Data Protection Regulation (GDPR) and the Croatian act implementing it. Here we explain what data we collect, why, and what your rights are.</p>' +
      '<h2>What we collect</h2><ul><li>data you send us through a form, e-mail or phone (name, contact details, message),</li><li>data needed for shop purchases (delivery and billing address),</li><li>technical data about your visit, only with your consent.</li></ul>' +
      '<h2>Why we process it</h2><p>We use the data to answer your enquiry, prepare an offer or contract and meet our legal obligations. We never sell data or pass it on for marketing.</p>' +
      '<h2>Cookies</h2><p>Necessary cookies make the site and the cart work. We use analytics and marketing cookies only with your consent, which you can withdraw at any time.</p>' +
      '<h2>Your rights</h2><p>You have the right to access, correct and erase your data, to restrict processing, to data portability and to object. You can complain to the Croatian Personal Data Protection Agency (<a href="https://azop.hr">azop.hr</a>).</p>',
    contactHeading: 'Data controller',
    contactIntro: 'Gradnja Sava d.o.o., OIB 12345678901. For questions about personal data, write to the e-mail address below.',
  },
  de: {
    slug: 'datenschutz',
    title: 'Datenschutzerklärung',
    seo: 'Wie Vrtovi Save personenbezogene Daten verarbeitet und Cookies verwendet.',
    html:
      '<p>Wir verarbeiten personenbezogene Daten gemäß der Datenschutz-Grundverordnung (DSGVO) und dem kroatischen Durchführungsgesetz. Hier erklären wir, welche Daten wir erheben, wozu und welche Rechte Sie haben.</p>' +
      '<h2>Welche Daten wir erheben</h2><ul><li>Daten, die Sie uns per Formular, E-Mail oder Telefon senden (Name, Kontakt, Nachricht),</li><li>Daten für Einkäufe im Shop (Liefer- und Rechnungsadresse),</li><li>technische Daten zu Ihrem Besuch, nur mit Ihrer Einwilligung.</li></ul>' +
      '<h2>Wozu wir sie verarbeiten</h2><p>Wir nutzen die Daten, um Ihre Anfrage zu beantworten, ein Angebot oder einen Vertrag vorzubereiten und gesetzliche Pflichten zu erfüllen. Wir verkaufen keine Daten und geben sie nicht für Werbung weiter.</p>' +
      '<h2>Cookies</h2><p>Notwendige Cookies ermöglichen den Betrieb der Website und des Warenkorbs. Analyse- und Marketing-Cookies setzen wir nur mit Ihrer Einwilligung ein, die Sie jederzeit widerrufen können.</p>' +
      '<h2>Ihre Rechte</h2><p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch. Beschwerden richten Sie an die kroatische Datenschutzbehörde (<a href="https://azop.hr">azop.hr</a>).</p>',
    contactHeading: 'Verantwortlicher',
    contactIntro: 'Gradnja Sava d.o.o., OIB 12345678901. Bei Fragen zu personenbezogenen Daten schreiben Sie uns an die unten genannte E-Mail-Adresse.',
  },
} satisfies Record<Locale, LegalTextCopy>

export function privacyPage(_ctx: DemoContext): DemoPage {
  return legalTextPage(copy)
}
