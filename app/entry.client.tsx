import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { isLocale, localeFromPath } from '#common/i18n/locales'
import { loadCatalogue } from '#common/i18n/messages'
import { accountMessagesAttribute } from '~/lib/account-messages'

// The browser holds only the page language's messages, and the code of only the CMS section types
// the server rendered (ADR 026; their chunks are preloaded in the HTML): hydration renders with them.
// Pages without sections do not load the section registry at all; the account part of the
// messages only where the root layout marked that a route uses it.
const renderedSections = [...document.querySelectorAll<HTMLElement>('[data-section]')].map((element) => element.dataset.section ?? '')
const sectionsLoaded = renderedSections.length > 0 ? import('~/features/cms/section-registry').then(({ loadSections }) => loadSections(renderedSections)) : null
// The server named the page's language in <html lang> (the admin's own language inside /admin).
const lang = document.documentElement.lang
const locale = isLocale(lang) ? lang : localeFromPath(window.location.pathname)
const accountMessagesLoaded = document.documentElement.hasAttribute(accountMessagesAttribute) ? loadCatalogue(locale, 'account') : null
void Promise.all([loadCatalogue(locale), accountMessagesLoaded, sectionsLoaded]).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
})
