import { useState } from 'react'
import type { LayeredFilter } from '#common/catalog/types'
import { useT } from '~/lib/site-shell'

/** Epoch seconds ↔ the value of a date / datetime-local input (UTC, so SSR and browser agree). */
function toInput(seconds: number, type: LayeredFilter['type']): string {
  const iso = new Date(seconds * 1000).toISOString()
  return type === 'date' ? iso.slice(0, 10) : type === 'dateTime' ? iso.slice(0, 16) : String(seconds)
}

function fromInput(text: string, type: LayeredFilter['type']): string {
  if (text === '') return ''
  if (type === 'number') return String(Number(text))
  const ms = Date.parse(type === 'date' ? `${text}T00:00:00Z` : `${text}:00Z`)
  return Number.isFinite(ms) ? String(Math.round(ms / 1000)) : ''
}

/** §2 two inputs, min and max, for a number or date range; the URL keeps `min,max`. */
export function RangeFilter({ filter, value, onChange }: { filter: LayeredFilter; value: string; onChange: (value: string) => void }) {
  const t = useT()
  const [minRaw = '', maxRaw = ''] = value.split(',')
  const inputType = filter.type === 'number' ? 'number' : filter.type === 'date' ? 'date' : 'datetime-local'
  const shown = (raw: string) => (raw === '' ? '' : filter.type === 'number' ? raw : toInput(Number(raw), filter.type))
  const [min, setMin] = useState(shown(minRaw))
  const [max, setMax] = useState(shown(maxRaw))
  const update = (nextMin: string, nextMax: string) => {
    setMin(nextMin)
    setMax(nextMax)
    const a = fromInput(nextMin, filter.type)
    const b = fromInput(nextMax, filter.type)
    onChange(a || b ? `${a},${b}` : '')
  }
  const bounds = (edge: number | null) => (edge === null ? undefined : filter.type === 'number' ? edge : toInput(edge, filter.type))
  const unit = filter.unit ? ` (${filter.unit})` : ''
  return (
    <fieldset className="filter-group filter-group--range">
      <legend>
        {filter.label}
        {unit}
      </legend>
      <label>
        <span>{t('catalog.min')}</span>
        <input type={inputType} value={min} min={bounds(filter.minValue)} max={bounds(filter.maxValue)} placeholder={filter.minValue !== null ? String(bounds(filter.minValue)) : undefined} onChange={(e) => update(e.target.value, max)} />
      </label>
      <label>
        <span>{t('catalog.max')}</span>
        <input type={inputType} value={max} min={bounds(filter.minValue)} max={bounds(filter.maxValue)} placeholder={filter.maxValue !== null ? String(bounds(filter.maxValue)) : undefined} onChange={(e) => update(min, e.target.value)} />
      </label>
    </fieldset>
  )
}
