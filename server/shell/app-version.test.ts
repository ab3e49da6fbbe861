import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import packageJson from '../../package.json'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { appVersion } from './app-version'
import { parseChangelog } from './changelog'
import { loadSiteShell } from './site-shell-service'

let runtime: TestRuntime
beforeAll(async () => {
  runtime = await createTestRuntime({ showVersionBadge: true })
})
afterAll(() => runtime.dispose())

describe('the version badge names the release the changelog names (issue 20 §11)', () => {
  it('package.json’s version is the newest CHANGELOG.md release', () => {
    const [newest] = parseChangelog(fs.readFileSync(path.resolve('CHANGELOG.md'), 'utf8'))
    expect(newest?.version).toMatch(/^\d+\.\d+\.\d+$/)
    expect(packageJson.version).toBe(newest?.version)
  })

  it('the badge shows that version, whether or not npm started the server', async () => {
    const shell = await loadSiteShell(runtime.database.db, {
      site: runtime.site,
      locale: 'hr',
      url: new URL('http://localhost/'),
      cookieHeader: null,
      config: runtime.config,
      isBackofficeUser: false,
    })
    expect(shell.versionBadge?.version).toBe(packageJson.version)
    expect(appVersion).toBe(packageJson.version)
  })
})
