import type { OrderLineView } from '../../common/orders/views'
import type { orderLines } from '../db/schema'

type OrderLineRow = Pick<typeof orderLines.$inferSelect, 'name' | 'sku' | 'qty' | 'unitPrice' | 'lineTotal' | 'options'>

/** A bundle part as the order line keeps it: the variant chosen for it, named in the order's language. */
export interface OrderLinePart {
  productId: number
  sku: string
  name: string
  /** Units per bundle. */
  qty: number
}

/**
 * One order line as every reader shows it (desk, profile, e-mails, order PDF): a bundle lists its
 * parts with the units to pick for the whole line. Orders placed before issue 20 kept the parts as
 * "1 × name" strings under `components`; they read the same way, without SKUs.
 */
export function toOrderLineView(line: OrderLineRow): OrderLineView {
  return { name: line.name, sku: line.sku, qty: line.qty, unitPrice: line.unitPrice, lineTotal: line.lineTotal, parts: partsOf(line) }
}

function partsOf(line: OrderLineRow): OrderLineView['parts'] {
  const { parts, components } = line.options
  if (Array.isArray(parts)) {
    return (parts as OrderLinePart[]).map((part) => ({ name: part.name, sku: part.sku, qty: part.qty * line.qty }))
  }
  if (Array.isArray(components)) {
    return components.flatMap((text) => {
      const match = typeof text === 'string' ? /^(\d+) × (.+)$/.exec(text) : null
      return match ? [{ name: match[2] ?? '', sku: '', qty: Number(match[1]) * line.qty }] : []
    })
  }
  return []
}
