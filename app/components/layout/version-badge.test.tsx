import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { VersionBadge as VersionBadgeData } from '#common/cms/site-shell'
import { VersionBadge } from './version-badge'

function renderBadge(badge: VersionBadgeData, canChangeDomain = false): string {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <VersionBadge badge={badge} canChangeDomain={canChangeDomain} /> },
  ])
  return renderToStaticMarkup(<Stub initialEntries={['/']} />)
}

const badge = { version: '0.1.0', isDevelopmentMode: false, forcedDomain: null }

describe('version badge menu', () => {
  it('leads "Dokumentacija" to the project docs page, not to a missing /api/docs', () => {
    const html = renderBadge({ ...badge, hasSectionTool: true })
    expect(html).toMatch(/<a href="\/docs"[^>]*>Dokumentacija<\/a>/)
    expect(html).not.toContain('/api/docs')
  })

  it('offers the section tool only where the route exists (not in production builds)', () => {
    expect(renderBadge({ ...badge, hasSectionTool: true })).toContain('href="/section-tool"')
    expect(renderBadge({ ...badge, hasSectionTool: false })).not.toContain('/section-tool')
  })

  it('offers the domain change only to backoffice users', () => {
    const menuItem = '<li><button type="button">Promijeni domenu</button></li>'
    expect(renderBadge({ ...badge, hasSectionTool: false }, false)).not.toContain(menuItem)
    expect(renderBadge({ ...badge, hasSectionTool: false }, true)).toContain(menuItem)
  })
})
