import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['{app,common,server,build-tools,bench,scripts}/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['./server/testing/vitest-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
})
