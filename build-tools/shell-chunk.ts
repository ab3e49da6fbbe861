import type { Plugin } from 'vite'

const shellRoots = /[\\/]app[\\/](root|entry\.client)\.tsx(\?|$)/

/**
 * The client modules every page runs — the entry, the root route and everything they import
 * statically — gathered into one chunk (ADR 034). Left to itself the bundler cuts them into ~15
 * chunks of 0.1–2 KB wherever a lazy route shares a module with the root, and each is one more
 * request and one more import header on every first visit; in one chunk they cost no page a byte
 * it did not load anyway. The framework stays apart (its own group, higher priority), and so does
 * anything the root loads lazily.
 */
export function shellChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  const shell = new Set<string>()
  const plugin: Plugin = {
    name: 'izlog:shell-chunk',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    buildEnd() {
      shell.clear()
      const pending = [...this.getModuleIds()].filter((id) => shellRoots.test(id))
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (shell.has(id)) continue
        shell.add(id)
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []))
      }
    },
  }
  return { plugin, test: (id) => shell.has(id) && !/[\\/]node_modules[\\/]/.test(id) }
}
