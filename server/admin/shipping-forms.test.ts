import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedCheckoutMethods } from '../db/seed/shop/checkout-seed'
import { getDeliveryMethod } from '../checkout/delivery-method-admin'
import { createTestRuntime, type TestRuntime } from '../testing/test-database'
import { makeUser } from '../users/test-helpers'
import { saveDeliveryForm, savePaymentForm } from './shipping-forms'

let runtime: TestRuntime
let actor: { id: number; email: string }
const method: Record<string, number> = {}

beforeAll(async () => {
  runtime = await createTestRuntime()
  await seedCheckoutMethods(runtime.database.db, { siteId: runtime.site.id })
  for (const row of await runtime.database.db.query.deliveryMethods.findMany()) method[row.code] = row.id
  const user = await makeUser(runtime, { isBackofficeUser: true, scopes: ['settings'] })
  actor = { id: user.id, email: user.email }
})
afterAll(() => runtime.dispose())

/** The delivery form as the browser posts it: every field, branch rows in page order. */
function deliveryForm(fields: [string, string][]): FormData {
  const form = new FormData()
  for (const [name, value] of fields) form.append(name, value)
  return form
}

describe('the delivery and payment method forms', () => {
  it('saves euros as cents, country prices per line, and renames, removes and adds branches from their rows', async () => {
    const db = runtime.database.db
    const pickup = await getDeliveryMethod(db, { siteId: runtime.site.id, id: method.pickup! })
    const [zagreb, split] = pickup.branches
    const form = deliveryForm([
      ['code', 'pickup'],
      ['position', '1'],
      ['name.hr', 'Osobno preuzimanje'],
      ['name.en', ''],
      ['description.hr', ''],
      ['price', '1,50'],
      ['freeFrom', '40'],
      ['countries', 'HR'],
      ['countries', 'SI'],
      ['countryPrices', 'si 3,00\n\nAT=4'],
      ['branch.id', String(zagreb!.id)],
      ['branch.name', 'Zagreb — Savska'],
      ['branch.address', zagreb!.address],
      ['branch.id', String(split!.id)],
      ['branch.name', split!.name],
      ['branch.address', split!.address],
      ['branch.remove', String(split!.id)],
      ['branch.id', ''],
      ['branch.name', 'Osijek — Centar'],
      ['branch.address', 'Trg Ante Starčevića 1'],
      ['branch.id', ''],
      ['branch.name', ''],
      ['branch.address', ''],
      ['isActive', 'on'],
    ])
    expect(await saveDeliveryForm(db, { siteId: runtime.site.id, actor, form, id: method.pickup })).toEqual({ id: method.pickup })
    const saved = await getDeliveryMethod(db, { siteId: runtime.site.id, id: method.pickup! })
    expect(saved).toMatchObject({ name: { hr: 'Osobno preuzimanje' }, description: {}, price: 150, freeFrom: 4_000, countries: ['HR', 'SI'], countryPrices: { SI: 300, AT: 400 } })
    expect(saved.branches.map((b) => [b.id === zagreb!.id, b.name])).toEqual([[true, 'Zagreb — Savska'], [false, 'Osijek — Centar']])
  })

  it('answers refusals next to their fields and saves nothing', async () => {
    const db = runtime.database.db
    const bad = deliveryForm([
      ['code', 'Gls!'],
      ['name.hr', ''],
      ['price', 'pet eura'],
      ['countryPrices', 'Slovenija'],
      ['branch.id', ''],
      ['branch.name', ''],
      ['branch.address', 'Samo adresa 1'],
    ])
    const result = await saveDeliveryForm(db, { siteId: runtime.site.id, actor, form: bad })
    expect(result).toEqual({
      fields: {
        code: { key: 'shipping.codeInvalid' },
        'name.hr': { key: 'shipping.nameRequired' },
        price: { key: 'shipping.invalid' },
        countryPrices: { key: 'shipping.invalid' },
        branches: { key: 'shipping.branchInvalid' },
      },
    })
    const taken = await savePaymentForm(db, { siteId: runtime.site.id, actor, form: deliveryForm([['code', 'cod'], ['type', 'cod'], ['name.hr', 'Pouzeće 2']]) })
    expect(taken).toEqual({ fields: { code: { key: 'shipping.codeTaken' } } })
    const unknownCountry = await saveDeliveryForm(db, { siteId: runtime.site.id, actor, form: deliveryForm([['code', 'mars'], ['name.hr', 'Mars'], ['price', '1'], ['countries', 'QQ']]) })
    expect(unknownCountry).toEqual({ fields: { countries: { key: 'shipping.unknownCountry', params: { countries: 'QQ' } } } })
  })
})
