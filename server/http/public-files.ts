import fs from 'node:fs'
import path from 'node:path'

/**
 * The URL paths of the built client's files outside `/assets` (the favicon, …), read once at
 * start. The catch-all static handler runs only for these: otherwise every page request, and
 * every whole-page cache hit, first looked for a file of its name on disk (a failing `statSync`,
 * ~7 % of a hit's CPU). A folder with an index.html answers at `/folder` and `/folder/`, as
 * serveStatic does.
 */
export function listPublicFiles(root: string): Set<string> {
  const paths = new Set<string>()
  const walk = (folder: string, urlPath: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const url = `${urlPath}/${entry.name}`
      if (entry.isDirectory()) {
        // Hashed bundles: served by their own handler in front of this one.
        if (url !== '/assets') walk(path.join(folder, entry.name), url)
        continue
      }
      paths.add(url)
      if (entry.name === 'index.html') paths.add(urlPath || '/').add(`${urlPath}/`)
    }
  }
  if (fs.existsSync(root)) walk(root, '')
  return paths
}
