import fs from 'node:fs/promises'
import path from 'node:path'
import { marked } from 'marked'
import sanitizeHtml from 'sanitize-html'

/** One document of the project: the README or an architecture decision record. */
export interface ProjectDocLink {
  slug: string
  title: string
}

export interface ProjectDoc extends ProjectDocLink {
  html: string
}

const README_SLUG = 'readme'

/**
 * The version badge's "Dokumentacija" (§2): the project's README and its decision records
 * (docs/decisions/*.md), read from the install's own files so every build that shows the badge
 * has them. Only files found by listing the folder are served, so a slug is never a path.
 */
async function docFiles(root: string): Promise<Map<string, string>> {
  const decisions = path.join(root, 'docs', 'decisions')
  const names = await fs.readdir(decisions).catch(() => [])
  const files = new Map([[README_SLUG, path.join(root, 'README.md')]])
  for (const name of names.filter((n) => /^[\w-]+\.md$/.test(n)).sort()) files.set(name.slice(0, -3), path.join(decisions, name))
  return files
}

function splitTitle(markdown: string, fallback: string): { title: string; body: string } {
  const match = /^#\s+(.+)\n/.exec(markdown)
  return match ? { title: match[1]!.trim(), body: markdown.slice(match[0].length) } : { title: fallback, body: markdown }
}

/** The documents in reading order: README first, then the decision records by number. */
export async function listProjectDocs(root = path.resolve()): Promise<ProjectDocLink[]> {
  const links: ProjectDocLink[] = []
  for (const [slug, file] of await docFiles(root)) {
    const markdown = await fs.readFile(file, 'utf8').catch(() => null)
    if (markdown !== null) links.push({ slug, title: splitTitle(markdown, slug).title })
  }
  return links
}

/** One document as safe HTML (its own `# title` becomes the page heading), or null when unknown. */
export async function readProjectDoc(slug: string, root = path.resolve()): Promise<ProjectDoc | null> {
  const file = (await docFiles(root)).get(slug)
  const markdown = file ? await fs.readFile(file, 'utf8').catch(() => null) : null
  if (markdown === null) return null
  const { title, body } = splitTitle(markdown, slug)
  // Markdown may carry raw HTML; sanitize-html's defaults keep structure and drop scripts and handlers.
  const html = sanitizeHtml(await marked.parse(body, { gfm: true }))
  return { slug, title, html }
}
