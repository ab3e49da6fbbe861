import { EracunBuildError } from './eracun-build-error'

/** Cents as UBL writes an amount (EN 16931: two decimals, a point, a minus for a negative). */
export function ublAmount(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new EracunBuildError(`not an amount in cents: ${cents}`)
  const abs = Math.abs(cents)
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/**
 * A net unit price (BT-146) from a line's net amount and quantity, to at most ten decimals
 * (HR-BR-56), rounded half up and without trailing zeros past the second. Exact in BigInt, so
 * 100,00 € for 3 pieces is 33.3333333333, never 33.333333333333336.
 */
export function ublUnitPrice(netCents: number, qty: number): string {
  if (!Number.isSafeInteger(netCents) || !Number.isSafeInteger(qty) || qty <= 0 || netCents < 0) {
    throw new EracunBuildError(`not a price: ${netCents} cents for ${qty}`)
  }
  // cents / qty / 100, scaled by 10^10: cents × 10^8 / qty.
  const scaled = (BigInt(netCents) * 100_000_000n * 2n + BigInt(qty)) / (BigInt(qty) * 2n)
  const digits = scaled.toString().padStart(11, '0')
  const whole = digits.slice(0, -10)
  const fraction = digits.slice(-10).replace(/0+$/, '').padEnd(2, '0')
  return `${whole}.${fraction}`
}

/** A quantity as UBL writes it: an integer count of pieces. */
export function ublQuantity(qty: number): string {
  return String(qty)
}

/** Something billed at one VAT rate whose net (VAT-exclusive) amount is to be found. */
export interface GrossAmount {
  /** Cents, VAT included, signed. */
  gross: number
  rate: number
}

/** One VAT rate's part as the invoice states it (the figures the tax administration was told). */
export interface RatePart {
  rate: number
  base: number
  amount: number
}

/**
 * The net amount of each item so that, per rate, the nets add up to the rate's base exactly
 * (EN 16931 BR-S-08 / BR-E-08: a category's taxable amount is the sum of its lines, charges and
 * allowances). Each net starts as the floor of gross × 100 / (100 + rate); the cents still missing
 * go to the items with the largest remainders (largest-remainder apportionment), so no item is off
 * by more than a cent from its exact share.
 */
export function splitNetAmounts(items: readonly GrossAmount[], parts: readonly RatePart[]): number[] {
  const nets = items.map(() => 0)
  for (const part of parts) {
    const members = items.flatMap((item, index) => (item.rate === part.rate ? [{ item, index }] : []))
    const gross = members.reduce((sum, { item }) => sum + item.gross, 0)
    if (gross !== part.base + part.amount) {
      throw new EracunBuildError(`the ${part.rate} % VAT part (${part.base} + ${part.amount}) does not match its lines (${gross})`)
    }
    const divisor = BigInt(100 + part.rate)
    const shares = members.map(({ item, index }) => {
      const exact = BigInt(item.gross) * 100n
      // Floor division for negatives too (a discount line), so every remainder is in [0, divisor).
      const floor = exact >= 0n ? exact / divisor : -((-exact + divisor - 1n) / divisor)
      return { index, floor: Number(floor), remainder: exact - floor * divisor }
    })
    let missing = part.base - shares.reduce((sum, share) => sum + share.floor, 0)
    const byRemainder = [...shares].sort((a, b) => (b.remainder > a.remainder ? 1 : b.remainder < a.remainder ? -1 : a.index - b.index))
    for (const share of shares) nets[share.index] = share.floor
    if (byRemainder.length === 0) {
      if (missing !== 0) throw new EracunBuildError(`the ${part.rate} % VAT part has a base but no lines`)
      continue
    }
    // A base rounded differently from the sum of the lines' shares can ask for more than one cent
    // per item: it is still spread evenly, a cent at a time, largest remainders first.
    for (let turn = 0; missing !== 0; turn++) {
      const share = byRemainder[turn % byRemainder.length]!
      const step = missing > 0 ? 1 : -1
      nets[share.index]! += step
      missing -= step
    }
  }
  items.forEach((item, index) => {
    if (!parts.some((part) => part.rate === item.rate)) throw new EracunBuildError(`no VAT part for the ${item.rate} % line ${index + 1}`)
  })
  return nets
}
