import type { Db } from '../../client'
import type { DemoMedia } from './index'
import { insertPage, section } from './build'

export interface DemoPageGroups {
  home: string
  privacy: string
}

/** The demo site's pages in Croatian, English and German. */
export async function seedDemoPages(db: Db, input: { siteId: number; media: DemoMedia }): Promise<DemoPageGroups> {
  const { siteId, media } = input
  const home = await insertPage(db, {
    siteId,
    versions: {
      hr: {
        slug: 'pocetna',
        title: 'Vrtovi Save — stanovi uz rijeku',
        seoDescription: 'Vrtovi Save: 148 energetski učinkovitih stanova uz Savu u Zagrebu, useljenje 2027.',
        sections: [
          section('hero', {
            eyebrow: 'Zagreb · Trnje · useljenje 2027.',
            heading: 'Dom uz rijeku, deset minuta od centra',
            subheading: '148 stanova u četiri zgrade okružene parkom, s pogledom na Savu.',
            image: { mediaId: media.heroDusk.id },
          }),
          section('rich-text', {
            heading: 'Živjeti u zelenom',
            html: '<p>Vrtovi Save spajaju mir parka i blizinu grada. Svaki stan ima lođu ili terasu, a zgrade grije dizalica topline.</p>',
          }),
        ],
      },
      en: {
        slug: 'pocetna',
        title: 'Vrtovi Save — homes by the river',
        seoDescription: 'Vrtovi Save: 148 energy-efficient apartments by the Sava in Zagreb, ready in 2027.',
        sections: [
          section('hero', {
            eyebrow: 'Zagreb · Trnje · move in 2027',
            heading: 'A home by the river, ten minutes from the centre',
            subheading: '148 apartments in four buildings set in a park, overlooking the Sava.',
            image: { mediaId: media.heroDusk.id },
          }),
          section('rich-text', {
            heading: 'Living in green',
            html: '<p>Vrtovi Save brings together the calm of a park and the closeness of the city.</p>',
          }),
        ],
      },
      de: {
        slug: 'pocetna',
        title: 'Vrtovi Save — Wohnen am Fluss',
        seoDescription: 'Vrtovi Save: 148 energieeffiziente Wohnungen an der Save in Zagreb, bezugsfertig 2027.',
        sections: [
          section('hero', {
            eyebrow: 'Zagreb · Trnje · Bezug 2027',
            heading: 'Ein Zuhause am Fluss, zehn Minuten vom Zentrum',
            subheading: '148 Wohnungen in vier Gebäuden inmitten eines Parks mit Blick auf die Save.',
            image: { mediaId: media.heroDusk.id },
          }),
          section('rich-text', {
            heading: 'Wohnen im Grünen',
            html: '<p>Vrtovi Save verbindet die Ruhe eines Parks mit der Nähe zur Stadt.</p>',
          }),
        ],
      },
    },
  })
  const privacy = await insertPage(db, {
    siteId,
    versions: {
      hr: {
        slug: 'pravila-privatnosti',
        title: 'Pravila privatnosti',
        seoDescription: 'Kako Vrtovi Save obrađuju osobne podatke i koristimo kolačiće.',
        sections: [
          section('rich-text', {
            heading: 'Pravila privatnosti',
            html: '<p>Osobne podatke obrađujemo u skladu s Općom uredbom o zaštiti podataka (GDPR).</p><h2>Kolačići</h2><p>Nužni kolačići omogućuju rad stranice. Analitičke i marketinške kolačiće koristimo samo uz vašu privolu, koju možete povući u bilo kojem trenutku.</p>',
          }),
        ],
      },
      en: {
        slug: 'privacy-policy',
        title: 'Privacy policy',
        seoDescription: 'How Vrtovi Save processes personal data and uses cookies.',
        sections: [
          section('rich-text', {
            heading: 'Privacy policy',
            html: '<p>We process personal data in line with the General Data Protection Regulation (GDPR).</p><h2>Cookies</h2><p>Necessary cookies make the site work. We use analytics and marketing cookies only with your consent, which you can withdraw at any time.</p>',
          }),
        ],
      },
      de: {
        slug: 'datenschutz',
        title: 'Datenschutzerklärung',
        seoDescription: 'Wie Vrtovi Save personenbezogene Daten verarbeitet und Cookies verwendet.',
        sections: [
          section('rich-text', {
            heading: 'Datenschutzerklärung',
            html: '<p>Wir verarbeiten personenbezogene Daten gemäß der Datenschutz-Grundverordnung (DSGVO).</p>',
          }),
        ],
      },
    },
  })
  return { home, privacy }
}
