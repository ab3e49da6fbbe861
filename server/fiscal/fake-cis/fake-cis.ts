import { X509Certificate, randomUUID } from 'node:crypto'
import { XMLParser } from 'fast-xml-parser'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import forge from 'node-forge'
import { oibOfSubject } from '../fiscal-certificate'
import { validateFiscalXml } from '../fiscal-schema'
import { checkXmlSignature, findMessage } from '../xml-signature'
import { signZkiText } from '../zki'
import { signedAnswer, soapFault } from './fake-cis-answer'
import { CIS_ERROR_MESSAGES, DEFAULT_HOLD_MS, FAKE_ZKI_MISMATCH, behaviourFor, fakeCisControl, type CisErrorCode } from './fake-cis-control'
import type { FakeCisTrust } from './fake-cis-trust'

export interface FakeCisOptions {
  trust: () => Promise<FakeCisTrust>
  /** xmllint reads the 67 KB schema for every request (~25 ms, more on a busy machine); the bench may switch the check off. */
  checkSchema?: boolean
}

export interface FakeCisReply {
  status: number
  body: string
}

const parser = new XMLParser({ removeNSPrefix: true, ignoreAttributes: true, parseTagValue: false, trimValues: true })

type Node = Record<string, unknown>
const child = (node: unknown, name: string): unknown => (node && typeof node === 'object' ? (node as Node)[name] : undefined)
const text = (node: unknown): string => (typeof node === 'string' ? node : '')

/** The RacunZahtjev fields the fake reads (from the signed copy once the signature is checked). */
function racunFields(messageXml: string) {
  const zahtjev = child(parser.parse(messageXml), 'RacunZahtjev')
  const racun = child(zahtjev, 'Racun')
  const broj = child(racun, 'BrRac')
  const field = (name: string) => text(child(racun, name))
  return {
    messageId: text(child(child(zahtjev, 'Zaglavlje'), 'IdPoruke')),
    oib: field('Oib'),
    issuedAt: field('DatVrijeme'),
    seq: text(child(broj, 'BrOznRac')),
    premises: text(child(broj, 'OznPosPr')),
    device: text(child(broj, 'OznNapUr')),
    total: field('IznosUkupno'),
    operatorOib: field('OibOper'),
    zki: field('ZastKod'),
    subsequentDelivery: field('NakDost') === 'true',
  }
}

/**
 * The local stand-in for CIS's `racuni` operation (ADR 054): parses the request, checks it against
 * the published schema, checks the signature with the signer's certificate, which must come from
 * the demo CA, name FISKAL and carry the message's OIB, recomputes the ZKI where it holds the key,
 * and answers a signed JIR, or Greske with CIS's codes.
 */
export async function answerFakeCis(xml: string, options: FakeCisOptions, signal?: AbortSignal): Promise<FakeCisReply> {
  const found = findMessage(xml, 'RacunZahtjev')
  // A client's fault: 400, since nothing of ours answers 5xx to bad input (the client reads any non-200 as an error).
  if (!found) return { status: 400, body: soapFault('soapenv:Client', 'The SOAP body holds no RacunZahtjev.') }
  const trust = await options.trust()
  const claimed = racunFields(found.messageXml)
  const answer = (reply: { jir?: string; errors?: { code: string; message: string }[] }) => {
    fakeCisControl.record({ ...summary(claimed), answer: reply.jir ?? reply.errors?.[0]?.code ?? '' })
    return { status: 200, body: signedAnswer({ messageId: claimed.messageId, ...reply }, trust.cis) }
  }
  const error = (code: CisErrorCode, detail?: string) => answer({ errors: [{ code, message: detail ? `${CIS_ERROR_MESSAGES[code]}: ${detail}` : CIS_ERROR_MESSAGES[code] }] })

  const behaviour = behaviourFor(claimed)
  if (behaviour.kind === 'error') return error(behaviour.code)
  if (behaviour.kind === 'hold') await hold(behaviour.ms ?? DEFAULT_HOLD_MS, signal)

  if (options.checkSchema !== false) {
    const schema = await validateFiscalXml(found.messageXml)
    if (!schema.valid) return error('s001', schema.errors.slice(0, 3).join(' '))
  }
  if (!found.signatureXml) return error('s004')
  const certificatePem = signerCertificate(found.signatureXml)
  if (!certificatePem) return error('s004')
  if (!issuedBy(certificatePem, trust.caCertificatePem)) return error('s002')
  const certificate = new X509Certificate(certificatePem)
  if (!/(^|\n)CN=[^\n]*fiskal/i.test(certificate.subject)) return error('s003')
  const check = checkXmlSignature(xml, certificatePem, found.signatureXml)
  if (!check.valid) return error('s004')
  const signed = racunFields(check.signedXml)
  if (signed.oib !== certificateOib(certificatePem)) return error('s005')

  const privateKeyPem = await trust.privateKeyFor(certificatePem, signed.oib)
  if (privateKeyPem) {
    const zkiText = `${signed.oib}${signed.issuedAt.replace('T', ' ')}${signed.seq}${signed.premises}${signed.device}${signed.total}`
    if (signZkiText(zkiText, privateKeyPem) !== signed.zki) return answer({ errors: [FAKE_ZKI_MISMATCH] })
  }
  return answer({ jir: randomUUID() })
}

function summary(fields: ReturnType<typeof racunFields>) {
  return {
    messageId: fields.messageId,
    oib: fields.oib,
    number: `${fields.seq}/${fields.premises}/${fields.device}`,
    operatorOib: fields.operatorOib,
    subsequentDelivery: fields.subsequentDelivery,
  }
}

function signerCertificate(signatureXml: string): string | null {
  const base64 = text(child(child(child(child(parser.parse(signatureXml), 'Signature'), 'KeyInfo'), 'X509Data'), 'X509Certificate')).replace(/\s+/g, '')
  if (!base64) return null
  try {
    return new X509Certificate(Buffer.from(base64, 'base64')).toString()
  } catch {
    return null
  }
}

function issuedBy(certificatePem: string, caPem: string): boolean {
  const certificate = new X509Certificate(certificatePem)
  const ca = new X509Certificate(caPem)
  const now = Date.now()
  return certificate.checkIssued(ca) && certificate.verify(ca.publicKey) && Date.parse(certificate.validFrom) <= now && now <= Date.parse(certificate.validTo)
}

function certificateOib(certificatePem: string): string | undefined {
  try {
    return oibOfSubject(forge.pki.certificateFromPem(certificatePem).subject.attributes)
  } catch {
    return undefined
  }
}

function hold(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        resolve()
      },
      { once: true },
    )
  })
}

/** The fake as an HTTP endpoint (`POST /`), mounted at `/_fiscal/cis` while no real CIS is configured. */
export function createFakeCis(options: FakeCisOptions): Hono {
  return new Hono().post('/', bodyLimit({ maxSize: 256 * 1024 }), async (c) => {
    const reply = await answerFakeCis(await c.req.text(), options, c.req.raw.signal)
    return c.body(reply.body, reply.status as 200 | 400, { 'Content-Type': 'text/xml; charset=utf-8' })
  })
}
