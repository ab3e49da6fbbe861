import { useId, useState } from 'react'
import { Link } from 'react-router'
import { consentCategories, type ConsentCategory } from '#common/consent/cookie-consent'
import type { SiteShell } from '#common/cms/site-shell'
import { useT } from '~/lib/site-shell'
import { useConsent } from './consent'

const categoryText = {
  necessary: { label: 'cookies.necessary', hint: 'cookies.necessaryHint' },
  analytics: { label: 'cookies.analytics', hint: 'cookies.analyticsHint' },
  marketing: { label: 'cookies.marketing', hint: 'cookies.marketingHint' },
} as const

/**
 * §2 cookie notice, shown until the visitor chooses. It is a landmark, not a modal: the page
 * stays usable behind it. "Prihvaćam sve" is the spec's accept button; refusing is as easy.
 */
export function CookieBanner({ shell }: { shell: SiteShell }) {
  const t = useT()
  const { consent, choose } = useConsent()
  const [isCustomising, setCustomising] = useState(false)
  const [picked, setPicked] = useState<ConsentCategory[]>(['necessary'])
  const titleId = useId()
  const settingsId = useId()
  if (consent) return null
  const toggle = (category: ConsentCategory, isOn: boolean) =>
    setPicked((list) => (isOn ? [...list, category] : list.filter((item) => item !== category)))
  return (
    <section className="cookie-banner" aria-labelledby={titleId}>
      <div className="cookie-banner__card">
        <h2 id={titleId} className="cookie-banner__title">
          {t('cookies.intro')}
        </h2>
        <p className="cookie-banner__message">
          {shell.cookieMessage ?? t('cookies.message')}{' '}
          {shell.privacyHref ? <Link to={shell.privacyHref}>{t('cookies.privacyPolicy')}</Link> : null}
        </p>
        {isCustomising ? (
          <fieldset className="cookie-banner__settings" id={settingsId}>
            <legend>{t('cookies.settingsLegend')}</legend>
            {consentCategories.map((category) => (
              <label key={category} className="cookie-banner__option">
                <input
                  type="checkbox"
                  name="cookieCategory"
                  value={category}
                  checked={category === 'necessary' || picked.includes(category)}
                  disabled={category === 'necessary'}
                  onChange={(event) => toggle(category, event.target.checked)}
                />
                <span>
                  <strong>{t(categoryText[category].label)}</strong>
                  <small>{t(categoryText[category].hint)}</small>
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className="cookie-banner__actions">
          <button type="button" className="button button--primary" onClick={() => choose(consentCategories)}>
            {t('cookies.accept')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => choose(['necessary'])}>
            {t('cookies.necessaryOnly')}
          </button>
          {isCustomising ? (
            <button type="button" className="button button--secondary" onClick={() => choose(picked)}>
              {t('cookies.save')}
            </button>
          ) : (
            <button
              type="button"
              className="button button--text"
              aria-expanded={false}
              aria-controls={settingsId}
              onClick={() => setCustomising(true)}
            >
              {t('cookies.settings')}
            </button>
          )}
        </div>
      </div>
    </section>
  )
}
