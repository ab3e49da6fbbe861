import { X509Certificate, createPrivateKey } from 'node:crypto'
import { statSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { demoFiscalDir, ensureDemoFiscalCertificate, ensureDemoFiscalPki } from './demo-certificate'
import { openssl, scratchDir } from './openssl.test-helpers'

const scratch = scratchDir()
afterAll(() => scratch.remove())

function mode(file: string): number {
  return statSync(file).mode & 0o777
}

describe('ensureDemoFiscalCertificate', () => {
  it('makes a fiscal certificate for the OIB, issued by the demo CA, in a PKCS#12 file only its owner reads', async () => {
    const dataDir = scratch.file('first')
    const made = await ensureDemoFiscalCertificate(dataDir, '12345678903')

    expect(made.created).toBe(true)
    expect(mode(made.p12Path)).toBe(0o600)
    expect(mode(made.passwordPath)).toBe(0o600)
    expect(mode(demoFiscalDir(dataDir))).toBe(0o700)
    expect(made.certificate.oib).toBe('12345678903')
    expect(made.certificate.subject).toContain('HR12345678903')

    // openssl, not our code, opens the file with the password written beside it and checks the chain.
    const pem = openssl(['pkcs12', '-in', made.p12Path, '-nokeys', '-clcerts', '-passin', `file:${made.passwordPath}`]).toString('utf8')
    const certificate = new X509Certificate(pem)
    expect(certificate.subject).toContain('VATHR-12345678903')
    expect(certificate.verify(new X509Certificate(made.caCertificatePem).publicKey)).toBe(true)
    expect(certificate.checkPrivateKey(createPrivateKey(made.certificate.privateKeyPem))).toBe(true)
    expect(made.certificate.notAfter.getTime()).toBeGreaterThan(Date.now() + 4 * 365 * 86_400_000)
  })

  it('reuses what the first start made', async () => {
    const dataDir = scratch.file('reuse')
    const first = await ensureDemoFiscalCertificate(dataDir, '12345678903')
    const again = await ensureDemoFiscalCertificate(dataDir, '12345678903')
    expect(again.created).toBe(false)
    expect(again.password).toBe(first.password)
    expect(again.certificate.certificatePem).toBe(first.certificate.certificatePem)
  })

  it('issues another OIB its own certificate from the same CA', async () => {
    const dataDir = scratch.file('two-oibs')
    const first = await ensureDemoFiscalCertificate(dataDir, '12345678903')
    const second = await ensureDemoFiscalCertificate(dataDir, '98765432106')
    expect(second.created).toBe(true)
    expect(second.certificate.oib).toBe('98765432106')
    expect(second.caCertificatePem).toBe(first.caCertificatePem)
  })

  it('gives two processes starting together the same certificate', async () => {
    const dataDir = scratch.file('race')
    const [a, b] = await Promise.all([ensureDemoFiscalCertificate(dataDir, '12345678903'), ensureDemoFiscalCertificate(dataDir, '12345678903')])
    expect(a.certificate.certificatePem).toBe(b.certificate.certificatePem)
    expect(a.password).toBe(b.password)
    expect(a.caCertificatePem).toBe(b.caCertificatePem)
  })

  it('gives the fake CIS a signing certificate from the same demo CA', async () => {
    const dataDir = scratch.file('cis')
    const { ca, cis } = await ensureDemoFiscalPki(dataDir)
    expect(new X509Certificate(cis.certificatePem).verify(new X509Certificate(ca.certificatePem).publicKey)).toBe(true)
    expect(mode(`${demoFiscalDir(dataDir)}/ca.pem`)).toBe(0o600)
  })

  it('refuses an OIB that is not 11 digits', async () => {
    await expect(ensureDemoFiscalCertificate(scratch.file('bad'), '1234')).rejects.toThrow(/11 digits/)
  })
})
