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

/**
 * §3 configurable selectors, each a radio group (arrow keys move between values, as native radios
 * do). A colour (visual swatch) shows as round swatches, its name the radio's label, shown on hover
 * and beside the legend when chosen; a size (text swatch) as a row of buttons; any other attribute
 * as labelled options (ADR 063).
 */
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
      {attributes.map((attribute) => {
        const look = lookOf(attribute)
        const chosen = attribute.values.find((value) => value.id === selection[attribute.attributeCode])
        return (
          <fieldset key={attribute.attributeCode} className={`variant-selector variant-selector--${look}`}>
            <legend>{attribute.label}</legend>
            {/* The checked radio already tells a screen reader its name; this is for the eye. */}
            {look === 'colour' && chosen ? (
              <span className="variant-selector__chosen" aria-hidden="true">
                {chosen.valueLabel}
              </span>
            ) : null}
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
                  {look === 'colour' ? (
                    <span className="variant-option__swatch" style={{ background: value.value }}>
                      <span className="variant-option__name">{value.valueLabel}</span>
                    </span>
                  ) : (
                    <span>
                      {value.isMedia ? <span className="swatch" style={{ background: value.value }} aria-hidden="true" /> : null}
                      {value.valueLabel}
                    </span>
                  )}
                </label>
              ))}
            </div>
          </fieldset>
        )
      })}
    </div>
  )
}

/** A visual swatch is a colour (its value a CSS colour); a text swatch is a size such as S, M, L. */
function lookOf(attribute: Attribute): 'colour' | 'size' | 'option' {
  if (attribute.inputType === 'visualSwatch') return 'colour'
  if (attribute.inputType === 'textSwatch') return 'size'
  return 'option'
}
