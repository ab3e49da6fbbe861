import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3210)

/**
 * `npm test` runs the specs as two groups at once, each on its own server and database
 * (tests/e2e/run-groups.mjs). Group a: the back office and the in-place editor, which change what
 * the site shows; group b: everything else (a new spec lands there). Without E2E_GROUP, all specs.
 * The two groups take about as long (ADR 025): a spec that changes nothing, such as the API
 * reference's, belongs in b. No spec depends on another's run or order: each creates the page,
 * product, post or user it changes (tests/e2e/test-data.ts).
 */
const groupA = [/\/admin-[^/]*\.spec\.ts$/, /\/(edit-mode[^/]*|editor-[^/]*|catalog-edit|post-edit)\.spec\.ts$/]
const group = process.env.E2E_GROUP
/** Specs that need the server's media on a bucket (ADR 064): they run alone on such a server, E2E_MEDIA_S3=1. */
const bucketSpecs = [/\/media-bucket\.spec\.ts$/]
const onBucket = process.env.E2E_MEDIA_S3 === '1'
const onPostgres = Boolean(process.env.DATABASE_URL)
/**
 * The PostgreSQL run's browser specs (ADR 025, fourth pass): the flows whose server work writes
 * money, stock, orders, invoices, accounts and published content through that driver, and the
 * sitemap walk that renders every published page through it. Every other spec asserts what the
 * browser shows of the same build and seed; its server work runs on PostgreSQL in the Vitest suite.
 * Split in two groups of about equal time.
 */
const postgresSpecs: Record<'a' | 'b', string[]> = {
  a: ['admin-sales', 'edit-mode', 'catalog-edit', 'checkout', 'accounts', 'page-cache', 'invoices'],
  b: ['checkout-truth', 'cart', 'orders', 'refunds', 'withdrawal', 'invoice-desk', 'order-parts-shipment', 'members', 'foundation', 'catalogue'],
}
const specsNamed = (names: string[]) => names.map((name) => new RegExp(`/${name}\\.spec\\.ts$`))
const groupFiles = onBucket
  ? { testMatch: bucketSpecs }
  : onPostgres
    ? { testMatch: specsNamed(group === 'a' || group === 'b' ? postgresSpecs[group] : [...postgresSpecs.a, ...postgresSpecs.b]) }
    : group === 'a'
      ? { testMatch: groupA }
      : { testIgnore: group === 'b' ? [...groupA, ...bucketSpecs] : bucketSpecs }
/**
 * Tests tagged @one-database assert what only the browser decides (axe, a second window width of a
 * flow, the client bundle); the server work behind them runs against PostgreSQL in other specs,
 * so the PostgreSQL run of `npm test` leaves them out (ADR 025 lists them and where).
 */
const grepInvert = process.env.DATABASE_URL ? /@one-database/ : undefined
// Each group cleans and fills its own results folder: a shared one loses the other's traces.
const outputDir = group ? `test-results/group-${group}` : 'test-results'

/** Browser tests drive the system Chromium against the built site on a fresh database. */
export default defineConfig({
  testDir: 'tests/e2e',
  ...groupFiles,
  outputDir,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list']],
  // Two groups share the machine's cores, so a test's guard is generous; speed is the benches' job.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'hr-HR',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, grepInvert },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@mobile/, grepInvert },
  ],
  webServer: {
    command: 'node tests/e2e/start-test-server.mjs',
    url: `http://localhost:${port}/`,
    env: { PORT: String(port) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
