import type { Unit } from '#common/cms/sections/units'
import { unitStatuses, type UnitStatus } from '#common/cms/sections/unit-statuses'
import type { Translator } from '#common/i18n/translate'
import { useT } from '~/lib/site-shell'
import { useLinkHref } from '../section-refs-context'
import type { SectionProps } from '../section-props'
import { SectionIntro } from '../section-layout'
import { linkTargetAttributes } from '#common/cms/link-attributes'

// §9: prices in the main currency with Croatian formatting, whatever the page language.
const priceFormat = new Intl.NumberFormat('hr-HR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 })
const numberFormat = new Intl.NumberFormat('hr-HR', { maximumFractionDigits: 2 })

function floorText(floor: number, t: Translator): string {
  return floor === 0 ? t('section.unit.groundFloor') : String(floor)
}

function priceText(unit: Unit, t: Translator): string {
  return unit.priceCents === undefined ? t('section.unit.priceOnRequest') : priceFormat.format(unit.priceCents / 100)
}

function StatusBadge({ status, t }: { status: UnitStatus; t: Translator }) {
  return <span className={`unit-status unit-status--${status}`}>{t(`section.unit.${status}`)}</span>
}

function UnitLabel({ unit, t }: { unit: Unit; t: Translator }) {
  const href = useLinkHref(unit.link)
  if (!href) return <strong>{unit.label}</strong>
  return (
    <a href={href} {...linkTargetAttributes(unit.link)} aria-label={t('section.unit.details', { label: unit.label })}>
      <strong>{unit.label}</strong>
    </a>
  )
}

/**
 * The same units twice, as a table for wide screens and as cards for phones; CSS shows one and
 * hides the other (display: none), so assistive technology meets exactly one of them.
 */
export function UnitsSection({ parts, options }: SectionProps<'units'>) {
  const t = useT()
  const units = options.isSoldShown ? parts.units : parts.units.filter((unit) => unit.status !== 'sold')
  const available = parts.units.filter((unit) => unit.status === 'available').length
  const showPrice = options.isPriceShown
  return (
    <div className="container">
      <SectionIntro heading={parts.heading} intro={parts.intro} />
      <div className="units__summary">
        <p className="units__count">{t('section.unit.count', { available, total: parts.units.length })}</p>
        <div className="units__legend" role="group" aria-label={t('section.unit.legend')}>
          <span className="units__legend-title" aria-hidden="true">
            {t('section.unit.legend')}:
          </span>
          {unitStatuses.map((status) => (
            <StatusBadge key={status} status={status} t={t} />
          ))}
        </div>
      </div>
      <div className="units__table-wrap">
        <table className="units__table">
          {parts.heading ? <caption className="visually-hidden">{parts.heading}</caption> : null}
          <thead>
            <tr>
              <th scope="col">{t('section.unit.label')}</th>
              <th scope="col">{t('section.unit.building')}</th>
              <th scope="col">{t('section.unit.floor')}</th>
              <th scope="col" className="units__num">{t('section.unit.rooms')}</th>
              <th scope="col" className="units__num">{t('section.unit.area')}</th>
              {showPrice ? <th scope="col" className="units__num">{t('section.unit.price')}</th> : null}
              <th scope="col">{t('section.unit.status')}</th>
            </tr>
          </thead>
          <tbody>
            {units.map((unit) => (
              <tr key={unit.label} className={`units__row units__row--${unit.status}`}>
                <th scope="row">
                  <UnitLabel unit={unit} t={t} />
                </th>
                <td>{unit.building}</td>
                <td>{floorText(unit.floor, t)}</td>
                <td className="units__num">{numberFormat.format(unit.rooms)}</td>
                <td className="units__num">{numberFormat.format(unit.areaM2)} m²</td>
                {showPrice ? <td className="units__num">{priceText(unit, t)}</td> : null}
                <td>
                  <StatusBadge status={unit.status} t={t} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="units__cards">
        {units.map((unit) => (
          <li key={unit.label} className={`unit-card unit-card--${unit.status}`}>
            <div className="unit-card__head">
              <UnitLabel unit={unit} t={t} />
              <span className="unit-card__building">{unit.building}</span>
              <StatusBadge status={unit.status} t={t} />
            </div>
            <dl className="unit-card__facts">
              <div>
                <dt>{t('section.unit.floor')}</dt>
                <dd>{floorText(unit.floor, t)}</dd>
              </div>
              <div>
                <dt>{t('section.unit.rooms')}</dt>
                <dd>{numberFormat.format(unit.rooms)}</dd>
              </div>
              <div>
                <dt>{t('section.unit.area')}</dt>
                <dd>{numberFormat.format(unit.areaM2)} m²</dd>
              </div>
              {showPrice ? (
                <div className="unit-card__price">
                  <dt>{t('section.unit.price')}</dt>
                  <dd>{priceText(unit, t)}</dd>
                </div>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
      {parts.note ? <p className="units__note">{parts.note}</p> : null}
    </div>
  )
}
