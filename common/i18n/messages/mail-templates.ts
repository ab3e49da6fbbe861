/** Messages of the e-mail templates the back office edits; hr is the source. */
export const hr = {
  'mailTemplates.unknownVariable': 'Nepoznata varijabla: {names}. Dopuštene su: {allowed}.',
  'mail.greeting.named': 'Dobar dan, {name},',
  'mail.greeting.neutral': 'Dobar dan,',
  'mail.footer.taxId': 'OIB: {id}',
  'mail.lines.caption': 'Stavke narudžbe',
} as const

type Messages = Record<keyof typeof hr, string>

export const en: Messages = {
  'mailTemplates.unknownVariable': 'Unknown variable: {names}. Allowed are: {allowed}.',
  'mail.greeting.named': 'Hello {name},',
  'mail.greeting.neutral': 'Hello,',
  'mail.footer.taxId': 'Tax number (OIB): {id}',
  'mail.lines.caption': 'Items in the order',
}

export const de: Messages = {
  'mailTemplates.unknownVariable': 'Unbekannte Variable: {names}. Erlaubt sind: {allowed}.',
  'mail.greeting.named': 'Guten Tag {name},',
  'mail.greeting.neutral': 'Guten Tag,',
  'mail.footer.taxId': 'Steuernummer (OIB): {id}',
  'mail.lines.caption': 'Bestellte Artikel',
}
