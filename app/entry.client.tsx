import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { localeFromPath } from '#common/i18n/locales'
import { loadCatalogue } from '#common/i18n/messages'

// The browser holds only the page language's messages (ADR 026); hydration renders with them.
void loadCatalogue(localeFromPath(window.location.pathname)).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
})
