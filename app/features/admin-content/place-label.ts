import type { AdminTranslator } from '#common/i18n/admin'

/** A place consents are asked for, in words (`form:<id>` names the form when its title is known). */
export function placeLabel(t: AdminTranslator, assignedTo: string, formTitles: Record<string, string> = {}): string {
  if (assignedTo === 'checkout') return t('consents.place.checkout')
  if (assignedTo === 'registration') return t('consents.place.registration')
  if (assignedTo === 'newsletter') return t('consents.place.newsletter')
  return t('consents.place.form', {
    title: formTitles[assignedTo] ?? assignedTo.replace(/^form:/, '#'),
  })
}
