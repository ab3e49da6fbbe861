import { afterAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { cisConnection, environmentFiscalCertificate, usesFakeCis } from './cis-connection'
import { FiscalCertificateError } from './fiscal-certificate'
import { toPkcs12 } from './demo-pki'
import { SELLER_OIB, testPki } from './fiscal-test-data.test-helpers'
import { scratchDir } from './openssl.test-helpers'

const scratch = scratchDir()
afterAll(() => scratch.remove())

describe('the CIS endpoint by environment', () => {
  it('is the fake, with a 2 s timeout and SHA-256 signatures, while FISCAL_CIS_URL is unset', () => {
    const config = loadConfig({ DATA_DIR: scratch.file('data') })
    expect(usesFakeCis(config)).toBe(true)
    expect(config.fiscal).toMatchObject({ timeoutMs: 2000, signatureDigest: 'sha256', isFakeSchemaChecked: true })
  })

  it('is the configured service, with its TLS CA and signing certificate read from their files', async () => {
    const { ca } = testPki()
    const config = loadConfig({
      DATA_DIR: scratch.file('data'),
      FISCAL_CIS_URL: 'https://cistest.apis-it.hr:8449/FiskalizacijaServiceTest',
      FISCAL_CIS_CA_FILE: scratch.write('fina-demo-ca.pem', ca.certificatePem),
      FISCAL_CIS_CERT_FILE: scratch.write('fiskalcistest.pem', ca.certificatePem),
      FISCAL_SIGNATURE_DIGEST: 'sha1',
      FISCAL_CIS_TIMEOUT_MS: '3500',
    })
    expect(usesFakeCis(config)).toBe(false)
    const connection = await cisConnection(config)
    expect(connection).toEqual({
      endpoint: 'https://cistest.apis-it.hr:8449/FiskalizacijaServiceTest',
      ca: ca.certificatePem,
      cisCertificatePem: ca.certificatePem,
      digest: 'sha1',
      timeoutMs: 3500,
      isFake: false,
    })
  })

  it('refuses settings that cannot work', () => {
    expect(() => loadConfig({ FISCAL_CIS_URL: 'cistest.apis-it.hr' })).toThrow(/FISCAL_CIS_URL/)
    expect(() => loadConfig({ FISCAL_SIGNATURE_DIGEST: 'md5' })).toThrow(/FISCAL_SIGNATURE_DIGEST/)
    expect(() => loadConfig({ FISCAL_CIS_TIMEOUT_MS: '0' })).toThrow(/FISCAL_CIS_TIMEOUT_MS/)
  })
})

describe('the certificate set by environment', () => {
  it('is read from FISCAL_CERT_FILE with FISCAL_CERT_PASSWORD, and none is none', async () => {
    const { ca, seller } = testPki()
    const file = scratch.write('fiskal.p12', toPkcs12(seller, [ca.certificatePem], 'lozinka'))
    const certificate = await environmentFiscalCertificate(loadConfig({ FISCAL_CERT_FILE: file, FISCAL_CERT_PASSWORD: 'lozinka' }))
    expect(certificate?.oib).toBe(SELLER_OIB)
    await expect(environmentFiscalCertificate(loadConfig({ FISCAL_CERT_FILE: file, FISCAL_CERT_PASSWORD: 'kriva' }))).rejects.toThrow(FiscalCertificateError)
    expect(await environmentFiscalCertificate(loadConfig({}))).toBeNull()
  })
})
