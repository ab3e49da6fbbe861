/**
 * Refusals of the §7 editor calls added for issue 24 (post types, layout elements, media drives).
 * Part of the editor catalogue (editor-messages.ts spreads them in), so they never ship to visitors.
 */
export const apiCallsHr = {
  'postType.slugTaken': 'Vrsta objave s tom adresom već postoji.',
  'postType.inUse': 'Ovu vrstu ima {count} objava. Prije brisanja objavama odaberite drugu vrstu.',
  'element.exists': 'Taj dio stranice na ovom jeziku već postoji. Uredite postojeći.',
  'media.driveNotFound': 'Ta medijska mapa ne postoji.',
  'media.driveTitle': 'Medijska knjižnica',
} as const

type ApiCallsKey = keyof typeof apiCallsHr

export const apiCallsEn: Record<ApiCallsKey, string> = {
  'postType.slugTaken': 'A post type with this address already exists.',
  'postType.inUse': '{count} posts have this type. Give them another type before deleting it.',
  'element.exists': 'This part of the page already exists in this language. Edit the existing one.',
  'media.driveNotFound': 'This media folder does not exist.',
  'media.driveTitle': 'Media library',
}

export const apiCallsDe: Record<ApiCallsKey, string> = {
  'postType.slugTaken': 'Eine Beitragsart mit dieser Adresse existiert bereits.',
  'postType.inUse': '{count} Beiträge haben diese Art. Weisen Sie ihnen vor dem Löschen eine andere Art zu.',
  'element.exists': 'Dieser Seitenteil existiert in dieser Sprache bereits. Bearbeiten Sie den vorhandenen.',
  'media.driveNotFound': 'Dieser Medienordner existiert nicht.',
  'media.driveTitle': 'Mediathek',
}
