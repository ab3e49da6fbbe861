import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { pageLanguageMessages } from './build-tools/page-language-messages.ts'
import { clientChunks } from './build-tools/client-chunks.ts'
import { precompressAssets } from './build-tools/precompress.ts'
import { serverOnlyGuard } from './build-tools/server-only-guard.ts'
import { shellChunk } from './build-tools/shell-chunk.ts'

const shell = shellChunk()

export default defineConfig({
  resolve: { tsconfigPaths: true },
  environments: {
    client: {
      build: {
        modulePreload: false,
        rollupOptions: {
          output: {
            // The framework in one long-cached chunk of its own, so `npm run bench:js` can tell it
            // from our code by name and our releases do not change its hash; what every page runs
            // besides it in one `shell` chunk instead of ~15 small ones (ADR 034).
            codeSplitting: {
              groups: [
                { name: 'framework', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 20 },
                { name: 'shell', test: shell.test, priority: 10 },
              ],
            },
          },
        },
      },
    },
    // The server bundle's entry is our Hono app, which imports React Router's server build.
    ssr: { build: { rollupOptions: { input: './server/entry.ts' } } },
  },
  ssr: {
    // Native and WASM packages stay external and are loaded from node_modules at run time.
    external: ['sharp', '@electric-sql/pglite', 'pg', 'xmllint-wasm'],
  },
  plugins: [shell.plugin, serverOnlyGuard('./server'), pageLanguageMessages('./common/i18n/messages'), clientChunks('./app/features/cms/sections'), precompressAssets(), reactRouter()],
})
