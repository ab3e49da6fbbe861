import type { SectionProps } from '../section-props'
import { optionClasses, SectionIntro } from '../section-layout'

export function StatsSection({ parts, options, mobileOptions }: SectionProps<'stats'>) {
  return (
    <div className="container">
      <SectionIntro heading={parts.heading} />
      <dl className={optionClasses('stats', options, mobileOptions, ['columns'])}>
        {parts.items.map((item, index) => (
          <div key={index} className="stats__item">
            <dt className="stats__label">{item.label}</dt>
            <dd className="stats__value">
              {item.value}
              {item.unit ? <span className="stats__unit"> {item.unit}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      {parts.note ? <p className="stats__note">{parts.note}</p> : null}
    </div>
  )
}
