import { X509Certificate } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { demoFiscalDir, ensureDemoFiscalPki } from '../demo-certificate'
import { readFiscalCertificate } from '../fiscal-certificate'
import type { SigningKey } from '../xml-signature'

/** What the fake CIS trusts and signs with. */
export interface FakeCisTrust {
  /** The only issuer whose certificates it accepts (FINA's role). */
  caCertificatePem: string
  /** Its own key and certificate, for signing answers. */
  cis: SigningKey
  /**
   * The private key of `certificatePem` when this install holds it (the demo certificates it made):
   * with it the fake recomputes the ZKI, a check the real CIS cannot make.
   */
  privateKeyFor(certificatePem: string, oib: string): Promise<string | null>
}

/** The demo PKI under the data dir (server/fiscal/demo-certificate.ts), read once. */
export function demoFakeCisTrust(dataDir: string): () => Promise<FakeCisTrust> {
  let trust: Promise<FakeCisTrust> | null = null
  const keys = new Map<string, Promise<{ fingerprint: string; privateKeyPem: string } | null>>()
  const demoKey = (oib: string) => {
    let key = keys.get(oib)
    if (!key) {
      key = readDemoKey(dataDir, oib)
      keys.set(oib, key)
      // A certificate made after the first look is found on the next one.
      void key.then((found) => found ?? keys.delete(oib))
    }
    return key
  }
  return () => {
    trust ??= ensureDemoFiscalPki(dataDir).then(({ ca, cis }) => ({
      caCertificatePem: ca.certificatePem,
      cis,
      async privateKeyFor(certificatePem: string, oib: string) {
        const key = await demoKey(oib)
        return key && key.fingerprint === new X509Certificate(certificatePem).fingerprint256 ? key.privateKeyPem : null
      },
    }))
    return trust
  }
}

async function readDemoKey(dataDir: string, oib: string): Promise<{ fingerprint: string; privateKeyPem: string } | null> {
  if (!/^\d{11}$/.test(oib)) return null
  const base = path.join(demoFiscalDir(dataDir), `fiscal-${oib}`)
  try {
    const [p12, password] = await Promise.all([fs.readFile(`${base}.p12`), fs.readFile(`${base}.password`, 'utf8')])
    const certificate = readFiscalCertificate(p12, password.trim())
    return { fingerprint: new X509Certificate(certificate.certificatePem).fingerprint256, privateKeyPem: certificate.privateKeyPem }
  } catch {
    return null
  }
}
