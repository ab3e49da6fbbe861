import { configDefaults, defineConfig } from 'vitest/config'
import SlowFilesFirst from './server/testing/slow-files-first.ts'

/**
 * Files that run on the embedded database whatever DATABASE_URL says: the data-directory lock
 * guards PGlite's folder, so its child processes drop DATABASE_URL. The PostgreSQL run would repeat
 * the PGlite run's work exactly, so only the PGlite run has them (ADR 025).
 */
const embeddedOnly = ['server/db/data-dir-lock.test.ts']

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['{app,common,server,build-tools,bench,scripts}/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? embeddedOnly : [])],
    environment: 'node',
    setupFiles: ['./server/testing/vitest-setup.ts'],
    globalSetup: ['./server/testing/vitest-global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Test files share a worker's loaded modules instead of importing the whole server again per
    // file (the import was most of the suite's time); every file still gets its own database.
    isolate: false,
    maxWorkers: 2,
    sequence: { sequencer: SlowFilesFirst },
  },
})
