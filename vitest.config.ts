import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['{app,common,server,build-tools,bench,scripts}/**/*.test.{ts,tsx}'],
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
  },
})
