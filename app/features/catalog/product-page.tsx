import { useState } from 'react'
import { Link } from 'react-router'
import { bundleSaving } from '#common/catalog/rules'
import type { ProductDetail } from '#common/catalog/types'
import { pathFor } from '#common/i18n/paths'
import { formatMoney } from '#common/money'
import { useToast } from '~/components/ui/toast'
import { AddToCartButton } from '~/features/cart/add-to-cart-button'
import { WishlistToggle } from '~/features/cart/wishlist-toggle'
import { useLocale, useT } from '~/lib/site-shell'
import { Gallery } from './gallery'
import { MemberPrice, useMemberPrices } from './member-price'
import { Price } from './price'
import { ProductGrid } from './product-card'
import { ProductEditSlot } from './product-edit-slot'
import { productJsonLd } from './product-json-ld'
import { defaultSelection, resolveVariant, VariantSelector } from './variant-selector'

/** §2 product page: gallery, name, SKU, prices with Omnibus, stock, options, variants, bundle, cross-sells. */
export function ProductPage({ product, url }: { product: ProductDetail; url: string }) {
  const t = useT()
  const locale = useLocale()
  const toast = useToast()
  const [selection, setSelection] = useState(() => defaultSelection(product.associatedProductsAttributes))
  const [qty, setQty] = useState('1')
  const [custom, setCustom] = useState<Record<number, string>>({})
  const variant = product.format === 'configurable' ? resolveVariant(product, selection) : undefined
  const shown = variant ?? product
  const memberPrices = useMemberPrices([product.id, ...product.associatedProducts.map((associated) => associated.id)])
  const stock = shown.stockQuantity
  const saving = product.bundles.length ? bundleSaving(product.price, product.bundles) : null
  return (
    <article className="product-page container">
      <nav className="breadcrumbs" aria-label={t('catalog.breadcrumbs')}>
        <ol>
          <li>
            <Link to={pathFor('shop', locale)}>{t('catalog.shop')}</Link>
          </li>
          {product.breadcrumbs.map((crumb) => (
            <li key={crumb.slug}>
              <Link to={pathFor('shop', locale, { slug: crumb.slug })}>{crumb.name}</Link>
            </li>
          ))}
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>
      <div className="product-page__main">
        <Gallery images={product.gallery} name={product.name} />
        <div className="product-info">
          <h1>{product.name}</h1>
          <ProductEditSlot id={product.id} name={product.name} />
          <p className="product-info__sku">{t('catalog.sku', { sku: shown.sku })}</p>
          {/* Only labels that tell the shopper something: "Digitalni proizvod" changes delivery and withdrawal; "Proizvod" said nothing (issue 23). */}
          {product.format === 'eProduct' || product.reviewCount > 0 ? (
            <p className="product-info__meta">
              {[product.format === 'eProduct' ? t('catalog.digital') : null, product.reviewCount > 0 ? t('catalog.rating', { rating: product.rating.toLocaleString(locale) }) : null].filter(Boolean).join(' · ')}
            </p>
          ) : null}
          <Price price={shown.price} priorPrice={shown.priorPrice} discount={shown.discount} size="lg" />
          <MemberPrice cents={memberPrices[shown.id]} />
          <p className="product-info__omnibus">{t('catalog.lowestPrice', { price: formatMoney(product.lowestPrice30Days, locale) })}</p>
          <p className="product-info__vat">{t('catalog.vatIncluded')}</p>
          <p className="product-info__stock">
            {t('catalog.available')}: {shown.available ? t('catalog.isAvailable') : t('catalog.isUnavailable')}
            {' · '}
            {stock === null ? t('catalog.unlimited') : t('catalog.inStock', { count: stock })}
          </p>
          {product.associatedProductsAttributes.length ? (
            <>
              <VariantSelector
                attributes={product.associatedProductsAttributes}
                selection={selection}
                onSelect={(code, valueId) => setSelection((current) => ({ ...current, [code]: valueId }))}
              />
              {variant ? null : <p role="status">{t('catalog.variantNotAvailable')}</p>}
            </>
          ) : null}
          {product.customOptions.length ? (
            <fieldset className="custom-options">
              <legend>{t('catalog.customOptions')}</legend>
              {product.customOptions.map((option) => (
                <label key={option.id}>
                  <span>{option.label}</span>
                  <input
                    type={option.option_type === 'number' ? 'number' : 'text'}
                    name={`option-${option.id}`}
                    required={option.isRequired}
                    min={option.option_type === 'number' ? 0 : undefined}
                    value={custom[option.id] ?? ''}
                    onChange={(event) => setCustom((current) => ({ ...current, [option.id]: event.target.value }))}
                  />
                </label>
              ))}
            </fieldset>
          ) : null}
          <div className="product-info__buy">
            <label className="product-info__qty">
              <span>{t('cart.quantity')}</span>
              <input type="number" inputMode="numeric" min={1} step={1} value={qty} onChange={(event) => setQty(event.target.value)} />
            </label>
            <AddToCartButton
              productId={variant?.id ?? product.id}
              format={variant ? variant.format : product.format}
              name={product.name}
              isAvailable={shown.available && shown.stockQuantity !== 0}
              qty={Number(qty)}
              options={{ personalizations: product.customOptions.flatMap((o) => ((custom[o.id] ?? '').trim() ? [{ optionId: o.id, value: o.option_type === 'number' ? Number(custom[o.id]) : (custom[o.id] ?? '').trim() }] : [])) }}
              validate={() => {
                const amount = Number(qty)
                if (!Number.isInteger(amount) || amount <= 0) return t('error.invalidQuantity')
                return product.customOptions.some((o) => o.isRequired && !(custom[o.id] ?? '').trim()) ? t('cart.optionRequired') : null
              }}
              onError={(message) => toast.error(message)}
            />
            <WishlistToggle productId={product.id} name={product.name} />
          </div>
          {product.description ? (
            // Descriptions edited in edit mode are rich text, sanitised on the server when saved.
            looksLikeHtml(product.description) ? (
              <div className="prose product-info__description" dangerouslySetInnerHTML={{ __html: product.description }} />
            ) : (
              <p>{product.description}</p>
            )
          ) : null}
        </div>
      </div>
      {product.bundles.length ? (
        <section className="product-section" aria-labelledby="bundle-heading">
          <h2 id="bundle-heading">{t('catalog.bundleContents')}</h2>
          <ul className="bundle-items">
            {product.bundles.map((item) => (
              <li key={item.id}>
                {item.quantity} × <Link to={pathFor('product', locale, { slug: item.slug })}>{item.name}</Link> — {formatMoney(item.price, locale)}
              </li>
            ))}
          </ul>
          {saving ? <p className="bundle-saving">{t('catalog.bundleSaving', { separately: formatMoney(saving.separately, locale), saving: formatMoney(saving.saving, locale) })}</p> : null}
        </section>
      ) : null}
      {product.attributes.length ? (
        <section className="product-section" aria-labelledby="specs-heading">
          <h2 id="specs-heading">{t('catalog.specifications')}</h2>
          <dl className="product-specs">
            {specRows(product.attributes).map((row) => (
              <div key={row.code} style={{ display: 'contents' }}>
                <dt>{row.label}</dt>
                <dd>{row.values.map((value) => (/^\d{4}-\d\d-\d\dT/.test(value) ? new Date(value).toLocaleDateString(locale, { timeZone: 'UTC' }) : value)).join(', ')}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {product.crossSellProducts.length ? (
        <section className="product-section" aria-labelledby="cross-heading">
          <h2 id="cross-heading">{t('catalog.crossSells')}</h2>
          <ProductGrid products={product.crossSellProducts} />
        </section>
      ) : null}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: productJsonLd(product, url) }} />
    </article>
  )
}

/** One row per attribute: a product with two materials reads "Material: Leder, Metall", not two rows. */
function specRows(attributes: ProductDetail['attributes']): { code: string; label: string; values: string[] }[] {
  const rows = new Map<string, { code: string; label: string; values: string[] }>()
  for (const attribute of attributes) {
    const row = rows.get(attribute.code)
    if (row) row.values.push(attribute.value)
    else rows.set(attribute.code, { code: attribute.code, label: attribute.label, values: [attribute.value] })
  }
  return [...rows.values()]
}

function looksLikeHtml(text: string): boolean {
  return /^\s*<[a-z][a-z0-9]*[\s>]/i.test(text)
}
