import { X509Certificate, createSign, createVerify } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { FiscalCertificateError, readFiscalCertificate } from './fiscal-certificate'
import { openssl, opensslCaAndLeaf, scratchDir } from './openssl.test-helpers'

const scratch = scratchDir()
afterAll(() => scratch.remove())
opensslCaAndLeaf(scratch, '/C=HR/O=Primjer d.o.o. HR12345678903/L=ZAGREB/CN=fiskal 1', 20)

let exports = 0
function exportP12(password: string, extra: string[] = []): Buffer {
  const name = `export-${++exports}.p12`
  openssl(['pkcs12', '-export', '-inkey', scratch.file('leaf.key'), '-in', scratch.file('leaf.crt'), '-certfile', scratch.file('ca.crt'), '-passout', `pass:${password}`, '-out', scratch.file(name), ...extra])
  return scratch.read(name)
}

function problemOf(action: () => unknown): string {
  try {
    action()
  } catch (error) {
    if (error instanceof FiscalCertificateError) return error.problem
    throw error
  }
  return 'none'
}

describe('readFiscalCertificate', () => {
  const leaf = new X509Certificate(scratch.read('leaf.crt'))
  const ca = new X509Certificate(scratch.read('ca.crt'))

  it.each([
    ['OpenSSL 3 default (AES-256, PBKDF2, SHA-256 MAC)', []],
    ['FINA-style legacy (3DES, SHA-1 MAC)', ['-certpbe', 'PBE-SHA1-3DES', '-keypbe', 'PBE-SHA1-3DES', '-macalg', 'sha1']],
  ])('reads a file made by openssl: %s', (_label, extra) => {
    const certificate = readFiscalCertificate(exportP12('tajna lozinka', extra), 'tajna lozinka')

    expect(new X509Certificate(certificate.certificatePem).fingerprint256).toBe(leaf.fingerprint256)
    expect(certificate.chainPem.map((pem) => new X509Certificate(pem).fingerprint256)).toEqual([ca.fingerprint256])
    expect(certificate.notAfter.getTime()).toBe(new Date(leaf.validTo).getTime())
    expect(certificate.subject).toContain('CN=fiskal 1')
    expect(certificate.oib).toBe('12345678903')

    // The key is the certificate's: what it signs, the certificate verifies.
    const signature = createSign('RSA-SHA256').update('račun 17/WEB1/1').sign(certificate.privateKeyPem)
    expect(createVerify('RSA-SHA256').update('račun 17/WEB1/1').verify(certificate.certificatePem, signature)).toBe(true)
  })

  it('says when the password is wrong', () => {
    expect(problemOf(() => readFiscalCertificate(exportP12('prava'), 'kriva'))).toBe('wrong_password')
  })

  it('says when the file is not PKCS#12', () => {
    expect(problemOf(() => readFiscalCertificate(scratch.read('leaf.crt'), 'x'))).toBe('not_pkcs12')
    expect(problemOf(() => readFiscalCertificate(Buffer.from([0x30, 0x03, 0x02, 0x01, 0x03]), 'x'))).toBe('not_pkcs12')
    expect(problemOf(() => readFiscalCertificate(Buffer.alloc(0), 'x'))).toBe('not_pkcs12')
  })

  it('says when the file holds certificates but no private key', () => {
    const out = scratch.file('nokey.p12')
    openssl(['pkcs12', '-export', '-nokeys', '-in', scratch.file('leaf.crt'), '-passout', 'pass:x', '-out', out])
    expect(problemOf(() => readFiscalCertificate(scratch.read('nokey.p12'), 'x'))).toBe('no_private_key')
  })

  it('gives notAfter for the expiry warning: this certificate ends within 30 days', () => {
    const certificate = readFiscalCertificate(exportP12('x'), 'x')
    const daysLeft = (certificate.notAfter.getTime() - Date.now()) / 86_400_000
    expect(daysLeft).toBeGreaterThan(19)
    expect(daysLeft).toBeLessThanOrEqual(20)
  })
})
