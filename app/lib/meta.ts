import type { MetaDescriptor } from 'react-router'
import type { SiteShell } from '#common/cms/site-shell'
import { locales, localeTags } from '#common/i18n/locales'

/**
 * Title, description and hreflang alternates for a page. `matches` gives the root loader's shell,
 * whose alternates are the same page in every language.
 */
export function pageMeta(input: { title: string; description?: string | null; shell: SiteShell | undefined }): MetaDescriptor[] {
  const { shell } = input
  const title = shell && input.title !== shell.siteName ? `${input.title} · ${shell.siteName}` : input.title
  const tags: MetaDescriptor[] = [{ title }]
  if (input.description) tags.push({ name: 'description', content: input.description })
  if (shell) {
    tags.push({ property: 'og:title', content: input.title })
    tags.push({ property: 'og:locale', content: localeTags[shell.locale].replace('-', '_') })
    for (const locale of locales) {
      tags.push({ tagName: 'link', rel: 'alternate', hrefLang: locale, href: shell.alternates[locale] })
    }
    tags.push({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: shell.alternates.hr })
  }
  return tags
}

export function shellFromMatches(matches: readonly ({ id: string; data?: unknown } | undefined)[]): SiteShell | undefined {
  const root = matches.find((match) => match?.id === 'root')
  return (root?.data as { shell?: SiteShell } | undefined)?.shell
}
