import path from 'node:path'
import type { ServerBuild } from 'react-router'
import { createApp } from './app'
import { getRuntime } from './runtime'

/**
 * The server bundle's entry (vite.config.ts points the SSR build here): the Hono app with the
 * React Router build inside. The launcher (`server.js`) imports it in production and loads it
 * through Vite in development.
 */
export async function createServerApp(options: { clientDir?: string } = {}) {
  const runtime = await getRuntime()
  const build = () => import('virtual:react-router/server-build') as Promise<ServerBuild>
  return {
    app: createApp({ runtime, build, clientDir: options.clientDir ? path.resolve(options.clientDir) : undefined }),
    runtime,
  }
}

export { closeRuntime } from './runtime'
