import { saveForm } from '../../forms'
import type { Db } from '../client'

/** The demo contact form that the `/kontakt` page shows in its form section. */
export const DEMO_CONTACT_FORM = 'kontakt'

export async function seedDemoForms(db: Db, input: { siteId: number }): Promise<void> {
  await saveForm(db, {
    siteId: input.siteId,
    handle: DEMO_CONTACT_FORM,
    title: { hr: 'Pošaljite nam upit', en: 'Send us an enquiry', de: 'Senden Sie uns eine Anfrage' },
    notifyEmail: 'prodaja@vrtovisave.hr',
    requiresEmailConfirmation: false,
    fields: [
      { type: 'text', name: 'name', label: { hr: 'Ime i prezime', en: 'Full name', de: 'Vor- und Nachname' }, required: true, maxLength: 120 },
      { type: 'email', name: 'email', label: { hr: 'E-pošta', en: 'E-mail', de: 'E-Mail' }, required: true, maxLength: 254 },
      { type: 'phone', name: 'phone', label: { hr: 'Telefon', en: 'Phone', de: 'Telefon' }, required: false, maxLength: 40 },
      {
        type: 'dropdown',
        name: 'interest',
        label: { hr: 'Zanima me', en: 'I am interested in', de: 'Ich interessiere mich für' },
        required: true,
        options: [
          { value: 'stan', label: { hr: 'Kupnja stana', en: 'Buying an apartment', de: 'Kauf einer Wohnung' } },
          { value: 'razgled', label: { hr: 'Razgled oglednog stana', en: 'Viewing the show apartment', de: 'Besichtigung der Musterwohnung' } },
          { value: 'poslovni', label: { hr: 'Poslovni prostor', en: 'Commercial space', de: 'Gewerbefläche' } },
          { value: 'ostalo', label: { hr: 'Nešto drugo', en: 'Something else', de: 'Etwas anderes' } },
        ],
      },
      { type: 'textarea', name: 'message', label: { hr: 'Poruka', en: 'Message', de: 'Nachricht' }, required: true, maxLength: 5000 },
    ],
  })
}
