import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { listPublicFiles } from './public-files'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'izlog-public-'))
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

describe('public files', () => {
  it('lists the files outside /assets by URL path, folders with an index.html at both forms', () => {
    for (const file of ['favicon.svg', '.well-known/security.txt', 'docs/index.html', 'assets/entry-abc.js']) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      fs.writeFileSync(path.join(root, file), 'x')
    }
    expect([...listPublicFiles(root)].sort()).toEqual(['/.well-known/security.txt', '/docs', '/docs/', '/docs/index.html', '/favicon.svg'])
  })

  it('is empty for a folder that does not exist', () => {
    expect(listPublicFiles(path.join(root, 'missing')).size).toBe(0)
  })
})
