import type { Locale } from '../../../../../common/i18n/locales'
import { section } from '../build'
import { project, type DemoPage } from './context'

/** One language of a legal text page: the text, then the seller's contact under a heading. */
export interface LegalTextCopy {
  slug: string
  title: string
  seo: string
  html: string
  contactHeading: string
  contactIntro?: string
}

/** A page of legal text (terms of sale, privacy): the text, then who to write to about it. */
export function legalTextPage(copy: Record<Locale, LegalTextCopy>): DemoPage {
  const build = (locale: Locale) => {
    const c = copy[locale]
    const contact = { heading: c.contactHeading, ...(c.contactIntro ? { intro: c.contactIntro } : {}), addressLines: project.address, email: project.email, phone: project.phone }
    return {
      slug: c.slug,
      title: c.title,
      seoDescription: c.seo,
      sections: [section('rich-text', { html: c.html }, { paddingY: 'sm' }), section('contact', contact, { background: 'light', paddingY: 'sm' })],
    }
  }
  return { hr: build('hr'), en: build('en'), de: build('de') }
}
