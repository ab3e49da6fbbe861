import type { MetaDescriptor } from 'react-router'
import type { SiteShell } from '#common/cms/site-shell'
import { locales, localeTags } from '#common/i18n/locales'

/**
 * Title, description and hreflang alternates for a page. `matches` gives the root loader's shell,
 * whose alternates are the same page in every language.
 */
export function pageMeta(input: {
  title: string
  description?: string | null
  shell: SiteShell | undefined
  origin?: string
}): MetaDescriptor[] {
  const { shell } = input
  const origin = input.origin ?? ''
  const title = shell && input.title !== shell.siteName ? `${input.title} · ${shell.siteName}` : input.title
  const tags: MetaDescriptor[] = [{ title }]
  if (input.description) tags.push({ name: 'description', content: input.description })
  if (shell) {
    tags.push({ property: 'og:title', content: input.title })
    tags.push({ property: 'og:locale', content: localeTags[shell.locale].replace('-', '_') })
    for (const locale of locales) {
      tags.push({ tagName: 'link', rel: 'alternate', hrefLang: locale, href: origin + shell.alternates[locale] })
    }
    tags.push({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: origin + shell.alternates.hr })
    tags.push({ tagName: 'link', rel: 'canonical', href: origin + shell.alternates[shell.locale] })
  }
  return tags
}

type Matches = readonly ({ id: string; data?: unknown } | undefined)[]

function rootData(matches: Matches): { shell?: SiteShell; origin?: string } | undefined {
  return matches.find((match) => match?.id === 'root')?.data as { shell?: SiteShell; origin?: string } | undefined
}

export function shellFromMatches(matches: Matches): SiteShell | undefined {
  return rootData(matches)?.shell
}

/** Title, description, canonical and hreflang tags of a page, read from the root loader's data. */
export function metaFromMatches(matches: Matches, page: { title: string; description?: string | null }): MetaDescriptor[] {
  const root = rootData(matches)
  return pageMeta({ ...page, shell: root?.shell, origin: root?.origin })
}
