import { describe, expect, it } from 'vitest'
import type { AuthUser } from '../auth/access'
import { devEntryRedirect } from './dev-entry'

const development = { mode: 'development' as const, forcedDomain: undefined }
const editor: AuthUser = { id: 1, email: 'urednik@izlog.local', firstName: 'U', lastName: 'R', isBackofficeUser: true, scopes: ['content'], sessionId: 's' }
const shopper: AuthUser = { ...editor, isBackofficeUser: false, scopes: [] }
const at = (path: string) => new URL(path, 'http://localhost:5173')

describe('§2 development entry: without a forced domain, to /adminLogin', () => {
  it('sends a page request to the backoffice login, keeping where it was going', () => {
    expect(devEntryRedirect({ config: development, url: at('/kosarica?x=1'), user: null, cookieHeader: null })).toBe('/adminLogin?redirect=%2Fkosarica%3Fx%3D1')
    expect(devEntryRedirect({ config: development, url: at('/'), user: shopper, cookieHeader: null })).toBe('/adminLogin?redirect=%2F')
  })

  it('lets through a backoffice login, a developer who picked a domain, and the admin and developer pages', () => {
    expect(devEntryRedirect({ config: development, url: at('/'), user: editor, cookieHeader: null })).toBeNull()
    expect(devEntryRedirect({ config: development, url: at('/'), user: null, cookieHeader: 'izlog_dev_domain=izlog' })).toBeNull()
    for (const path of ['/adminLogin', '/admin', '/admin/orders', '/docs/api', '/section-tool']) {
      expect(devEntryRedirect({ config: development, url: at(path), user: null, cookieHeader: null })).toBeNull()
    }
  })

  it('never redirects with a forced domain, in production or in tests', () => {
    expect(devEntryRedirect({ config: { mode: 'development', forcedDomain: 'izlog.hr' }, url: at('/'), user: null, cookieHeader: null })).toBeNull()
    expect(devEntryRedirect({ config: { mode: 'production', forcedDomain: undefined }, url: at('/'), user: null, cookieHeader: null })).toBeNull()
    expect(devEntryRedirect({ config: { mode: 'test', forcedDomain: undefined }, url: at('/'), user: null, cookieHeader: null })).toBeNull()
  })
})
