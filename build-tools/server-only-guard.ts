import path from 'node:path'
import type { Plugin } from 'vite'

/**
 * React Router only keeps `*.server.*` files out of the browser bundle; our Node-only code lives in
 * a plain `server/` folder, so a browser build that reaches it must fail loudly instead of shipping
 * database code (and secrets) to visitors.
 */
export function serverOnlyGuard(serverDir: string): Plugin {
  const root = path.resolve(serverDir) + path.sep
  return {
    name: 'izlog:server-only-guard',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (isServerEnvironment(this, options)) return null
      if (!importer || importer.includes('node_modules')) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      const id = resolved?.id ?? source
      if (id.startsWith(root) || source.startsWith('#server/')) {
        this.error(
          `Server-only module "${source}" is imported by browser code in ${path.relative(process.cwd(), importer)}. ` +
            'Move the shared part to common/ or load it in a route loader.',
        )
      }
      return resolved
    },
  }
}

interface EnvironmentAware {
  environment?: { config?: { consumer?: string } }
}

function isServerEnvironment(ctx: unknown, options: { ssr?: boolean } | undefined): boolean {
  const consumer = (ctx as EnvironmentAware).environment?.config?.consumer
  if (consumer) return consumer === 'server'
  return options?.ssr === true
}
