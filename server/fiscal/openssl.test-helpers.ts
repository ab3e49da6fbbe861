import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * The `openssl` command line as the independent party in the fiscal tests: keys, certificates and
 * PKCS#12 files made without our code, and signatures computed without it.
 */
export function openssl(args: string[], input?: string | Buffer): Buffer {
  return execFileSync('openssl', args, { input, stdio: ['pipe', 'pipe', 'pipe'] })
}

export interface ScratchDir {
  dir: string
  file: (name: string) => string
  write: (name: string, content: string | Buffer) => string
  read: (name: string) => Buffer
  remove: () => void
}

export function scratchDir(prefix = 'izlog-fiscal-'): ScratchDir {
  const dir = mkdtempSync(path.join(tmpdir(), prefix))
  const file = (name: string) => path.join(dir, name)
  return {
    dir,
    file,
    write: (name, content) => {
      writeFileSync(file(name), content)
      return file(name)
    },
    read: (name) => readFileSync(file(name)),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  }
}

/** A self-signed CA and a leaf it signs, made by openssl, under `scratch`: `ca.key`, `ca.crt`, `leaf.key`, `leaf.crt`. */
export function opensslCaAndLeaf(scratch: ScratchDir, leafSubject: string, days = 30): void {
  openssl(['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', scratch.file('ca.key'), '-out', scratch.file('ca.crt'), '-days', '365', '-subj', '/C=HR/O=Test CA/CN=Test fiscal CA'])
  openssl(['req', '-new', '-newkey', 'rsa:2048', '-nodes', '-keyout', scratch.file('leaf.key'), '-out', scratch.file('leaf.csr'), '-subj', leafSubject])
  openssl(['x509', '-req', '-in', scratch.file('leaf.csr'), '-CA', scratch.file('ca.crt'), '-CAkey', scratch.file('ca.key'), '-CAcreateserial', '-out', scratch.file('leaf.crt'), '-days', String(days)])
}
