import type { ProductDetail } from '#common/catalog/types'
import { useT } from '~/lib/site-shell'

type Attribute = ProductDetail['associatedProductsAttributes'][number]

/** Initial choice: each attribute's shopDefault value, else its first value. */
export function defaultSelection(attributes: Attribute[]): Record<string, number> {
  return Object.fromEntries(
    attributes.flatMap((a) => {
      const value = a.values.find((v) => v.shopDefault) ?? a.values[0]
      return value ? [[a.attributeCode, value.id]] : []
    }),
  )
}

/** The variant whose attribute values equal the selection, if any. */
export function resolveVariant(product: ProductDetail, selection: Record<string, number>) {
  return product.associatedProducts.find((variant) =>
    product.associatedProductsAttributes.every((a) => variant.attributeValues[a.attributeCode] === selection[a.attributeCode]),
  )
}

/** §3 configurable selectors: swatches (text or visual) as radio groups. */
export function VariantSelector({
  attributes,
  selection,
  onSelect,
}: {
  attributes: Attribute[]
  selection: Record<string, number>
  onSelect: (code: string, valueId: number) => void
}) {
  const t = useT()
  return (
    <div className="variant-selectors" aria-label={t('catalog.chooseVariant')} role="group">
      {attributes.map((attribute) => (
        <fieldset key={attribute.attributeCode} className="variant-selector">
          <legend>{attribute.label}</legend>
          <div className="variant-selector__values">
            {attribute.values.map((value) => (
              <label key={value.id} className="variant-option">
                <input
                  type="radio"
                  name={`variant-${attribute.attributeCode}`}
                  value={value.id}
                  checked={selection[attribute.attributeCode] === value.id}
                  onChange={() => onSelect(attribute.attributeCode, value.id)}
                />
                <span>
                  {value.isMedia ? <span className="swatch" style={{ background: value.value }} aria-hidden="true" /> : null}
                  {value.valueLabel}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  )
}
