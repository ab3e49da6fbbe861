import { generateKeyPairSync, randomBytes } from 'node:crypto'
import forge from 'node-forge'

/**
 * A stand-in for FINA's PKI, for the offline default and tests: a demo CA that issues fiscal
 * certificates (OIB in the subject, as FINA's have) and the fake CIS's own signing certificate.
 */
export interface DemoKeyPair {
  privateKeyPem: string
  certificatePem: string
}

const DAY_MS = 86_400_000

function newRsaKey(): { privateKey: forge.pki.rsa.PrivateKey; publicKey: forge.pki.rsa.PublicKey; privateKeyPem: string } {
  // Node's key generation is native; forge's own would take seconds.
  const { privateKey: privateKeyPem } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  })
  const privateKey = forge.pki.privateKeyFromPem(privateKeyPem) as forge.pki.rsa.PrivateKey
  return { privateKey, publicKey: forge.pki.rsa.setPublicKey(privateKey.n, privateKey.e), privateKeyPem }
}

function serialNumber(): string {
  // Positive (high bit clear), 16 bytes, as RFC 5280 wants.
  const bytes = randomBytes(16)
  bytes[0] = (bytes[0] ?? 0) & 0x7f
  return bytes.toString('hex')
}

export function createDemoCa(options: { name?: string; notAfter?: Date } = {}): DemoKeyPair {
  const key = newRsaKey()
  const cert = forge.pki.createCertificate()
  cert.publicKey = key.publicKey
  cert.serialNumber = serialNumber()
  cert.validity.notBefore = new Date(Date.now() - DAY_MS)
  cert.validity.notAfter = options.notAfter ?? new Date(Date.now() + 20 * 365 * DAY_MS)
  const subject = [
    { shortName: 'C', value: 'HR' },
    { shortName: 'O', value: 'Izlog demo' },
    { shortName: 'CN', value: options.name ?? 'Izlog demo fiscal CA' },
  ]
  cert.setSubject(subject)
  cert.setIssuer(subject)
  cert.setExtensions([
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ])
  cert.sign(key.privateKey, forge.md.sha256.create())
  return { privateKeyPem: key.privateKeyPem, certificatePem: forge.pki.certificateToPem(cert) }
}

export interface IssueOptions {
  commonName: string
  /** The OIB the certificate names, as FINA writes it: `O=<name> HR<OIB>` and `organizationIdentifier=VATHR-<OIB>`. */
  oib?: string
  organization?: string
  notBefore?: Date
  notAfter?: Date
  /** A TLS server certificate for these host names instead of a signing one (tests of the CIS client). */
  dnsNames?: string[]
}

export function issueDemoCertificate(ca: DemoKeyPair, options: IssueOptions): DemoKeyPair {
  const key = newRsaKey()
  const caCert = forge.pki.certificateFromPem(ca.certificatePem)
  const caKey = forge.pki.privateKeyFromPem(ca.privateKeyPem)
  const cert = forge.pki.createCertificate()
  cert.publicKey = key.publicKey
  cert.serialNumber = serialNumber()
  cert.validity.notBefore = options.notBefore ?? new Date(Date.now() - DAY_MS)
  cert.validity.notAfter = options.notAfter ?? new Date(Date.now() + 5 * 365 * DAY_MS)
  const organization = options.organization ?? 'Izlog demo'
  const subject: forge.pki.CertificateField[] = [
    { shortName: 'C', value: 'HR' },
    { shortName: 'O', value: options.oib ? `${organization} HR${options.oib}` : organization },
  ]
  if (options.oib) subject.push({ type: '2.5.4.97', value: `VATHR-${options.oib}` })
  subject.push({ shortName: 'L', value: 'ZAGREB' }, { shortName: 'CN', value: options.commonName })
  cert.setSubject(subject)
  cert.setIssuer(caCert.subject.attributes)
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, keyEncipherment: true, critical: true },
    options.dnsNames ? { name: 'extKeyUsage', serverAuth: true } : { name: 'extKeyUsage', clientAuth: true },
    ...(options.dnsNames ? [{ name: 'subjectAltName', altNames: options.dnsNames.map((value) => ({ type: 2, value })) }] : []),
    { name: 'subjectKeyIdentifier' },
  ])
  cert.sign(caKey, forge.md.sha256.create())
  return { privateKeyPem: key.privateKeyPem, certificatePem: forge.pki.certificateToPem(cert) }
}

/** A PKCS#12 file as FINA hands them out: the key, its certificate and the issuer, 3DES and a SHA-1 MAC. */
export function toPkcs12(entity: DemoKeyPair, chainPem: string[], password: string): Buffer {
  const key = forge.pki.privateKeyFromPem(entity.privateKeyPem)
  const certificates = [entity.certificatePem, ...chainPem].map((pem) => forge.pki.certificateFromPem(pem))
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, certificates, password, { algorithm: '3des', friendlyName: 'fiskal 1' })
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary')
}
