/**
 * The case e-mails as first installed (issue 22); the back office edits the stored copies.
 * `caseLines` is HTML we build from escaped parts; every other value is text.
 */
type Template = { subject: string; body: string }
type Locales = { hr: Template; en: Template; de: Template }


export const caseMailTemplates = {
  'case.withdrawal.buyer': {
    hr: {
      subject: 'Potvrda primitka izjave o raskidu ugovora — narudžba {{orderNumber}}',
      body: '<p>{{greeting}}</p><p>zaprimili smo Vašu izjavu o jednostranom raskidu ugovora dana <strong>{{caseDate}} u {{caseTime}}</strong> (po hrvatskom vremenu).</p><p>Sadržaj izjave:<br>Narudžba: {{orderNumber}}<br>Ime i prezime: {{buyerName}}<br>E-pošta za kontakt: {{contactEmail}}<br>Napomena: {{statement}}</p>{{caseLines}}<p>Broj predmeta: {{caseId}}. Novac vraćamo najkasnije 14 dana od primitka izjave, istim načinom plaćanja.</p>',
    },
    en: {
      subject: 'Your withdrawal statement was received — order {{orderNumber}}',
      body: '<p>{{greeting}}</p><p>we received your statement of withdrawal from the contract on <strong>{{caseDate}} at {{caseTime}}</strong> (Croatian time).</p><p>The statement:<br>Order: {{orderNumber}}<br>Name: {{buyerName}}<br>Contact e-mail: {{contactEmail}}<br>Note: {{statement}}</p>{{caseLines}}<p>Case number: {{caseId}}. We refund you within 14 days of receiving the statement, by the same means of payment.</p>',
    },
    de: {
      subject: 'Eingangsbestätigung Ihres Widerrufs — Bestellung {{orderNumber}}',
      body: '<p>{{greeting}}</p><p>wir haben Ihre Widerrufserklärung am <strong>{{caseDate}} um {{caseTime}}</strong> (kroatische Zeit) erhalten.</p><p>Inhalt der Erklärung:<br>Bestellung: {{orderNumber}}<br>Name: {{buyerName}}<br>Kontakt-E-Mail: {{contactEmail}}<br>Anmerkung: {{statement}}</p>{{caseLines}}<p>Vorgangsnummer: {{caseId}}. Wir erstatten innerhalb von 14 Tagen nach Eingang der Erklärung, mit demselben Zahlungsmittel.</p>',
    },
  },
  'case.complaint.buyer': {
    hr: {
      subject: 'Reklamacija zaprimljena — narudžba {{orderNumber}}',
      body: '<p>{{greeting}}</p><p>zaprimili smo Vašu reklamaciju dana <strong>{{caseDate}} u {{caseTime}}</strong>. Odgovorit ćemo najkasnije do {{deadline}}.</p><p>Opis: {{statement}}</p>{{caseLines}}<p>Broj predmeta: {{caseId}}.</p>',
    },
    en: {
      subject: 'Complaint received — order {{orderNumber}}',
      body: '<p>{{greeting}}</p><p>we received your complaint on <strong>{{caseDate}} at {{caseTime}}</strong>. We will answer by {{deadline}} at the latest.</p><p>Description: {{statement}}</p>{{caseLines}}<p>Case number: {{caseId}}.</p>',
    },
    de: {
      subject: 'Reklamation erhalten — Bestellung {{orderNumber}}',
      body: '<p>{{greeting}}</p><p>wir haben Ihre Reklamation am <strong>{{caseDate}} um {{caseTime}}</strong> erhalten. Wir antworten spätestens bis {{deadline}}.</p><p>Beschreibung: {{statement}}</p>{{caseLines}}<p>Vorgangsnummer: {{caseId}}.</p>',
    },
  },
  'case.reply.buyer': {
    hr: {
      subject: 'Odgovor na reklamaciju — narudžba {{orderNumber}}',
      body: '<p>{{greeting}}</p><p>odgovor na Vašu reklamaciju (predmet {{caseId}}):</p><p>{{reply}}</p>',
    },
    en: {
      subject: 'Answer to your complaint — order {{orderNumber}}',
      body: '<p>{{greeting}}</p><p>our answer to your complaint (case {{caseId}}):</p><p>{{reply}}</p>',
    },
    de: {
      subject: 'Antwort auf Ihre Reklamation — Bestellung {{orderNumber}}',
      body: '<p>{{greeting}}</p><p>unsere Antwort auf Ihre Reklamation (Vorgang {{caseId}}):</p><p>{{reply}}</p>',
    },
  },
  'case.goods.buyer': {
    hr: {
      subject: 'Vraćena roba je stigla — narudžba {{orderNumber}}',
      body: '<p>{{greeting}}</p><p>vraćena roba iz Vašeg raskida (predmet {{caseId}}) stigla je k nama.</p>{{caseLines}}<p>Novac vraćamo najkasnije 14 dana od primitka Vaše izjave, istim načinom plaćanja, i javit ćemo Vam kad ga pošaljemo.</p>',
    },
    en: {
      subject: 'Your returned goods have arrived — order {{orderNumber}}',
      body: '<p>{{greeting}}</p><p>the goods you returned with your withdrawal (case {{caseId}}) have reached us.</p>{{caseLines}}<p>We refund you within 14 days of receiving your statement, by the same means of payment, and will let you know when the money is on its way.</p>',
    },
    de: {
      subject: 'Ihre Rücksendung ist eingetroffen — Bestellung {{orderNumber}}',
      body: '<p>{{greeting}}</p><p>die Ware Ihres Widerrufs (Vorgang {{caseId}}) ist bei uns eingetroffen.</p>{{caseLines}}<p>Wir erstatten innerhalb von 14 Tagen nach Eingang Ihrer Erklärung, mit demselben Zahlungsmittel, und sagen Ihnen Bescheid, sobald das Geld unterwegs ist.</p>',
    },
  },
  'case.refused.buyer': {
    hr: {
      subject: 'Vaš zahtjev za narudžbu {{orderNumber}} je odbijen',
      body: '<p>{{greeting}}</p><p>Vaš zahtjev (predmet {{caseId}}) je odbijen. Razlog:</p><p>{{reason}}</p>',
    },
    en: {
      subject: 'Your request for order {{orderNumber}} was refused',
      body: '<p>{{greeting}}</p><p>your request (case {{caseId}}) was refused. The reason:</p><p>{{reason}}</p>',
    },
    de: {
      subject: 'Ihr Anliegen zur Bestellung {{orderNumber}} wurde abgelehnt',
      body: '<p>{{greeting}}</p><p>Ihr Anliegen (Vorgang {{caseId}}) wurde abgelehnt. Begründung:</p><p>{{reason}}</p>',
    },
  },
} satisfies Record<string, Locales>

export type CaseMailKey = keyof typeof caseMailTemplates

/** Placeholders each case e-mail may name (the template editor refuses others). */
export const caseMailVariables = ['orderNumber', 'buyerName', 'contactEmail', 'statement', 'caseDate', 'caseTime', 'caseId', 'deadline', 'reply', 'reason', 'caseLines'] as const

export const caseMailSample = {
  orderNumber: '2026-000123',
  buyerName: 'Ana Horvat',
  contactEmail: 'ana.horvat@example.com',
  statement: 'Proizvod mi ne odgovara.',
  caseDate: '27. 11. 2026.',
  caseTime: '14:05',
  caseId: 42,
  deadline: '12. 12. 2026.',
  reply: 'Poslat ćemo Vam zamjenski proizvod.',
  reason: 'Rok za raskid je istekao.',
  caseLines: { html: '<ul><li>Šalica Izlog × 1</li></ul>' },
}
