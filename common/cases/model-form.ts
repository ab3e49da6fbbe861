import type { Locale } from '../i18n/locales'

/**
 * The model withdrawal form: ZZP (NN 19/22) annex "Obrazac za jednostrani raskid ugovora", which
 * transposes Annex I(B) of Directive 2011/83/EU; en and de are that annex's official wording.
 * Legal text, kept word for word, so it lives here rather than in the message catalogue. The
 * page (/obrazac-za-raskid) and the PDF render the same lines; `{recipient}` is the shop.
 */
export interface ModelWithdrawalForm {
  title: string
  note: string
  recipient: string
  fields: string[]
  footnote: string
}

export const modelWithdrawalForm: Record<Locale, ModelWithdrawalForm> = {
  hr: {
    title: 'Obrazac za jednostrani raskid ugovora',
    note: '(popunite i pošaljite ovaj obrazac samo ako želite jednostrano raskinuti ugovor)',
    recipient: 'Prima: {recipient}',
    fields: [
      'Ja/Mi (*) ovime izjavljujem/o (*) da jednostrano raskidam/o (*) ugovor o kupoprodaji sljedeće robe (*) / o pružanju sljedeće usluge (*):',
      'Naručeno dana (*) / primljeno dana (*):',
      'Ime i prezime potrošača:',
      'Adresa potrošača:',
      'Potpis potrošača (samo ako se ovaj obrazac šalje u papirnatom obliku):',
      'Datum:',
    ],
    footnote: '(*) Precrtajte nepotrebno.',
  },
  en: {
    title: 'Model withdrawal form',
    note: '(complete and return this form only if you wish to withdraw from the contract)',
    recipient: 'To: {recipient}',
    fields: [
      'I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*):',
      'Ordered on (*)/received on (*):',
      'Name of consumer(s):',
      'Address of consumer(s):',
      'Signature of consumer(s) (only if this form is notified on paper):',
      'Date:',
    ],
    footnote: '(*) Delete as appropriate.',
  },
  de: {
    title: 'Muster-Widerrufsformular',
    note: '(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)',
    recipient: 'An: {recipient}',
    fields: [
      'Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*):',
      'Bestellt am (*)/erhalten am (*):',
      'Name des/der Verbraucher(s):',
      'Anschrift des/der Verbraucher(s):',
      'Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier):',
      'Datum:',
    ],
    footnote: '(*) Unzutreffendes streichen.',
  },
}

/** The shop as the form's recipient: name, address and e-mail. */
export function formRecipient(shop: { name: string; street: string; city: string; email: string }): string {
  return [shop.name, shop.street, shop.city, shop.email].filter(Boolean).join(', ')
}
