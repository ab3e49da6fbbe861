import { and, eq } from 'drizzle-orm'
import type { Db } from '../client'
import { consentAssignments, consents, consentVersions, forms, type ConsentText } from '../schema'
import { DEMO_CONTACT_FORM } from './forms'

const texts: { uniqueNumber: string; displayName: string; text: ConsentText }[] = [
  {
    uniqueNumber: 'uvjeti-kupnje',
    displayName: 'Uvjeti kupnje i izjava o privatnosti',
    text: {
      hr: 'Prihvaćam uvjete kupnje i izjavu o privatnosti.',
      en: 'I accept the terms of sale and the privacy statement.',
      de: 'Ich akzeptiere die Verkaufsbedingungen und die Datenschutzerklärung.',
    },
  },
  {
    uniqueNumber: 'marketing',
    displayName: 'Obavijesti o ponudama',
    text: {
      hr: 'Želim primati obavijesti o novim proizvodima i ponudama.',
      en: 'I would like to hear about new products and offers.',
      de: 'Ich möchte über neue Produkte und Angebote informiert werden.',
    },
  },
  {
    uniqueNumber: 'uvjeti-koristenja',
    displayName: 'Pravila privatnosti i uvjeti korištenja',
    text: {
      hr: 'Prihvaćam pravila privatnosti i uvjete korištenja.',
      en: 'I accept the privacy policy and the terms of use.',
      de: 'Ich akzeptiere die Datenschutzrichtlinie und die Nutzungsbedingungen.',
    },
  },
  {
    uniqueNumber: 'newsletter',
    displayName: 'Newsletter',
    text: {
      hr: 'Pristajem primati newsletter e-poštom. Privolu mogu povući u svakom trenutku.',
      en: 'I agree to receive the newsletter by e-mail. I can withdraw this consent at any time.',
      de: 'Ich möchte den Newsletter per E-Mail erhalten. Diese Einwilligung kann ich jederzeit widerrufen.',
    },
  },
]

async function consentId(db: Db, siteId: number, uniqueNumber: string): Promise<number> {
  const [row] = await db.select({ id: consents.id }).from(consents).where(and(eq(consents.siteId, siteId), eq(consents.uniqueNumber, uniqueNumber)))
  if (!row) throw new Error(`consent ${uniqueNumber} not seeded`)
  return row.id
}

/**
 * Every install's consent texts (version 1) and the checkout's assignment: terms required, offers
 * optional — the checkout asked for exactly these before consents were versioned (ADR 020). The
 * terms are seeded first, so their first version is id 1 on a new install.
 */
export async function seedConsents(db: Db, siteId: number): Promise<void> {
  for (const consent of texts) {
    const [row] = await db.insert(consents).values({ siteId, uniqueNumber: consent.uniqueNumber, displayName: consent.displayName }).returning()
    if (!row) throw new Error('consent insert returned nothing')
    await db.insert(consentVersions).values({ consentId: row.id, version: 1, text: consent.text })
  }
  const terms = await consentId(db, siteId, 'uvjeti-kupnje')
  const marketing = await consentId(db, siteId, 'marketing')
  await db.insert(consentAssignments).values({ siteId, assignedTo: 'checkout', consents: [terms, marketing], requiredConsents: [terms] })
}

/**
 * The demo also asks for consents at registration (privacy and terms of use), for the newsletter,
 * and on the contact form (its own wording: the data are used to answer the inquiry).
 */
export async function seedDemoConsentAssignments(db: Db, siteId: number): Promise<void> {
  const terms = await consentId(db, siteId, 'uvjeti-koristenja')
  const newsletter = await consentId(db, siteId, 'newsletter')
  const [inquiry] = await db.insert(consents).values({ siteId, uniqueNumber: 'upit', displayName: 'Obrada podataka iz upita' }).returning()
  if (!inquiry) throw new Error('consent insert returned nothing')
  await db.insert(consentVersions).values({
    consentId: inquiry.id,
    version: 1,
    text: {
      hr: 'Pristajem da se moji podaci iz ovog upita koriste kako bi mi se odgovorilo.',
      en: 'I agree that the data in this inquiry are used to answer me.',
      de: 'Ich bin einverstanden, dass die Angaben dieser Anfrage für die Antwort verwendet werden.',
    },
  })
  const [contactForm] = await db.select({ id: forms.id }).from(forms).where(and(eq(forms.siteId, siteId), eq(forms.handle, DEMO_CONTACT_FORM)))
  await db.insert(consentAssignments).values([
    { siteId, assignedTo: 'registration', consents: [terms], requiredConsents: [terms] },
    { siteId, assignedTo: 'newsletter', consents: [newsletter], requiredConsents: [newsletter] },
    ...(contactForm ? [{ siteId, assignedTo: `form:${contactForm.id}`, consents: [inquiry.id], requiredConsents: [inquiry.id] }] : []),
  ])
}
