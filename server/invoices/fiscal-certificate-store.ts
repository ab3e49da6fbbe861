import fs from 'node:fs/promises'
import path from 'node:path'
import { CERTIFICATE_WARNING_DAYS, type CertificateStatusView } from '../../common/invoices/invoice-views'
import type { Config } from '../config'
import { demoFiscalDir, ensureDemoFiscalCertificate } from '../fiscal/demo-certificate'
import { FiscalCertificateError, readFiscalCertificate } from '../fiscal/fiscal-certificate'
import type { FiscalCertificate } from '../fiscal/fiscal-types'
import { log } from '../log/logger'

export type CertificateOrigin = 'environment' | 'upload' | 'demo'

export type LoadedCertificate = { certificate: FiscalCertificate; origin: CertificateOrigin } | { certificate: null; origin: CertificateOrigin | null; problem: string | null }

interface Source {
  dataDir: string
  environment: { file: string; password: string } | null
  usesFakeCis: boolean
}

/**
 * Where this process finds each site's fiscal certificate. An invoice's ZKI is computed inside the
 * transaction that changes the order's status, which every caller (payment callbacks, the desk, the
 * sweeps) opens without the config in hand; the certificate belongs to the process's data folder
 * (one process per data folder, or one shared folder per host), so the runtime names it here once.
 */
let source: Source | null = null

export function setFiscalCertificateSource(config: Pick<Config, 'dataDir' | 'fiscal'>): void {
  const { certificateFile, certificatePassword, cisUrl } = config.fiscal
  source = { dataDir: config.dataDir, environment: certificateFile ? { file: path.resolve(certificateFile), password: certificatePassword ?? '' } : null, usesFakeCis: !cisUrl }
  cache.clear()
}

/** The files an uploaded certificate and its password are kept in (mode 0600). */
export function uploadedCertificateFiles(dataDir: string, siteId: number): { dir: string; p12: string; password: string } {
  const dir = path.join(dataDir, 'fiscal', `site-${siteId}`)
  return { dir, p12: path.join(dir, 'certificate.p12'), password: path.join(dir, 'certificate.password') }
}

const cache = new Map<string, { stamp: string; certificate: FiscalCertificate }>()

async function stampOf(file: string): Promise<string | null> {
  const stat = await fs.stat(file).catch(() => null)
  return stat ? `${stat.mtimeMs}:${stat.size}` : null
}

/** Decoding a PKCS#12 file costs tens of milliseconds; it is read again only when the file changes. */
async function readCached(file: string, password: () => Promise<string>): Promise<FiscalCertificate | null> {
  const stamp = await stampOf(file)
  if (!stamp) return null
  const hit = cache.get(file)
  if (hit?.stamp === stamp) return hit.certificate
  const certificate = readFiscalCertificate(await fs.readFile(file), await password())
  cache.set(file, { stamp, certificate })
  return certificate
}

const readPassword = (file: string) => async () => (await fs.readFile(file, 'utf8')).trimEnd()

/**
 * The demo CA's certificate for the seller's OIB (made at the first use, server/fiscal): what an
 * install that talks to the local fake CIS signs with until the owner uploads the real one.
 */
async function demoCertificate(dataDir: string, sellerOib: string): Promise<FiscalCertificate | null> {
  const p12 = path.join(demoFiscalDir(dataDir), `fiscal-${sellerOib}.p12`)
  const cached = await readCached(p12, readPassword(p12.replace(/\.p12$/, '.password')))
  if (cached) return cached
  await ensureDemoFiscalCertificate(dataDir, sellerOib)
  return readCached(p12, readPassword(p12.replace(/\.p12$/, '.password')))
}

/**
 * The site's fiscal certificate: the environment's (FISCAL_CERT_FILE) wins, else the one uploaded
 * in the invoice settings, else — only while the local fake CIS answers — the demo certificate for
 * the seller's OIB. Never throws: a missing or unreadable certificate is reported, and the invoice
 * is then issued without its ZKI until a certificate is there.
 */
export async function loadFiscalCertificate(siteId: number, sellerOib?: string): Promise<LoadedCertificate> {
  if (!source) return { certificate: null, origin: null, problem: null }
  const { environment, dataDir } = source
  let origin: CertificateOrigin = environment ? 'environment' : 'upload'
  try {
    if (environment) {
      const certificate = await readCached(environment.file, () => Promise.resolve(environment.password))
      return certificate ? { certificate, origin } : { certificate: null, origin, problem: 'missing' }
    }
    const files = uploadedCertificateFiles(dataDir, siteId)
    const uploaded = await readCached(files.p12, readPassword(files.password))
    if (uploaded) return { certificate: uploaded, origin }
    if (!source.usesFakeCis || !sellerOib || !/^\d{11}$/.test(sellerOib)) return { certificate: null, origin: null, problem: null }
    origin = 'demo'
    const demo = await demoCertificate(dataDir, sellerOib)
    return demo ? { certificate: demo, origin } : { certificate: null, origin: null, problem: null }
  } catch (error) {
    const problem = error instanceof FiscalCertificateError ? error.problem : 'unreadable'
    log.error('fiscal certificate cannot be read', { siteId, origin, problem, error: error instanceof Error ? error.message : String(error) })
    return { certificate: null, origin, problem }
  }
}

/**
 * Keeps an uploaded certificate after checking that the password opens it: the file and its
 * password are written with mode 0600 and moved into place, so a reader never sees half a file.
 */
export async function saveUploadedCertificate(siteId: number, input: { p12: Buffer; password: string }): Promise<FiscalCertificate> {
  if (!source) throw new Error('fiscal certificates have no data folder (setFiscalCertificateSource was not called)')
  const certificate = readFiscalCertificate(input.p12, input.password)
  const files = uploadedCertificateFiles(source.dataDir, siteId)
  await fs.mkdir(files.dir, { recursive: true, mode: 0o700 })
  for (const [file, content] of [
    [files.password, input.password],
    [files.p12, input.p12],
  ] as const) {
    const temporary = `${file}.${process.pid}.tmp`
    await fs.writeFile(temporary, content, { mode: 0o600 })
    await fs.chmod(temporary, 0o600)
    await fs.rename(temporary, file)
  }
  cache.delete(files.p12)
  return certificate
}

/** The certificate as the settings screen and the dashboard show it: who set it, whose it is, until when. */
export async function certificateStatus(siteId: number, now = new Date(), sellerOib?: string): Promise<CertificateStatusView> {
  const loaded = await loadFiscalCertificate(siteId, sellerOib)
  if (!loaded.certificate) {
    return { origin: loaded.origin, subject: null, oib: null, notAfter: null, daysLeft: null, isExpiringSoon: false, problem: 'problem' in loaded ? loaded.problem : null }
  }
  const { certificate } = loaded
  const daysLeft = Math.floor((certificate.notAfter.getTime() - now.getTime()) / 86_400_000)
  return {
    origin: loaded.origin,
    subject: certificate.subject,
    oib: certificate.oib ?? null,
    notAfter: certificate.notAfter.toISOString(),
    daysLeft,
    isExpiringSoon: daysLeft <= CERTIFICATE_WARNING_DAYS,
    problem: daysLeft < 0 ? 'expired' : null,
  }
}

export function isCertificateFromEnvironment(): boolean {
  return Boolean(source?.environment)
}
