import { randomBytes } from 'node:crypto'
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { readFiscalCertificate } from './fiscal-certificate'
import type { FiscalCertificate } from './fiscal-types'
import { createDemoCa, issueDemoCertificate, toPkcs12, type DemoKeyPair } from './demo-pki'

/**
 * The offline default's certificates, made at the first start under `<dataDir>/fiscal/demo/` and
 * reused afterwards: a demo CA (the only issuer the fake CIS trusts), the fake CIS's own signing
 * certificate, and per seller OIB a fiscal certificate as a PKCS#12 file with its password beside it.
 * Every file is mode 0600: the keys are only demo keys, but a habit that differs for demo keys is
 * the one that leaks real ones.
 */
export interface DemoFiscalPki {
  ca: DemoKeyPair
  cis: DemoKeyPair
}

export interface DemoFiscalCertificate {
  p12Path: string
  passwordPath: string
  password: string
  certificate: FiscalCertificate
  caCertificatePem: string
  /** True when this call made the certificate, false when it was already there. */
  created: boolean
}

export function demoFiscalDir(dataDir: string): string {
  return path.join(dataDir, 'fiscal', 'demo')
}

export async function ensureDemoFiscalPki(dataDir: string): Promise<DemoFiscalPki> {
  const dir = demoFiscalDir(dataDir)
  await mkdir(dir, { recursive: true, mode: 0o700 })
  const ca = await ensureKeyPair(path.join(dir, 'ca.pem'), () => createDemoCa())
  const cis = await ensureKeyPair(path.join(dir, 'cis.pem'), () => issueDemoCertificate(ca, { commonName: 'fiskalcis', organization: 'Izlog demo CIS' }))
  return { ca, cis }
}

export async function ensureDemoFiscalCertificate(dataDir: string, sellerOib: string): Promise<DemoFiscalCertificate> {
  if (!/^\d{11}$/.test(sellerOib)) throw new Error(`A seller OIB has 11 digits: ${sellerOib}`)
  const { ca } = await ensureDemoFiscalPki(dataDir)
  const dir = demoFiscalDir(dataDir)
  const passwordPath = path.join(dir, `fiscal-${sellerOib}.password`)
  const p12Path = path.join(dir, `fiscal-${sellerOib}.p12`)
  // The password first: whoever loses a race reads the winner's and then builds its file with it.
  const password = (await createOnce(passwordPath, () => Buffer.from(randomBytes(18).toString('base64url')))).content.toString('utf8').trim()
  const p12 = await createOnce(p12Path, () => {
    const entity = issueDemoCertificate(ca, { commonName: 'fiskal 1', oib: sellerOib, organization: 'Izlog demo trgovina' })
    return toPkcs12(entity, [ca.certificatePem], password)
  })
  return {
    p12Path,
    passwordPath,
    password,
    certificate: readFiscalCertificate(p12.content, password),
    caCertificatePem: ca.certificatePem,
    created: p12.created,
  }
}

async function ensureKeyPair(file: string, make: () => DemoKeyPair): Promise<DemoKeyPair> {
  const { content } = await createOnce(file, () => {
    const pair = make()
    return Buffer.from(`${pair.privateKeyPem.trim()}\n${pair.certificatePem.trim()}\n`)
  })
  const text = content.toString('utf8')
  const privateKeyPem = /-----BEGIN PRIVATE KEY-----[\s\S]+?-----END PRIVATE KEY-----/.exec(text)?.[0]
  const certificatePem = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/.exec(text)?.[0]
  if (!privateKeyPem || !certificatePem) throw new Error(`${file} does not hold a private key and a certificate`)
  return { privateKeyPem: `${privateKeyPem}\n`, certificatePem: `${certificatePem}\n` }
}

/**
 * Writes `file` once, atomically (a temporary file hard-linked into place), so two processes
 * starting together end up with the same content; a file already there is read, not replaced.
 */
async function createOnce(file: string, make: () => Buffer): Promise<{ content: Buffer; created: boolean }> {
  const existing = await readIfExists(file)
  if (existing) return { content: existing, created: false }
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
  await writeFile(temporary, make(), { mode: 0o600 })
  try {
    await link(temporary, file)
    return { content: await readFile(file), created: true }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return { content: await readFile(file), created: false }
  } finally {
    await unlink(temporary)
  }
}

async function readIfExists(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}
