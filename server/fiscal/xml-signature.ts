import { X509Certificate } from 'node:crypto'
import { SignedXml } from 'xml-crypto'
import { create } from 'xmlbuilder2'
import { REQUEST_ID } from './fiscal-request'

/**
 * The XML signature CIS wants on a request and puts on its answer: enveloped, one Reference to
 * the root's Id, transforms enveloped-signature + exclusive c14n, exclusive c14n of SignedInfo,
 * RSA PKCS#1 v1.5, and the signer's certificate with its issuer and serial in X509Data.
 *
 * The digest is SHA-256 by default: specification v2.7 (21.07.2026) moves the message signature to
 * RSA-SHA256, the test service refuses SHA-1 from 1.7.2026 and production from 1.1.2027; `sha1`
 * stays for an installation whose service still wants it (FISCAL_SIGNATURE_DIGEST, ADR 054).
 */
export type FiscalDigest = 'sha1' | 'sha256'

const EXCLUSIVE_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#'
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature'
const algorithms: Record<FiscalDigest, { signature: string; digest: string }> = {
  sha1: { signature: 'http://www.w3.org/2000/09/xmldsig#rsa-sha1', digest: 'http://www.w3.org/2000/09/xmldsig#sha1' },
  sha256: { signature: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256', digest: 'http://www.w3.org/2001/04/xmlenc#sha256' },
}

export interface SigningKey {
  privateKeyPem: string
  certificatePem: string
}

/** Signs the message whose root carries `Id="<rootId>"`, appending the Signature as the root's last child. */
export function signXml(xml: string, key: SigningKey, options: { digest?: FiscalDigest; rootId?: string } = {}): string {
  const digest = options.digest ?? 'sha256'
  const rootId = options.rootId ?? REQUEST_ID
  const rootXpath = `/*[@Id='${rootId}']`
  const signer = new SignedXml({
    privateKey: key.privateKeyPem,
    publicCert: key.certificatePem,
    signatureAlgorithm: algorithms[digest].signature,
    canonicalizationAlgorithm: EXCLUSIVE_C14N,
    getKeyInfoContent: () => x509Data(key.certificatePem),
  })
  signer.addReference({ xpath: rootXpath, transforms: [ENVELOPED, EXCLUSIVE_C14N], digestAlgorithm: algorithms[digest].digest, uri: `#${rootId}` })
  signer.computeSignature(xml, { location: { reference: rootXpath, action: 'append' } })
  return signer.getSignedXml()
}

/** X509Data as the specification's example shows it: the certificate, and its issuer and serial number. */
function x509Data(certificatePem: string): string {
  const certificate = new X509Certificate(certificatePem)
  const base64 = certificate.raw.toString('base64')
  const serial = BigInt(`0x${certificate.serialNumber}`).toString(10)
  return (
    `<X509Data><X509Certificate>${base64}</X509Certificate>` +
    `<X509IssuerSerial><X509IssuerName>${escapeXml(rfc2253(certificate.issuer))}</X509IssuerName>` +
    `<X509SerialNumber>${serial}</X509SerialNumber></X509IssuerSerial></X509Data>`
  )
}

/** Node lists the issuer's attributes one per line, most general first; RFC 2253 writes them the other way round. */
function rfc2253(lines: string): string {
  return lines
    .split('\n')
    .filter(Boolean)
    .reverse()
    .map((line) => {
      const at = line.indexOf('=')
      return `${line.slice(0, at)}=${line.slice(at + 1).replace(/([,+"\\<>;])/g, '\\$1')}`
    })
    .join(',')
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

export type SignatureCheck = { valid: true; signedXml: string } | { valid: false; reason: string }

/**
 * Checks the signature on the document's root with `certificatePem` alone (never a key found in
 * the message) and returns the XML it covers: callers read the data from that, not from the
 * document, so a second, unsigned copy of the data cannot slip past.
 */
export function checkXmlSignature(xml: string, certificatePem: string, signatureXml: string): SignatureCheck {
  const verifier = new SignedXml({ publicCert: certificatePem, getCertFromKeyInfo: () => null })
  try {
    verifier.loadSignature(signatureXml)
    if (!verifier.checkSignature(xml)) return { valid: false, reason: 'the signature does not verify' }
  } catch (error) {
    return { valid: false, reason: error instanceof Error ? error.message : String(error) }
  }
  const signed = verifier.getSignedReferences()
  if (signed.length !== 1 || !signed[0]) return { valid: false, reason: 'the signature must cover exactly one element' }
  return { valid: true, signedXml: signed[0] }
}

const XMLDSIG_NS = 'http://www.w3.org/2000/09/xmldsig#'

export interface FoundMessage {
  /** The message element (RacunZahtjev, RacunOdgovor) alone, out of its SOAP envelope. */
  messageXml: string
  /** Its enveloped Signature, when it has one. */
  signatureXml: string | null
}

/** Finds the message element named `localName` in a document (a SOAP envelope or the bare message). */
export function findMessage(xml: string, localName: string): FoundMessage | null {
  let document: ReturnType<typeof create>
  try {
    document = create(xml)
  } catch {
    return null
  }
  const message = document.find((node) => isElementNamed(node.node, localName), false, true)
  if (!message) return null
  const signature = message.find((node) => isElementNamed(node.node, 'Signature', XMLDSIG_NS), false, false)
  return { messageXml: message.toString(), signatureXml: signature ? signature.toString() : null }
}

interface DomNode {
  nodeType: number
  localName?: string | null
  namespaceURI?: string | null
}

function isElementNamed(node: DomNode, localName: string, namespace?: string): boolean {
  return node.nodeType === 1 && node.localName === localName && (namespace === undefined || node.namespaceURI === namespace)
}

/** The request signed with the shop's fiscal certificate, as CIS wants it (see `signXml`). */
export function signFiscalRequest(xml: string, certificate: SigningKey, digest: FiscalDigest = 'sha256'): string {
  return signXml(xml, certificate, { digest, rootId: REQUEST_ID })
}
