import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listProjectDocs, readProjectDoc } from './project-docs'

let root: string
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'izlog-docs-'))
  await fs.mkdir(path.join(root, 'docs', 'decisions'), { recursive: true })
  await fs.writeFile(path.join(root, 'README.md'), '# Izlog\n\nA **shop**.\n\n<script>alert(1)</script><img src=x onerror="alert(2)">\n')
  await fs.writeFile(path.join(root, 'docs', 'decisions', '002-routes.md'), '# 002 — Routes\n\n## Context\n| a | b |\n|---|---|\n| 1 | 2 |\n')
  await fs.writeFile(path.join(root, 'docs', 'decisions', '001-server.md'), '# 001 — One server\n')
  await fs.writeFile(path.join(root, 'secret.md'), '# Secret\n')
})
afterAll(() => fs.rm(root, { recursive: true, force: true }))

describe('project docs behind the version badge', () => {
  it('lists the README first, then the decision records in order', async () => {
    expect(await listProjectDocs(root)).toEqual([
      { slug: 'readme', title: 'Izlog' },
      { slug: '001-server', title: '001 — One server' },
      { slug: '002-routes', title: '002 — Routes' },
    ])
  })

  it('renders Markdown to HTML without the title heading', async () => {
    const doc = await readProjectDoc('002-routes', root)
    expect(doc?.title).toBe('002 — Routes')
    expect(doc?.html).toContain('<h2>Context</h2>')
    expect(doc?.html).toContain('<td>1</td>')
    expect(doc?.html).not.toContain('<h1>')
  })

  it('drops scripts and event handlers from raw HTML in the Markdown', async () => {
    const html = (await readProjectDoc('readme', root))?.html ?? ''
    expect(html).toContain('<strong>shop</strong>')
    expect(html).not.toMatch(/<script|onerror|alert\(2\)/)
  })

  it('serves only listed documents, never an arbitrary path', async () => {
    expect(await readProjectDoc('secret', root)).toBeNull()
    expect(await readProjectDoc('../../secret', root)).toBeNull()
    expect(await readProjectDoc('../README', root)).toBeNull()
  })
})
