import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

const virtualId = 'virtual:izlog-client-chunks'
const messagesPrefix = 'virtual:izlog-messages/'

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
}

/**
 * Gives the server build `virtual:izlog-client-chunks`, read from the client build's Vite manifest:
 * - `sectionChunks`: for each CMS section type (a file of `sectionsDir` named after its handler),
 *   the URLs of its browser chunk and of every chunk it imports. A page preloads its sections'
 *   chunks in its HTML, so they arrive with the entry and the sections hydrate at once (ADR 026).
 * - `messageChunks`: for each part of each language's message catalogue (`hr/visitor`, …), the URL
 *   of its chunk, which the entry loads before hydrating: preloaded, it no longer waits for the
 *   entry to run (ADR 034).
 * React Router builds the client first and deletes the manifest only after the server build. In
 * development and tests there is no client build, and the module exports empty maps.
 */
export function clientChunks(sectionsDir: string): Plugin {
  return {
    name: 'izlog:client-chunks',
    applyToEnvironment: (environment) => environment.config.consumer === 'server',
    resolveId(source) {
      return source === virtualId ? `\0${virtualId}` : null
    },
    load(id) {
      if (id !== `\0${virtualId}`) return null
      const config = this.environment.getTopLevelConfig()
      const clientOutDir = path.resolve(config.root, config.environments.client?.build.outDir ?? 'build/client')
      const manifestFile = path.join(clientOutDir, '.vite', 'manifest.json')
      const chunks: Record<string, string[]> = {}
      const messageChunks: Record<string, string> = {}
      if (config.command === 'build' && fs.existsSync(manifestFile)) {
        const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>
        const sectionsKey = path.relative(config.root, path.resolve(config.root, sectionsDir)).split(path.sep).join('/')
        const sectionFile = new RegExp(`^${sectionsKey}/([\\w-]+)\\.tsx$`)
        // The entry's own chunks are in every page already.
        const entryFiles = new Set<string>()
        for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) withImports(manifest, key, entryFiles)
        for (const [key, chunk] of Object.entries(manifest)) {
          if (key.startsWith(messagesPrefix)) messageChunks[key.slice(messagesPrefix.length)] = config.base + chunk.file
          const handler = sectionFile.exec(key)?.[1]
          if (!handler) continue
          chunks[handler] = [...withImports(manifest, key)].filter((file) => !entryFiles.has(file)).map((file) => config.base + file)
        }
      }
      return `export const sectionChunks = ${JSON.stringify(chunks)}\nexport const messageChunks = ${JSON.stringify(messageChunks)}`
    },
  }
}

function withImports(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key]
  if (!chunk || seen.has(chunk.file)) return seen
  seen.add(chunk.file)
  for (const imported of chunk.imports ?? []) withImports(manifest, imported, seen)
  return seen
}
