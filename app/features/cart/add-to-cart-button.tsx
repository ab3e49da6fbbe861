import { useState } from 'react'
import { Link } from 'react-router'
import type { CartItemOptions } from '#common/cart/schemas'
import type { ProductFormat } from '#common/catalog/types'
import { pathFor } from '#common/i18n/paths'
import { useLocale, useT } from '~/lib/site-shell'
import { useCart } from './cart-context'

interface AddToCartButtonProps {
  productId: number
  /** null when the caller does not know it (search results): the product is looked up first. */
  format: ProductFormat | null
  name: string
  slug?: string
  isAvailable?: boolean
  qty?: number
  options?: CartItemOptions
  className?: string
  /** Checked before the add; a message is shown instead when it answers one. */
  validate?: () => string | null
  onError?: (message: string) => void
}

/**
 * §4 add to cart from a grid tile, the product page, search results or the cross-sell block. A
 * configurable product in a listing links to its page to choose a variant instead.
 */
export function AddToCartButton(props: AddToCartButtonProps) {
  const t = useT()
  const locale = useLocale()
  const { addToCart } = useCart()
  const [isBusy, setBusy] = useState(false)
  const className = props.className ?? 'button button--primary'
  if (props.format === 'configurable' && props.slug) {
    return (
      <Link to={pathFor('product', locale, { slug: props.slug })} className={className}>
        {t('catalog.chooseVariant')}
      </Link>
    )
  }
  const isAvailable = props.isAvailable ?? true
  const label = isAvailable ? t('catalog.addToCart') : t('catalog.isUnavailable')
  return (
    <button
      type="button"
      className={className}
      disabled={!isAvailable}
      // Busy stays focusable (aria-disabled): a disabled button would drop the focus the modal returns to.
      aria-disabled={isBusy || undefined}
      // The accessible name starts with the visible text (WCAG 2.5.3), then names the product.
      aria-label={`${label}: ${props.name}`}
      onClick={async () => {
        if (isBusy) return
        const problem = props.validate?.()
        if (problem) {
          props.onError?.(problem)
          return
        }
        setBusy(true)
        try {
          await addToCart({ productId: props.productId, format: props.format, qty: props.qty, options: props.options })
        } finally {
          setBusy(false)
        }
      }}
    >
      {label}
    </button>
  )
}
