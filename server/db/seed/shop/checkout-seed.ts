import type { Db } from '../../client'
import { deliveryBranches, deliveryMethods, paymentMethods } from '../../schema'

/** A parcel costs 5 € in Croatia, 12 € to these EU countries and 20 € anywhere else. */
const EU_PARCEL = Object.fromEntries(['SI', 'AT', 'DE', 'IT', 'HU', 'FR', 'ES'].map((iso) => [iso, 1200]))

/**
 * The demo's delivery and payment methods (issue 9): a parcel service free from 80 € (§9), pickup
 * at two branches, express within Croatia; cash on delivery (parcels only), bank transfer with a
 * HUB-3 slip, card through a hosted payment form, PayPal. Card and PayPal go to the local test
 * gateway until real providers are configured.
 */
export async function seedCheckoutMethods(db: Db, input: { siteId: number }): Promise<void> {
  const { siteId } = input
  const [gls, pickup] = await db
    .insert(deliveryMethods)
    .values([
      {
        siteId,
        code: 'gls',
        name: { hr: 'Dostava na adresu (GLS)', en: 'Home delivery (GLS)', de: 'Lieferung nach Hause (GLS)' },
        description: { hr: 'Isporuka u 2–4 radna dana.', en: 'Delivered in 2–4 working days.', de: 'Lieferung in 2–4 Werktagen.' },
        price: 2000,
        countryPrices: { HR: 500, ...EU_PARCEL },
        freeFrom: 8000,
        position: 0,
      },
      {
        siteId,
        code: 'pickup',
        name: { hr: 'Osobno preuzimanje', en: 'Pick up in store', de: 'Abholung im Geschäft' },
        description: { hr: 'Preuzmite narudžbu u jednoj od naših poslovnica.', en: 'Collect your order at one of our branches.', de: 'Holen Sie Ihre Bestellung in einer unserer Filialen ab.' },
        price: 0,
        countries: ['HR'],
        position: 1,
      },
      {
        siteId,
        code: 'express',
        name: { hr: 'Brza dostava', en: 'Express delivery', de: 'Expresslieferung' },
        description: { hr: 'Sljedeći radni dan, samo u Hrvatskoj.', en: 'Next working day, Croatia only.', de: 'Am nächsten Werktag, nur in Kroatien.' },
        price: 990,
        countries: ['HR'],
        position: 2,
      },
    ])
    .returning({ id: deliveryMethods.id })
  if (!gls || !pickup) throw new Error('delivery method insert returned nothing')
  await db.insert(deliveryBranches).values([
    { deliveryMethodId: pickup.id, name: 'Zagreb — Vrtovi Save', address: 'Savska cesta 120, 10000 Zagreb', position: 0 },
    { deliveryMethodId: pickup.id, name: 'Split — Poljud', address: 'Poljudsko šetalište 4, 21000 Split', position: 1 },
  ])
  await db.insert(paymentMethods).values([
    {
      siteId,
      code: 'cod',
      type: 'cod',
      name: { hr: 'Plaćanje pouzećem', en: 'Cash on delivery', de: 'Nachnahme' },
      description: { hr: 'Platite dostavljaču pri preuzimanju.', en: 'Pay the courier on delivery.', de: 'Bezahlen Sie bei der Lieferung.' },
      deliveryMethodIds: [gls.id],
      position: 0,
    },
    {
      siteId,
      code: 'bank_transfer',
      type: 'bank_transfer',
      name: { hr: 'Uplata na račun (virman)', en: 'Bank transfer', de: 'Banküberweisung' },
      description: { hr: 'Dobit ćete uplatnicu s barkodom za mobilno bankarstvo.', en: 'You get a payment slip with a barcode for mobile banking.', de: 'Sie erhalten einen Zahlschein mit Barcode.' },
      position: 1,
    },
    {
      siteId,
      code: 'hpf',
      type: 'hpf',
      name: { hr: 'Kartično plaćanje', en: 'Card payment', de: 'Kartenzahlung' },
      description: { hr: 'Sigurno plaćanje karticom na stranici banke.', en: 'Secure card payment on the bank’s page.', de: 'Sichere Kartenzahlung auf der Seite der Bank.' },
      position: 2,
    },
    {
      siteId,
      code: 'paypal',
      type: 'paypal',
      name: { hr: 'PayPal', en: 'PayPal', de: 'PayPal' },
      description: { hr: 'Plaćanje PayPal računom.', en: 'Pay with your PayPal account.', de: 'Mit Ihrem PayPal-Konto bezahlen.' },
      position: 3,
    },
  ])
}
