import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { pageLanguageMessages } from './build-tools/page-language-messages.ts'
import { sectionChunks } from './build-tools/section-chunks.ts'
import { serverOnlyGuard } from './build-tools/server-only-guard.ts'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  environments: {
    client: {
      build: {
        modulePreload: false,
        rollupOptions: {
          output: {
            // The framework in one long-cached chunk of its own, so `npm run bench:js` can tell it
            // from our code by name and our releases do not change its hash.
            codeSplitting: {
              groups: [
                { name: 'framework', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
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
    external: ['sharp', '@electric-sql/pglite', 'pg'],
  },
  plugins: [serverOnlyGuard('./server'), pageLanguageMessages('./common/i18n/messages'), sectionChunks('./app/features/cms/sections'), reactRouter()],
})
