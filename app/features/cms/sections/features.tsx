import { Icon } from '../icons'
import type { SectionProps } from '../section-props'
import { ItemHeading, optionClasses, SectionIntro } from '../section-layout'

export function FeaturesSection({ parts, options, mobileOptions }: SectionProps<'features'>) {
  const hasHeading = Boolean(parts.heading)
  return (
    <div className="container">
      <SectionIntro heading={parts.heading} intro={parts.intro} />
      <ul className={optionClasses('feature-grid', options, mobileOptions, ['columns', 'iconStyle'])}>
        {parts.items.map((item, index) => (
          <li key={index} className="feature-grid__item">
            <span className="feature-grid__icon">
              <Icon name={item.icon} />
            </span>
            <ItemHeading hasSectionHeading={hasHeading} className="feature-grid__title">
              {item.title}
            </ItemHeading>
            {item.text ? <p className="feature-grid__text">{item.text}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  )
}
