/**
 * A local card processor to try a shop against, or to run browser tests with (issue 22):
 * `npx tsx scripts/fake-card-processor.ts corvuspay|wspay|monri [port]` starts that processor's
 * fake (server/payments/<id>/*-fake.test-helpers.ts) and prints the environment the shop needs.
 * SHOP_URL (default http://localhost:3000) is where its returns and notifications go.
 */
import { startFakeCorvusPay } from '../server/payments/corvuspay/corvuspay-fake.test-helpers'
import { startFakeMonri } from '../server/payments/monri/monri-fake.test-helpers'
import { startFakeWsPay } from '../server/payments/wspay/wspay-fake.test-helpers'

const [processor, portText] = process.argv.slice(2)
const port = Number(portText ?? 3361)
const shopUrl = (process.env.SHOP_URL ?? 'http://localhost:3000').replace(/\/$/, '')
const results = (id: string) => `${shopUrl}/api/v1/ecommerce/order/processor/${id}`

async function start(): Promise<Record<string, string>> {
  switch (processor) {
    case 'corvuspay': {
      const keys = { storeId: '12345', secretKey: 'local-corvuspay-secret' }
      const fake = await startFakeCorvusPay({ ...keys, port, successUrl: `${results('corvuspay')}/return`, cancelUrl: `${results('corvuspay')}/cancel` })
      return { PAYMENT_PROVIDER: 'corvuspay', CORVUSPAY_STORE_ID: keys.storeId, CORVUSPAY_SECRET_KEY: keys.secretKey, CORVUSPAY_CHECKOUT_URL: fake.checkoutUrl, CORVUSPAY_API_URL: fake.apiUrl }
    }
    case 'wspay': {
      const keys = { shopId: 'LOCALSHOP', secretKey: 'local-wspay-secret' }
      const fake = await startFakeWsPay({ ...keys, port, callbackUrl: `${results('wspay')}/notify` })
      return { PAYMENT_PROVIDER: 'wspay', WSPAY_SHOP_ID: keys.shopId, WSPAY_SECRET_KEY: keys.secretKey, WSPAY_FORM_URL: fake.formUrl, WSPAY_API_URL: fake.apiUrl }
    }
    case 'monri': {
      const keys = { key: 'local-monri-merchant-key', authenticityToken: 'local-monri-authenticity-token' }
      const fake = await startFakeMonri({ ...keys, port })
      return { PAYMENT_PROVIDER: 'monri', MONRI_KEY: keys.key, MONRI_AUTHENTICITY_TOKEN: keys.authenticityToken, MONRI_URL: fake.baseUrl }
    }
    default:
      throw new Error('usage: npx tsx scripts/fake-card-processor.ts corvuspay|wspay|monri [port]')
  }
}

const environment = await start()
process.stdout.write(`${processor} fake on port ${port}; start the shop (at ${shopUrl}) with:\n${Object.entries(environment).map(([name, value]) => `${name}=${value}`).join(' ')}\n`)
