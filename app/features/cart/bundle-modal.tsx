import { useEffect, useState, type FormEvent } from 'react'
import type { ProductDetail } from '#common/catalog/types'
import { translator } from '#common/i18n/translate'
import { formatMoney } from '#common/money'
import { Dialog } from '~/components/ui/dialog'
import { useToast } from '~/components/ui/toast'
import { useLocale, useT } from '~/lib/site-shell'
import { fetchProductDetail } from './cart-actions'
import { useCart } from './cart-context'

interface Loaded {
  bundle: ProductDetail
  /** The bundle's configurable components with their variants and custom options. */
  configurable: ProductDetail[]
}

/**
 * §2 bundle customisation modal (`bundle-customization`): bundle quantity, a variant select per
 * configurable component, text and number custom options; addable only when every component is
 * chosen (§4).
 */
export default function BundleModal({ bundleId, onClose }: { bundleId: number; onClose: () => void }) {
  const t = useT()
  const locale = useLocale()
  const toast = useToast()
  const { addToCart } = useCart()
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [qty, setQty] = useState('1')
  const [variants, setVariants] = useState<Record<number, number>>({})
  const [custom, setCustom] = useState<Record<number, string>>({})
  const [isBusy, setBusy] = useState(false)

  useEffect(() => {
    let isCurrent = true
    void (async () => {
      const bundle = await fetchProductDetail(bundleId, locale)
      const parts = bundle ? await Promise.all(bundle.bundles.filter((b) => b.format === 'configurable').map((b) => fetchProductDetail(b.id, locale))) : []
      if (!isCurrent) return
      if (!bundle || parts.some((p) => p === null)) {
        toast.error(translator(locale)('error.bundleItemsNotFetched'))
        onClose()
        return
      }
      setLoaded({ bundle, configurable: parts as ProductDetail[] })
    })()
    return () => {
      isCurrent = false
    }
    // Only what names the bundle: every other dependency must be stable, or each answer re-fetches (issue 20.4).
  }, [bundleId, locale, toast, onClose])

  const options = loaded ? [...loaded.bundle.customOptions, ...loaded.configurable.flatMap((p) => p.customOptions)] : []
  const isComplete =
    loaded !== null &&
    loaded.configurable.every((p) => variants[p.id] !== undefined) &&
    options.every((o) => !o.isRequired || (custom[o.id] ?? '').trim() !== '')

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!loaded || !isComplete || isBusy) return
    setBusy(true)
    const isAdded = await addToCart({
      productId: bundleId,
      format: 'bundle',
      qty: Number(qty),
      options: {
        bundleOptions: loaded.configurable.map((p) => ({ id: p.id, options: { variantId: variants[p.id] } })),
        personalizations: options.flatMap((o) => {
          const value = (custom[o.id] ?? '').trim()
          return value ? [{ optionId: o.id, value: o.option_type === 'number' ? Number(value) : value }] : []
        }),
      },
    })
    setBusy(false)
    if (isAdded) onClose()
  }

  return (
    <Dialog isOpen onClose={onClose} title={loaded ? `${t('bundle.title')}: ${loaded.bundle.name}` : t('bundle.title')} className="dialog--bundle">
      {!loaded ? (
        <p role="status">{t('cart.loading')}</p>
      ) : (
        <form className="bundle-form" onSubmit={onSubmit}>
          <ul className="bundle-form__items">
            {loaded.bundle.bundles.map((item) => (
              <li key={item.id}>
                {item.quantity} × {item.name}
              </li>
            ))}
          </ul>
          <label>
            <span>{t('bundle.quantity')}</span>
            <input type="number" inputMode="numeric" min={1} step={1} value={qty} onChange={(e) => setQty(e.target.value)} required />
          </label>
          {loaded.configurable.map((part) => (
            <label key={part.id}>
              <span>
                {t('catalog.chooseVariant')}: {part.name}
              </span>
              <select value={variants[part.id] ?? ''} onChange={(e) => setVariants((v) => ({ ...v, [part.id]: Number(e.target.value) }))} required>
                <option value="" disabled>
                  {t('bundle.choose')}
                </option>
                {part.associatedProducts
                  .filter((variant) => variant.available)
                  .map((variant) => (
                    <option key={variant.id} value={variant.id}>
                      {variant.name} — {formatMoney(variant.price, locale)}
                    </option>
                  ))}
              </select>
            </label>
          ))}
          {options.map((option) => (
            <label key={option.id}>
              <span>{option.label}</span>
              <input
                type={option.option_type === 'number' ? 'number' : 'text'}
                min={option.option_type === 'number' ? 0 : undefined}
                value={custom[option.id] ?? ''}
                onChange={(e) => setCustom((c) => ({ ...c, [option.id]: e.target.value }))}
                required={option.isRequired}
              />
            </label>
          ))}
          {isComplete ? null : <p className="bundle-form__hint">{t('bundle.incomplete')}</p>}
          <button type="submit" className="button button--primary" disabled={!isComplete || isBusy}>
            {t('catalog.addToCart')}
          </button>
        </form>
      )}
    </Dialog>
  )
}
