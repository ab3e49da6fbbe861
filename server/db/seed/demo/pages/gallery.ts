import type { Locale } from '../../../../../common/i18n/locales'
import { section } from '../build'
import { localRef, project, type DemoContext, type DemoPage } from './context'

const copy = {
  hr: {
    slug: 'galerija',
    title: 'Galerija',
    seo: 'Fotografije i vizualizacije Vrtova Save: ogledni stan, zgrade, park i pogled na Savu.',
    interiorHeading: 'Ogledni stan',
    interiorIntro: 'Trosobni stan od 78 m² u zgradi A, opremljen onako kako ga predajemo kupcima, uz namještaj naših partnera.',
    captions: ['Dnevni boravak s izlazom na lođu', 'Kuhinja otvorena prema blagovaonici', 'Spavaća soba s ugradbenim ormarom', 'Radni kutak uz prozor', 'Terasa dubine 2,4 m', 'Dječja soba'],
    exteriorHeading: 'Zgrade i park',
    exteriorCaptions: ['Pogled iz parka u sumrak', 'Pročelja zgrada A i B', 'Šetnica uz rijeku', 'Naselje noću'],
    videoHeading: 'Virtualna šetnja',
    videoTitle: 'Virtualna šetnja Vrtovima Save',
    videoCaption: 'Animacija naselja i oglednog stana.',
  },
  en: {
    slug: 'gallery',
    title: 'Gallery',
    seo: 'Photos and renderings of Vrtovi Save: the show apartment, buildings, park and river views.',
    interiorHeading: 'Show apartment',
    interiorIntro: 'A 78 m² two-bedroom apartment in building A, finished exactly as we hand it over, with furniture from our partners.',
    captions: ['Living room opening onto the loggia', 'Kitchen open to the dining area', 'Bedroom with built-in wardrobe', 'Work corner by the window', 'Terrace 2.4 m deep', 'Children’s room'],
    exteriorHeading: 'Buildings and park',
    exteriorCaptions: ['View from the park at dusk', 'Facades of buildings A and B', 'Riverside promenade', 'The neighbourhood at night'],
    videoHeading: 'Virtual walk',
    videoTitle: 'A virtual walk through Vrtovi Save',
    videoCaption: 'An animation of the neighbourhood and the show apartment.',
  },
  de: {
    slug: 'galerie',
    title: 'Galerie',
    seo: 'Fotos und Visualisierungen von Vrtovi Save: Musterwohnung, Gebäude, Park und Blick auf die Save.',
    interiorHeading: 'Musterwohnung',
    interiorIntro: 'Eine 78 m² große Dreizimmerwohnung in Haus A, ausgestattet wie bei der Übergabe, mit Möbeln unserer Partner.',
    captions: ['Wohnzimmer mit Zugang zur Loggia', 'Offene Küche mit Essbereich', 'Schlafzimmer mit Einbauschrank', 'Arbeitsecke am Fenster', 'Terrasse mit 2,4 m Tiefe', 'Kinderzimmer'],
    exteriorHeading: 'Gebäude und Park',
    exteriorCaptions: ['Blick aus dem Park in der Dämmerung', 'Fassaden der Häuser A und B', 'Uferpromenade', 'Das Quartier bei Nacht'],
    videoHeading: 'Virtueller Rundgang',
    videoTitle: 'Virtueller Rundgang durch Vrtovi Save',
    videoCaption: 'Animation des Quartiers und der Musterwohnung.',
  },
} satisfies Record<Locale, unknown>

export function galleryPage(ctx: DemoContext): DemoPage {
  const { media } = ctx
  const exteriors = [media.heroDusk, media.heroDay, media.riverside, media.night]
  const instagramHeading = { hr: 'Vrtovi Save na Instagramu', en: 'Vrtovi Save on Instagram', de: 'Vrtovi Save auf Instagram' }
  const build = (locale: Locale) => {
    const c = copy[locale]
    return {
      slug: c.slug,
      title: c.title,
      seoDescription: c.seo,
      sections: [
        section(
          'gallery',
          {
            heading: c.interiorHeading,
            intro: c.interiorIntro,
            images: media.interiors.map((image, index) => ({ image: localRef(image, locale), caption: c.captions[index] })),
          },
          { columns: 3, aspect: 'landscape', paddingY: 'sm' },
          { columns: 1 },
        ),
        section(
          'gallery',
          {
            heading: c.exteriorHeading,
            images: exteriors.map((image, index) => ({ image: localRef(image, locale), caption: c.exteriorCaptions[index] })),
          },
          { columns: 2, aspect: 'landscape', background: 'light' },
          { columns: 2 },
        ),
        section('video', {
          heading: c.videoHeading,
          title: c.videoTitle,
          youtubeId: project.youtubeId,
          poster: localRef(media.heroDay, locale),
          caption: c.videoCaption,
        }),
        // Renders nothing until an Instagram token is configured (INSTAGRAM_ACCESS_TOKEN, server/social).
        section('instagram', { heading: instagramHeading[locale], hashtags: '#vrtovisave', limit: 6 }, { columns: 3 }),
      ],
    }
  }
  return { hr: build('hr'), en: build('en'), de: build('de') }
}
