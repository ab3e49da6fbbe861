import { useT } from '~/lib/site-shell'

export interface SocialProviderView {
  name: string
  label: string
}

/** Buttons of the configured providers; nothing at all without configuration (issue 4). */
export function SocialButtons({ providers, returnTo }: { providers: SocialProviderView[]; returnTo?: string }) {
  const t = useT()
  if (providers.length === 0) return null
  return (
    <section className="account-social" aria-labelledby="social-heading">
      <h2 id="social-heading" className="account-social__heading">
        {t('account.socialHeading')}
      </h2>
      <ul className="account-social__list">
        {providers.map((provider) => {
          const query = new URLSearchParams({ provider: provider.name, ...(returnTo ? { returnTo } : {}) })
          return (
            <li key={provider.name}>
              {/* A plain link: the start of the flow changes nothing on our side but a signed cookie. */}
              <a className="button button--secondary" href={`/api/v1/user/social/redirect-login?${query}`}>
                {t('account.socialWith', { provider: provider.label })}
              </a>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
