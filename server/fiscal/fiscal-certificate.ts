import forge from 'node-forge'
import type { FiscalCertificate } from './fiscal-types'

export type FiscalCertificateProblem = 'not_pkcs12' | 'wrong_password' | 'no_private_key' | 'no_certificate'

/** Why a PKCS#12 file cannot serve as the fiscal certificate; `problem` is what the settings form translates. */
export class FiscalCertificateError extends Error {
  constructor(
    readonly problem: FiscalCertificateProblem,
    message: string,
  ) {
    super(message)
    this.name = 'FiscalCertificateError'
  }
}

const keyBagTypes = [forge.pki.oids.pkcs8ShroudedKeyBag, forge.pki.oids.keyBag].filter((type): type is string => Boolean(type))

/** The shop's PKCS#12 file (FINA's `.p12`/`.pfx`) decoded: the signing key, its certificate and the issuers. */
export function readFiscalCertificate(p12: Buffer, password: string): FiscalCertificate {
  const pfx = openPkcs12(p12, password)
  const key = findPrivateKey(pfx)
  const certificates = pfx.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag ?? ''] ?? []
  const own = certificates.find((bag) => bag.cert && publicKeyMatches(bag.cert, key))
  if (!own?.cert) throw new FiscalCertificateError('no_certificate', 'The PKCS#12 file holds no certificate for its private key')
  const chainPem = certificates.filter((bag) => bag !== own).map(certificateBagPem)
  const cert = own.cert
  return {
    privateKeyPem: forge.pki.privateKeyInfoToPem(forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(key))),
    certificatePem: forge.pki.certificateToPem(cert),
    chainPem,
    notAfter: cert.validity.notAfter,
    subject: distinguishedName(cert.subject.attributes),
    oib: oibOfSubject(cert.subject.attributes),
  }
}

function openPkcs12(p12: Buffer, password: string): forge.pkcs12.Pkcs12Pfx {
  let asn1: forge.asn1.Asn1
  try {
    asn1 = forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary')), false)
  } catch {
    throw new FiscalCertificateError('not_pkcs12', 'The file is not a PKCS#12 certificate file')
  }
  try {
    return forge.pkcs12.pkcs12FromAsn1(asn1, false, password)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    // forge checks the MAC first; a MAC that does not verify means the password is wrong.
    if (/password|MAC could not be verified/i.test(message)) {
      throw new FiscalCertificateError('wrong_password', 'The password does not open the certificate file')
    }
    throw new FiscalCertificateError('not_pkcs12', `The file is not a PKCS#12 certificate file (${message})`)
  }
}

function findPrivateKey(pfx: forge.pkcs12.Pkcs12Pfx): forge.pki.rsa.PrivateKey {
  for (const bagType of keyBagTypes) {
    for (const bag of pfx.getBags({ bagType })[bagType] ?? []) {
      if (bag.key) return bag.key
    }
  }
  throw new FiscalCertificateError('no_private_key', 'The PKCS#12 file holds no RSA private key')
}

function publicKeyMatches(cert: forge.pki.Certificate, key: forge.pki.rsa.PrivateKey): boolean {
  const publicKey = cert.publicKey as forge.pki.rsa.PublicKey
  return publicKey.n !== undefined && publicKey.n.equals(key.n) && publicKey.e.equals(key.e)
}

function certificateBagPem(bag: forge.pkcs12.Bag): string {
  if (bag.cert) return forge.pki.certificateToPem(bag.cert)
  // forge decodes only RSA certificates; an issuer with another key type keeps its raw ASN.1.
  const der = bag.asn1 ? forge.asn1.toDer(bag.asn1).getBytes() : ''
  return forge.pem.encode({ type: 'CERTIFICATE', body: der })
}

type SubjectAttribute = forge.pki.CertificateField

function distinguishedName(attributes: SubjectAttribute[]): string {
  return attributes.map((attribute) => `${attribute.shortName ?? attribute.name ?? attribute.type}=${String(attribute.value)}`).join(', ')
}

/**
 * FINA's fiscal certificates name the OIB as `O=<name> HR<OIB>` (older ones) or as the
 * organizationIdentifier `VATHR-<OIB>` (2.5.4.97); either is read.
 */
export function oibOfSubject(attributes: SubjectAttribute[]): string | undefined {
  for (const attribute of attributes) {
    const value = String(attribute.value ?? '')
    const match = attribute.type === '2.5.4.97' ? /^VATHR-(\d{11})$/.exec(value) : attribute.shortName === 'O' ? /HR(\d{11})\b/.exec(value) : null
    if (match) return match[1]
  }
  return undefined
}
