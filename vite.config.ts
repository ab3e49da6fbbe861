import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { serverOnlyGuard } from './build-tools/server-only-guard.ts'

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { tsconfigPaths: true },
  build: {
    rollupOptions: isSsrBuild ? { input: './server/entry.ts' } : undefined,
  },
  ssr: {
    // Native and WASM packages stay external and are loaded from node_modules at run time.
    external: ['sharp', '@electric-sql/pglite', 'pg'],
  },
  plugins: [serverOnlyGuard('./server'), reactRouter()],
}))
