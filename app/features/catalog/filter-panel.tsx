import { useId } from 'react'
import type { LayeredFilter } from '#common/catalog/types'
import { useT } from '~/lib/site-shell'
import { RangeFilter } from './range-filter'

interface FilterPanelProps {
  filters: LayeredFilter[]
  /** Attribute code → raw URL value (`3,4`, `yes`, `min,max`). */
  values: Record<string, string>
  discount: boolean
  featured: boolean
  onAttributeChange: (code: string, value: string) => void
  onToggle: (key: 'discount' | 'featured', value: boolean) => void
}

/**
 * §2 filter panel from the category's layered navigation: radios for single choice (dropdown,
 * yes/no), checkboxes for multi (multi-select, swatches), min/max inputs for number and date
 * ranges; every value with its product count and a 'None' option.
 */
export function FilterPanel(props: FilterPanelProps) {
  const t = useT()
  return (
    <div className="filter-panel" id="filter-panel">
      <h2 className="filter-panel__title">{t('catalog.filters')}</h2>
      <label className="filter-toggle">
        <input type="checkbox" checked={props.discount} onChange={(e) => props.onToggle('discount', e.target.checked)} />
        {t('catalog.discountOnly')}
      </label>
      <label className="filter-toggle">
        <input type="checkbox" checked={props.featured} onChange={(e) => props.onToggle('featured', e.target.checked)} />
        {t('catalog.featuredOnly')}
      </label>
      {props.filters.map((filter) => (
        <FilterGroup key={filter.attributeCode} filter={filter} value={props.values[filter.attributeCode] ?? ''} onChange={props.onAttributeChange} />
      ))}
    </div>
  )
}

function FilterGroup({ filter, value, onChange }: { filter: LayeredFilter; value: string; onChange: (code: string, value: string) => void }) {
  const t = useT()
  const name = useId()
  if (filter.type === 'number' || filter.type === 'date' || filter.type === 'dateTime') {
    return <RangeFilter filter={filter} value={value} onChange={(next) => onChange(filter.attributeCode, next)} />
  }
  const isSingle = filter.type === 'dropdown' || filter.type === 'yesNo'
  const selected = new Set(value.split(',').filter(Boolean))
  const keyOf = (v: LayeredFilter['values'][number]) => (filter.type === 'yesNo' ? v.value : String(v.id))
  const toggle = (key: string, isChecked: boolean) => {
    if (isSingle) return onChange(filter.attributeCode, key)
    const next = new Set(selected)
    if (isChecked) next.add(key)
    else next.delete(key)
    onChange(filter.attributeCode, [...next].join(','))
  }
  return (
    <fieldset className="filter-group">
      <legend>{filter.label}</legend>
      <label className="filter-option">
        <input
          type={isSingle ? 'radio' : 'checkbox'}
          name={name}
          checked={selected.size === 0}
          onChange={() => onChange(filter.attributeCode, '')}
        />
        {t('catalog.none')}
      </label>
      {filter.values.map((v) => (
        <label key={v.id} className="filter-option">
          <input
            type={isSingle ? 'radio' : 'checkbox'}
            name={name}
            checked={selected.has(keyOf(v))}
            onChange={(e) => toggle(keyOf(v), e.target.checked)}
          />
          {filter.type === 'visualSwatch' ? <span className="swatch" style={{ background: v.value }} aria-hidden="true" /> : null}
          {filter.type === 'textSwatch' ? <span className="swatch swatch--text" aria-hidden="true">{v.value}</span> : null}
          <span>{v.valueLabel}</span>
          <span className="filter-option__count">({v.totalProducts})</span>
        </label>
      ))}
    </fieldset>
  )
}
