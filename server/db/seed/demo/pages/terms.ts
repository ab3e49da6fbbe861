import type { Locale } from '../../../../../common/i18n/locales'
import type { DemoContext, DemoPage } from './context'
import { legalTextPage, type LegalTextCopy } from './legal-text-page'

/**
 * The demo shop's terms of sale (issue 20 point 8): what the checkout's terms consent links to.
 * Delivery, payment, the 14-day withdrawal of distance contracts (Directive 2011/83/EU, Croatian
 * Consumer Protection Act) and complaints, in the three languages.
 */
const copy = {
  hr: {
    slug: 'uvjeti-kupnje',
    title: 'Uvjeti kupnje',
    seo: 'Dostava, plaćanje, jednostrani raskid u 14 dana i reklamacije u web trgovini Vrtova Save.',
    html:
      '<p>Prodavatelj je Gradnja Sava d.o.o., Savska cesta 120, 10000 Zagreb, OIB 12345678901. Ovi uvjeti vrijede za kupnju u web trgovini Vrtova Save. Sve cijene su u eurima i uključuju PDV od 25 %.</p>' +
      '<h2>Dostava</h2><p>Dostavljamo na adresu u Hrvatskoj i u zemlje navedene na naplati. Cijena dostave prikazuje se na naplati prije potvrde narudžbe; dostava na adresu besplatna je za narudžbe od 80 €. Narudžbu možete besplatno preuzeti i u našim poslovnicama. Roba se isporučuje u 2–4 radna dana, a brza dostava sljedeći radni dan.</p>' +
      '<h2>Plaćanje</h2><p>Plaćati možete karticom (na zaštićenoj stranici banke), PayPalom, uplatom na račun prema uplatnici s barkodom ili pouzećem pri dostavi na adresu. Narudžbu plaćenu uplatom šaljemo kada uplata stigne na naš račun.</p>' +
      '<h2>Jednostrani raskid ugovora u 14 dana</h2><p>Od ugovora sklopljenog na daljinu možete odustati u roku od 14 dana od dana kada ste primili robu, bez navođenja razloga. Dovoljno je da nam to jasno izjavite e-poštom ili pismom. Robu vratite u roku od 14 dana od izjave; troškove povrata snosite sami. Uplaćeni iznos, uključujući trošak standardne dostave, vraćamo najkasnije u 14 dana od primitka izjave, istim načinom plaćanja. Pravo na raskid nema za digitalni sadržaj koji ste uz izričitu suglasnost počeli preuzimati.</p>' +
      '<h2>Reklamacije</h2><p>Za robu s nedostatkom odgovaramo prema Zakonu o obveznim odnosima. Reklamaciju pošaljite e-poštom ili pismom; odgovaramo pisanim putem najkasnije u 15 dana od primitka. Spor možete riješiti i izvansudskim putem te preko platforme za online rješavanje sporova (<a href="https://ec.europa.eu/consumers/odr">ec.europa.eu/consumers/odr</a>).</p>',
    contactHeading: 'Kontakt za narudžbe i reklamacije',
  },
  en: {
    slug: 'terms-of-sale',
    title: 'Terms of sale',
    seo: 'Delivery, payment, the 14-day right of withdrawal and complaints in the Vrtovi Save shop.',
    html:
      '<p>The seller is Gradnja Sava d.o.o., Savska cesta 120, 10000 Zagreb, Croatia, OIB 12345678901. These terms apply to purchases in the Vrtovi Save web shop. All prices are in euros and include 25% VAT.</p>' +
      '<h2>Delivery</h2><p>We deliver to addresses in Croatia and to the countries listed at checkout. The delivery price is shown at checkout before you confirm the order; home delivery is free for orders of €80 or more. You can also collect your order at our branches free of charge. Goods arrive in 2–4 working days, express delivery the next working day.</p>' +
      '<h2>Payment</h2><p>You can pay by card (on the bank’s secure page), with PayPal, by bank transfer using the payment slip with a barcode, or cash on home delivery. Orders paid by bank transfer are shipped once the payment reaches our account.</p>' +
      '<h2>14-day right of withdrawal</h2><p>You may withdraw from a distance contract within 14 days of receiving the goods, without giving a reason. A clear statement by e-mail or letter is enough. Return the goods within 14 days of your statement; you bear the cost of returning them. We refund what you paid, including standard delivery, within 14 days of receiving your statement, by the same means of payment. There is no right of withdrawal for digital content you started downloading with your express consent.</p>' +
      '<h2>Complaints</h2><p>We are liable for defective goods under the Croatian Civil Obligations Act. Send a complaint by e-mail or letter; we answer in writing within 15 days of receiving it. Disputes can also be settled out of court and through the EU online dispute resolution platform (<a href="https://ec.europa.eu/consumers/odr">ec.europa.eu/consumers/odr</a>).</p>',
    contactHeading: 'Contact for orders and complaints',
  },
  de: {
    slug: 'agb',
    title: 'Allgemeine Geschäftsbedingungen',
    seo: 'Lieferung, Zahlung, 14-tägiges Widerrufsrecht und Reklamationen im Shop von Vrtovi Save.',
    html:
      '<p>Verkäufer ist die Gradnja Sava d.o.o., Savska cesta 120, 10000 Zagreb, Kroatien, OIB 12345678901. Diese Bedingungen gelten für Käufe im Onlineshop von Vrtovi Save. Alle Preise sind in Euro und enthalten 25 % MwSt.</p>' +
      '<h2>Lieferung</h2><p>Wir liefern an Adressen in Kroatien und in die an der Kasse genannten Länder. Die Versandkosten werden an der Kasse vor der Bestellung angezeigt; die Lieferung nach Hause ist ab 80 € kostenlos. Sie können Ihre Bestellung auch kostenlos in unseren Filialen abholen. Die Ware kommt in 2–4 Werktagen, per Express am nächsten Werktag.</p>' +
      '<h2>Zahlung</h2><p>Sie zahlen mit Karte (auf der sicheren Seite der Bank), mit PayPal, per Überweisung mit dem Zahlschein mit Barcode oder per Nachnahme bei Lieferung nach Hause. Per Überweisung bezahlte Bestellungen versenden wir, sobald die Zahlung eingegangen ist.</p>' +
      '<h2>14-tägiges Widerrufsrecht</h2><p>Sie können einen Fernabsatzvertrag binnen 14 Tagen ab Erhalt der Ware ohne Angabe von Gründen widerrufen. Eine eindeutige Erklärung per E-Mail oder Brief genügt. Senden Sie die Ware binnen 14 Tagen nach dem Widerruf zurück; die Kosten der Rücksendung tragen Sie. Wir erstatten den gezahlten Betrag einschließlich der Standardlieferung binnen 14 Tagen nach Eingang des Widerrufs mit demselben Zahlungsmittel. Kein Widerrufsrecht besteht für digitale Inhalte, deren Download Sie mit Ihrer ausdrücklichen Zustimmung begonnen haben.</p>' +
      '<h2>Reklamationen</h2><p>Für mangelhafte Ware haften wir nach dem kroatischen Schuldrecht. Senden Sie Reklamationen per E-Mail oder Brief; wir antworten schriftlich binnen 15 Tagen nach Eingang. Streitigkeiten können auch außergerichtlich und über die EU-Plattform zur Online-Streitbeilegung (<a href="https://ec.europa.eu/consumers/odr">ec.europa.eu/consumers/odr</a>) beigelegt werden.</p>',
    contactHeading: 'Kontakt für Bestellungen und Reklamationen',
  },
} satisfies Record<Locale, LegalTextCopy>

export function termsPage(_ctx: DemoContext): DemoPage {
  return legalTextPage(copy)
}
