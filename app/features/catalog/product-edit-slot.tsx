import { createContext, useContext, type ReactNode } from 'react'

/**
 * Where edit mode puts its "Uredi proizvod" control on a product card or the product page
 * (issue 10 point 6). Visitors get an empty context and nothing renders: the control and its
 * texts come from the lazily loaded editor chunk, which provides the renderer.
 */
export type ProductEditRenderer = (product: { id: number; name: string }) => ReactNode

export const ProductEditContext = createContext<ProductEditRenderer | null>(null)

export function ProductEditSlot({ id, name }: { id: number; name: string }) {
  const render = useContext(ProductEditContext)
  return render ? render({ id, name }) : null
}
