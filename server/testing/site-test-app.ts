import type { ServerBuild } from 'react-router'
import { createApp } from '../app'
import { seedCatalogueFixture } from '../catalog/catalog-fixture.test-helpers'
import { seedCmsFixture } from '../cms/cms-fixtures.test-helpers'
import { apiLogin, makeUser } from '../users/test-helpers'
import { siteVocabulary } from './fuzz/site-vocabulary'
import { createTestRuntime, type TestDatabaseOptions } from './test-database'

/**
 * The whole site in process, pages included: the Hono app with React Router's server build on a
 * production-mode test runtime, with a small CMS site, a small catalogue and a logged-in customer.
 * Load this module through Vite (`ssrLoadModule`), which provides the server build; the build and
 * the app then share one module graph and so one request context.
 */
export async function createSiteTestApp(options: TestDatabaseOptions = {}) {
  const runtime = await createTestRuntime({ isProduction: true, mode: 'production', showVersionBadge: true }, options)
  const { db } = runtime.database
  await seedCmsFixture(db, runtime.site.id)
  await seedCatalogueFixture(db, runtime.site.id)
  const build = (await import('virtual:react-router/server-build')) as ServerBuild
  const app = createApp({ runtime, build })
  const customer = await makeUser(runtime)
  const { accessToken } = await apiLogin(app, customer.email, customer.password)
  return { app, build, runtime, vocabulary: await siteVocabulary(db, accessToken) }
}
