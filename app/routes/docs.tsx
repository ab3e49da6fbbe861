import { data, Link } from 'react-router'
import type { Route } from './+types/docs'
import { requestContext } from '#server/context'
import { listProjectDocs, readProjectDoc } from '#server/shell/project-docs'
import { PROJECT_DOCS_PATH } from '#common/cms/site-shell'
import { accountMessagesHandle, withAccountMessages } from '~/lib/account-messages'
import { metaFromMatches } from '~/lib/meta'
import { useT } from '~/lib/site-shell'

/**
 * The version badge's "Dokumentacija": README and decision records. It exists exactly where the
 * badge does (SHOW_VERSION_BADGE, production included); elsewhere it answers 404 like the dev tools.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { runtime } = context.get(requestContext)
  if (!runtime.config.showVersionBadge) throw data(null, { status: 404 })
  const [doc, docs] = await Promise.all([readProjectDoc(params.slug ?? 'readme'), listProjectDocs()])
  if (!doc) throw data(null, { status: 404 })
  return { doc, docs }
}

// The API reference's texts are in the catalogue's `account` part, which other pages never load (ADR 026).
export const handle = accountMessagesHandle
export const clientLoader = (args: Route.ClientLoaderArgs) => withAccountMessages(args)

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => [
  ...metaFromMatches(matches, { title: loaderData?.doc.title ?? '' }),
  { name: 'robots', content: 'noindex' },
]

export default function DocsScreen({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { doc, docs } = loaderData
  return (
    <div className="page-shell container project-docs">
      <nav className="project-docs__nav" aria-label={t('dev.documentation')}>
        <ul>
          <li>
            <Link to={`${PROJECT_DOCS_PATH}/api`}>{t('apiDocs.reference')}</Link>
          </li>
          {docs.map((link) => (
            <li key={link.slug}>
              <Link to={`${PROJECT_DOCS_PATH}/${link.slug}`} aria-current={link.slug === doc.slug ? 'page' : undefined}>
                {link.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <article className="project-docs__doc">
        <h1>{doc.title}</h1>
        <div className="prose" dangerouslySetInnerHTML={{ __html: doc.html }} />
      </article>
    </div>
  )
}
