import { data } from 'react-router'
import type { Route } from './+types/section-tool'
import { requestContext } from '#server/context'
import { resolveSectionRefs } from '#server/cms'
import { getSiteOptions } from '#server/site/site-service'
import { parseSection, sectionDefinitions, sectionHandlers } from '#common/cms/sections'
import type { SectionData } from '#common/cms/section'
import { screenMeta } from '~/lib/route-meta'
import { useT } from '~/lib/site-shell'
import { SectionView } from '~/features/cms/page-sections'
import { loadSections } from '~/features/cms/section-registry'
import { SectionRefsProvider } from '~/features/cms/section-refs-context'

/**
 * §2: a development-only tool; production answers 404. Every registered section type rendered
 * from its own `example`, through the same parser and renderer as a real page.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { runtime, db, site, locale } = context.get(requestContext)
  if (runtime.config.isProduction) throw data(null, { status: 404 })
  const entries = sectionHandlers.map((handler) => {
    const result = parseSection({ id: `tool-${handler}`, handler, parts: sectionDefinitions[handler].example })
    return { handler, title: sectionDefinitions[handler].title, section: result.success ? result.data : null, error: result.success ? null : result.error.message }
  })
  const sections = entries.flatMap((entry) => (entry.section ? [entry.section] : []))
  const options = await getSiteOptions(db, site.id)
  const refs = await resolveSectionRefs(db, { siteId: site.id, locale, homeSlug: options.HomePageSlug, content: sections })
  await loadSections(sectionHandlers)
  return { entries, refs }
}

export const meta = screenMeta('page.sectionTool')

export default function SectionToolScreen({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { entries, refs } = loaderData
  return (
    <div className="section-tool">
      <header className="page-header container">
        <h1>{t('page.sectionTool')}</h1>
        <p className="page-header__lead">{t('section.tool.intro')}</p>
        <nav aria-label={t('page.sectionTool')}>
          <ul className="section-tool__index">
            {entries.map((entry) => (
              <li key={entry.handler}>
                <a href={`#tool-${entry.handler}`}>{entry.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <SectionRefsProvider value={refs}>
        {entries.map((entry) => (
          <div key={entry.handler} id={`tool-${entry.handler}`} className="section-tool__entry">
            <p className="section-tool__label container">
              <strong>{entry.title}</strong> <code>{entry.handler}</code>
            </p>
            {entry.section ? <SectionView section={entry.section as SectionData} isFirst={false} /> : <pre className="container">{entry.error}</pre>}
          </div>
        ))}
      </SectionRefsProvider>
    </div>
  )
}
