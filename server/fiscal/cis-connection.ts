import fs from 'node:fs/promises'
import type { Config } from '../config'
import type { CisFetch } from './cis-client'
import { readFiscalCertificate } from './fiscal-certificate'
import type { FiscalCertificate } from './fiscal-types'
import type { FiscalDigest } from './xml-signature'
import { createFakeCis } from './fake-cis/fake-cis'
import { demoFakeCisTrust } from './fake-cis/fake-cis-trust'

type FiscalConfig = Pick<Config, 'fiscal' | 'dataDir' | 'publicUrl'>

/** Everything `sendInvoiceToCis` needs besides the certificate: spread it into its options. */
export interface CisConnection {
  endpoint: string
  timeoutMs: number
  digest: FiscalDigest
  ca?: string
  cisCertificatePem?: string
  /** Set for the fake: it answers in-process, without a socket. */
  fetch?: CisFetch
  isFake: boolean
}

export const FAKE_CIS_PATH = '/_fiscal/cis'

interface FakeCis {
  app: ReturnType<typeof createFakeCis>
  trust: ReturnType<typeof demoFakeCisTrust>
}
const fakes = new Map<string, FakeCis>()

/** The fake CIS of this data dir, one per process: the HTTP mount and the in-process transport share it. */
export function fakeCis(config: Pick<Config, 'fiscal' | 'dataDir'>): FakeCis {
  let fake = fakes.get(config.dataDir)
  if (!fake) {
    const trust = demoFakeCisTrust(config.dataDir)
    fake = { app: createFakeCis({ trust, checkSchema: config.fiscal.isFakeSchemaChecked }), trust }
    fakes.set(config.dataDir, fake)
  }
  return fake
}

/** Is this install fiscalising against the local fake (no FISCAL_CIS_URL)? */
export function usesFakeCis(config: Pick<Config, 'fiscal'>): boolean {
  return !config.fiscal.cisUrl
}

/**
 * The real CIS when FISCAL_CIS_URL is set, else the fake on this server, reached in-process (a job
 * needs no listening socket, and tests have none). The fake's answers are signed by the demo CIS
 * certificate and checked like the real ones.
 */
export async function cisConnection(config: FiscalConfig): Promise<CisConnection> {
  const { fiscal } = config
  const common = { timeoutMs: fiscal.timeoutMs, digest: fiscal.signatureDigest }
  if (fiscal.cisUrl) {
    const [ca, cisCertificatePem] = await Promise.all([readOptional(fiscal.cisCaFile), readOptional(fiscal.cisCertificateFile)])
    return { ...common, endpoint: fiscal.cisUrl, ca, cisCertificatePem, isFake: false }
  }
  const { app, trust: loadTrust } = fakeCis(config)
  const trust = await loadTrust()
  return {
    ...common,
    endpoint: `${config.publicUrl ?? 'http://localhost'}${FAKE_CIS_PATH}`,
    cisCertificatePem: trust.cis.certificatePem,
    fetch: (request) => Promise.resolve(app.fetch(rebase(request))),
    isFake: true,
  }
}

/** The sub-app answers at `/`; the request keeps its body and abort signal. */
function rebase(request: Request): Request {
  const url = new URL(request.url)
  url.pathname = url.pathname.slice(FAKE_CIS_PATH.length) || '/'
  return new Request(url, request)
}

async function readOptional(file: string | undefined): Promise<string | undefined> {
  return file ? fs.readFile(file, 'utf8') : undefined
}

/** The certificate set by environment (FISCAL_CERT_FILE / FISCAL_CERT_PASSWORD), or null when none is. */
export async function environmentFiscalCertificate(config: Pick<Config, 'fiscal'>): Promise<FiscalCertificate | null> {
  if (!config.fiscal.certificateFile) return null
  return readFiscalCertificate(await fs.readFile(config.fiscal.certificateFile), config.fiscal.certificatePassword ?? '')
}
