import type { ProductAttributeInput } from '../../../catalog/catalog-write'
import { attributeData, categoryData } from './catalog-data'
import type { AttributeSpec } from './demo-product'

/** The seeded attributes by code: their ids and their option values' ids by key. */
export type AttributeIndex = Record<string, { id: number; values: Record<string, number> }>

/** Indexes a created attribute's value ids by the keys of the demo data (yes/no: `yes`, `no`). */
export function indexValues(code: string, valueIds: number[]): Record<string, number> {
  const data = attributeData.find((attribute) => attribute.code === code)
  const keys = data?.type === 'yesNo' ? ['yes', 'no'] : (data?.values ?? []).map((value) => value.key)
  return Object.fromEntries(keys.map((key, index) => [key, valueIds[index]!]))
}

/** The main colour of a product's picture: its `boja` swatch, or a calm grey-blue. */
export function pictureColour(spec: AttributeSpec): string {
  const key = typeof spec.boja === 'string' ? spec.boja : undefined
  return attributeData.find((attribute) => attribute.code === 'boja')?.values?.find((value) => value.key === key)?.value ?? '#8d99ae'
}

/**
 * A product's attribute values for `createProduct`. Refuses, at seed time, a value outside the
 * category's attribute set or an unknown option key: the demo must never show a chest of drawers
 * with a room area.
 */
export function attributeInputs(spec: AttributeSpec, category: string, index: AttributeIndex): ProductAttributeInput[] {
  const allowed = categoryData.find((data) => data.key === category)?.attributes ?? []
  return Object.entries(spec).map(([code, value]) => {
    const attribute = index[code]
    if (!attribute || !allowed.includes(code)) throw new Error(`attribute ${code} is not in the attribute set of ${category}`)
    const option = (key: string) => {
      const id = attribute.values[key]
      if (id === undefined) throw new Error(`attribute ${code} has no value ${key}`)
      return id
    }
    if (value instanceof Date) return { attributeId: attribute.id, date: value }
    if (typeof value === 'number') return { attributeId: attribute.id, number: value }
    if (typeof value === 'boolean') return { attributeId: attribute.id, valueIds: [option(value ? 'yes' : 'no')] }
    return { attributeId: attribute.id, valueIds: (Array.isArray(value) ? value : [value]).map(option) }
  })
}
