/** Messages of the e-mail templates the back office edits; hr is the source. */
export const hr = {
  'mailTemplates.unknownVariable': 'Nepoznata varijabla: {names}. Dopuštene su: {allowed}.',
} as const

type Messages = Record<keyof typeof hr, string>

export const en: Messages = {
  'mailTemplates.unknownVariable': 'Unknown variable: {names}. Allowed are: {allowed}.',
}

export const de: Messages = {
  'mailTemplates.unknownVariable': 'Unbekannte Variable: {names}. Erlaubt sind: {allowed}.',
}
