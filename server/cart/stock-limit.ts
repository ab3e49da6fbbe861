/**
 * Stock as the cart sees it (§4 "the cart cannot exceed available stock"). A line uses one or
 * more stock units: a product uses itself; a bundle uses its own stock and, per bundle, each
 * component's quantity, so two bundles sharing a component (or a bundle and the component bought
 * alone) draw on the same units.
 */
export interface StockUse {
  productId: number
  perUnit: number
  /** Units the cart may hold (shown stock, §9); null = unlimited. */
  available: number | null
}

export interface StockLine {
  key: number | 'new'
  qty: number
  uses: StockUse[]
}

/** The most `line` may hold while the other lines keep their quantities; null = unlimited. */
export function maxQuantityFor(line: StockLine, others: StockLine[]): number | null {
  let max: number | null = null
  for (const use of line.uses) {
    if (use.available === null) continue
    const taken = others.reduce(
      (sum, other) => sum + other.uses.filter((u) => u.productId === use.productId).reduce((s, u) => s + u.perUnit * other.qty, 0),
      0,
    )
    const fits = Math.max(0, Math.floor((use.available - taken) / use.perUnit))
    max = max === null ? fits : Math.min(max, fits)
  }
  return max
}
