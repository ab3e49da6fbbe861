import type { Locale } from '../../../../../common/i18n/locales'
import { section } from '../build'
import { localRef, project, type DemoContext, type DemoPage } from './context'
import { locationSectionFor } from './location'

const copy = {
  hr: {
    slug: 'kontakt',
    title: 'Kontakt',
    seo: 'Prodajni ured Vrtova Save: adresa, telefon, e-pošta i radno vrijeme. Dogovorite razgled oglednog stana.',
    heading: 'Prodajni ured na gradilištu',
    intro: 'Nazovite nas, pošaljite e-poruku ili svratite. Za razgled oglednog stana najbolje je dogovoriti termin unaprijed.',
    hours: [
      ['Ponedjeljak – petak', '9:00 – 18:00'],
      ['Subota', '9:00 – 13:00'],
      ['Nedjelja i praznici', 'zatvoreno'],
    ],
    role: 'Voditeljica prodaje',
    mapHeading: 'Kako do nas',
    mapIntro: 'Ulaz u prodajni ured je iz Savske ceste, odmah uz tramvajsku stanicu. Parkirati možete u dvorištu gradilišta.',
    formHeading: 'Pišite nam',
    formIntro: 'Odgovaramo radnim danom u roku od 24 sata.',
    faqHeading: 'Prije posjeta',
    faq: [
      ['Trebam li najaviti dolazak?', '<p>Nije nužno, ali s najavom vas sigurno dočekuje netko tko ima vremena samo za vas.</p>'],
      ['Mogu li doći s djecom?', '<p>Naravno. Ogledni stan je siguran za obilazak, a gradilište obilazimo samo uz zaštitnu opremu i bez djece.</p>'],
      ['Što da ponesem?', '<p>Ništa posebno. Ako razmišljate o kreditu, korisno je znati okvirni iznos koji vam banka odobrava.</p>'],
    ],
  },
  en: {
    slug: 'contact',
    title: 'Contact',
    seo: 'The Vrtovi Save sales office: address, phone, e-mail and opening hours. Book a viewing of the show apartment.',
    heading: 'Sales office on site',
    intro: 'Call us, send an e-mail or drop by. For a viewing of the show apartment it is best to book a time in advance.',
    hours: [
      ['Monday – Friday', '9:00 – 18:00'],
      ['Saturday', '9:00 – 13:00'],
      ['Sundays and holidays', 'closed'],
    ],
    role: 'Sales manager',
    mapHeading: 'How to find us',
    mapIntro: 'The sales office entrance is on Savska cesta, right next to the tram stop. You can park in the site courtyard.',
    formHeading: 'Write to us',
    formIntro: 'We answer within 24 hours on working days.',
    faqHeading: 'Before you visit',
    faq: [
      ['Do I need to book?', '<p>Not necessarily, but if you book, someone will be there with time just for you.</p>'],
      ['Can I bring children?', '<p>Of course. The show apartment is safe to visit; tours of the building site require protective gear and are for adults only.</p>'],
      ['What should I bring?', '<p>Nothing in particular. If you are considering a mortgage, it helps to know roughly how much your bank would lend.</p>'],
    ],
  },
  de: {
    slug: 'kontakt',
    title: 'Kontakt',
    seo: 'Das Verkaufsbüro von Vrtovi Save: Adresse, Telefon, E-Mail und Öffnungszeiten. Besichtigung der Musterwohnung vereinbaren.',
    heading: 'Verkaufsbüro auf der Baustelle',
    intro: 'Rufen Sie an, schreiben Sie uns oder kommen Sie vorbei. Für eine Besichtigung der Musterwohnung vereinbaren Sie am besten vorab einen Termin.',
    hours: [
      ['Montag – Freitag', '9:00 – 18:00'],
      ['Samstag', '9:00 – 13:00'],
      ['Sonn- und Feiertage', 'geschlossen'],
    ],
    role: 'Verkaufsleiterin',
    mapHeading: 'Anfahrt',
    mapIntro: 'Der Eingang zum Verkaufsbüro liegt an der Savska cesta, direkt neben der Straßenbahnhaltestelle. Parken können Sie im Hof der Baustelle.',
    formHeading: 'Schreiben Sie uns',
    formIntro: 'Wir antworten werktags innerhalb von 24 Stunden.',
    faqHeading: 'Vor Ihrem Besuch',
    faq: [
      ['Muss ich mich anmelden?', '<p>Nicht unbedingt – mit Termin nimmt sich aber sicher jemand nur für Sie Zeit.</p>'],
      ['Kann ich Kinder mitbringen?', '<p>Natürlich. Die Musterwohnung ist sicher; Baustellenführungen gibt es nur mit Schutzausrüstung und für Erwachsene.</p>'],
      ['Was soll ich mitbringen?', '<p>Nichts Besonderes. Wenn Sie an einen Kredit denken, hilft es, den ungefähren Rahmen Ihrer Bank zu kennen.</p>'],
    ],
  },
} satisfies Record<Locale, unknown>

export function contactSectionFor(ctx: DemoContext, locale: Locale) {
  const c = copy[locale]
  return section(
    'contact',
    {
      heading: c.heading,
      intro: c.intro,
      addressLines: project.address,
      phone: project.phone,
      email: project.email,
      hours: c.hours.map(([days, time]) => ({ days, time })),
      person: { name: 'Ana Kovačić', role: c.role, photo: localRef(ctx.media.agent, locale), phone: '+385 91 555 0121', email: 'ana.kovacic@vrtovisave.hr' },
    },
    { layout: 'columns' },
    { layout: 'stacked' },
  )
}

export function contactPage(ctx: DemoContext): DemoPage {
  const build = (locale: Locale) => {
    const c = copy[locale]
    return {
      slug: c.slug,
      title: c.title,
      seoDescription: c.seo,
      sections: [
        contactSectionFor(ctx, locale),
        section('form', { heading: c.formHeading, intro: c.formIntro, formHandle: 'kontakt' }, { background: 'light' }),
        locationSectionFor(ctx, locale, { heading: c.mapHeading, intro: c.mapIntro, withNearby: false }),
        section('faq', { heading: c.faqHeading, items: c.faq.map(([question, answer]) => ({ question, answer })) }, { background: 'light' }),
      ],
    }
  }
  return { hr: build('hr'), en: build('en'), de: build('de') }
}
