import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serverOnlyGuard } from './server-only-guard'

let dir: string
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'izlog-guard-'))
  await fs.mkdir(path.join(dir, 'server'))
  await fs.writeFile(path.join(dir, 'server', 'db.ts'), 'export const secret = "postgres://user:password@db"\n')
  await fs.writeFile(path.join(dir, 'leaky.ts'), 'import { secret } from "./server/db"\nconsole.log(secret)\n')
  await fs.writeFile(path.join(dir, 'clean.ts'), 'export const answer = 42\nconsole.log(answer)\n')
})
afterAll(() => fs.rm(dir, { recursive: true, force: true }))

function browserBuild(entry: string, ssr = false) {
  return build({
    root: dir,
    logLevel: 'silent',
    configFile: false,
    plugins: [serverOnlyGuard(path.join(dir, 'server'))],
    build: { write: false, ssr, lib: { entry: path.join(dir, entry), formats: ['es'], fileName: 'out' } },
  })
}

describe('server-only build guard', () => {
  it('fails a browser build that imports from server/', async () => {
    await expect(browserBuild('leaky.ts')).rejects.toThrow(/Server-only module ".\/server\/db" is imported by browser code/)
  })

  it('lets a browser build without server imports through', async () => {
    await expect(browserBuild('clean.ts')).resolves.toBeDefined()
  })

  it('lets the server build import server code', async () => {
    await expect(browserBuild('leaky.ts', true)).resolves.toBeDefined()
  })
})
