import fs from 'node:fs/promises'
import path from 'node:path'
import { escapeHtml } from '../../common/text/escape-html'
import type { ChangelogEntry } from '../../common/cms/site-shell'

let cached: Promise<ChangelogEntry[]> | null = null

/**
 * The project's own CHANGELOG.md as release entries (§2 version badge; DESIGN: dev tools read the
 * changelog unless a GitLab token is configured). Only `## version` headings and `-` bullets are
 * read; text is escaped, never interpreted as HTML.
 */
export function readChangelog(file = path.resolve('CHANGELOG.md')): Promise<ChangelogEntry[]> {
  cached ??= fs
    .readFile(file, 'utf8')
    .then(parseChangelog)
    .catch(() => [])
  return cached
}

export function parseChangelog(markdown: string): ChangelogEntry[] {
  const entries: ChangelogEntry[] = []
  let current: { version: string; date: string | null; items: string[] } | null = null
  for (const line of markdown.split('\n')) {
    const heading = /^##\s+\[?([^\]\s]+)\]?(?:\s*-\s*(\d{4}-\d{2}-\d{2}))?/.exec(line)
    if (heading) {
      if (current) entries.push(toEntry(current))
      current = { version: heading[1] ?? '', date: heading[2] ?? null, items: [] }
      continue
    }
    const bullet = /^\s*[-*]\s+(.*)$/.exec(line)
    if (bullet && current) current.items.push(bullet[1] ?? '')
  }
  if (current) entries.push(toEntry(current))
  return entries
}

function toEntry(entry: { version: string; date: string | null; items: string[] }): ChangelogEntry {
  return {
    version: entry.version,
    date: entry.date,
    html: `<ul>${entry.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
  }
}

