/** An OAuth 2 / OpenID Connect provider the site offers as a social login button. */
export interface OAuthProviderConfig {
  /** `google`, `facebook`, … — the URL and button name. */
  name: string
  label: string
  /** The issuer; its `/.well-known/openid-configuration` names every endpoint. */
  issuer: string
  clientId: string
  clientSecret: string
  scope: string
}

const knownProviders: Record<string, { label: string; issuer: string }> = {
  google: { label: 'Google', issuer: 'https://accounts.google.com' },
  facebook: { label: 'Facebook', issuer: 'https://www.facebook.com' },
}

/**
 * Providers configured by environment: `OAUTH_GOOGLE_CLIENT_ID` + `OAUTH_GOOGLE_CLIENT_SECRET`
 * (and `OAUTH_GOOGLE_ISSUER` to override the issuer). Any other name works with an explicit issuer
 * (`OAUTH_KEYCLOAK_ISSUER=…`). Without configuration there are no providers and no buttons.
 */
export function readOAuthProviders(env: Record<string, string | undefined>): OAuthProviderConfig[] {
  const names = new Set<string>()
  for (const key of Object.keys(env)) {
    const match = /^OAUTH_([A-Z0-9]+)_CLIENT_ID$/.exec(key)
    if (match?.[1]) names.add(match[1])
  }
  const providers: OAuthProviderConfig[] = []
  for (const upper of [...names].sort()) {
    const name = upper.toLowerCase()
    const clientId = env[`OAUTH_${upper}_CLIENT_ID`]
    const clientSecret = env[`OAUTH_${upper}_CLIENT_SECRET`]
    const issuer = env[`OAUTH_${upper}_ISSUER`] ?? knownProviders[name]?.issuer
    if (!clientId || !clientSecret || !issuer) continue
    providers.push({
      name,
      label: env[`OAUTH_${upper}_LABEL`] ?? knownProviders[name]?.label ?? name,
      issuer: issuer.replace(/\/$/, ''),
      clientId,
      clientSecret,
      scope: env[`OAUTH_${upper}_SCOPE`] ?? 'openid email profile',
    })
  }
  return providers
}

/** What the login screens may know about the providers: name and label, never the secrets. */
export function publicProviders(providers: OAuthProviderConfig[]): { name: string; label: string }[] {
  return providers.map(({ name, label }) => ({ name, label }))
}
