import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { paymentProviderFor, paymentProviderOrigins, testGatewayEnabled } from './payment-settings'

const env = (extra: Record<string, string>) => ({ NODE_ENV: 'test', DATA_DIR: '/tmp/izlog-config-test', ...extra })

describe('PAYMENT_PROVIDER', () => {
  it('names a processor with its keys; its URLs default to the live system; cards leave the test gateway', () => {
    const config = loadConfig(env({ PAYMENT_PROVIDER: 'wspay', WSPAY_SHOP_ID: 'MYSHOP', WSPAY_SECRET_KEY: 'secret-key-123' }))
    expect(config.payments.processor).toEqual({ id: 'wspay', shopId: 'MYSHOP', secretKey: 'secret-key-123', formUrl: 'https://form.wspay.biz/authorization.aspx', apiUrl: 'https://secure.wspay.biz/api/services' })
    expect(testGatewayEnabled(config)).toEqual({ hpf: false, paypal: true })
    expect(paymentProviderFor(config, 'hpf')).toBe('wspay')
    expect(paymentProviderOrigins(config)).toContain('https://form.wspay.biz')
  })

  it('refuses to start with a processor whose keys are missing, naming them', () => {
    expect(() => loadConfig(env({ PAYMENT_PROVIDER: 'corvuspay', CORVUSPAY_STORE_ID: '123' }))).toThrow(/CORVUSPAY_SECRET_KEY: required when PAYMENT_PROVIDER=corvuspay/)
    expect(() => loadConfig(env({ PAYMENT_PROVIDER: 'monri' }))).toThrow(/MONRI_KEY.*\n.*MONRI_AUTHENTICITY_TOKEN/)
    expect(() => loadConfig(env({ PAYMENT_PROVIDER: 'paypal' }))).toThrow(/PAYMENT_PROVIDER/)
  })

  it('without one, the test gateway (or HPF_*) takes cards, as before', () => {
    const config = loadConfig(env({}))
    expect(config.payments.processor).toBeNull()
    expect(paymentProviderFor(config, 'hpf')).toBe('test-gateway')
    expect(paymentProviderFor(config, 'paypal')).toBe('test-gateway')
  })
})
