import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { serverOnlyGuard } from './build-tools/server-only-guard.ts'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  environments: {
    // The server bundle's entry is our Hono app, which imports React Router's server build.
    ssr: { build: { rollupOptions: { input: './server/entry.ts' } } },
  },
  ssr: {
    // Native and WASM packages stay external and are loaded from node_modules at run time.
    external: ['sharp', '@electric-sql/pglite', 'pg'],
  },
  plugins: [serverOnlyGuard('./server'), reactRouter()],
})
