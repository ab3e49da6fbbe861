import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setSiteOption } from '../site/site-service'
import { createTestApp, readJson } from '../testing/test-app'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'

let runtime: TestRuntime
let app: ReturnType<typeof createTestApp>

beforeAll(async () => {
  runtime = await createTestRuntime()
  app = createTestApp(runtime)
})
afterAll(() => runtime.dispose())

type Settings = {
  allowedCountries: string[]
  skipShippingStep: boolean
  specialCharValidation: boolean
  consentValidation: boolean
  checkoutConsents: { id: number; label: string; required: boolean }[]
}
const settings = async () => (await readJson<{ data: Settings }>(await app.request('/api/v1/ecommerce/settings/getCheckoutSettings'))).data

describe('getCheckoutSettings: the checkout options the form applies (§4, §5)', () => {
  it('names every country for ALL and only the listed ones otherwise, with the step and validation options', async () => {
    const all = await settings()
    expect(all.allowedCountries.length).toBeGreaterThan(2)
    expect(all).toMatchObject({ skipShippingStep: false, specialCharValidation: true, consentValidation: true })
    // The checkout's consent checkboxes, in the buyer's language; the required one is checked by saveAddress.
    expect(all.checkoutConsents).toContainEqual({ id: 1, label: 'Prihvaćam uvjete kupnje i izjavu o privatnosti.', required: true })

    const db = runtime.database.db
    const siteId = runtime.site.id
    await setSiteOption(db, { siteId, key: 'AllowedCountries', value: ['HR', 'SI'] })
    await setSiteOption(db, { siteId, key: 'SkipShippingStep', value: true })
    await setSiteOption(db, { siteId, key: 'SpecialCharValidation', value: false })
    const limited = await settings()
    expect(limited.allowedCountries.sort()).toEqual(['HR', 'SI'])
    expect(limited).toMatchObject({ skipShippingStep: true, specialCharValidation: false, consentValidation: true })
  })
})
