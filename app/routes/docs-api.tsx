import { Link } from 'react-router'
import type { Route } from './+types/docs-api'
import { PROJECT_DOCS_PATH } from '#common/cms/site-shell'
import { openApiDocument } from '#server/api/openapi/document'
import { buildApiReference, type ReferenceField } from '#server/api/openapi/reference'
import { accountMessagesHandle, withAccountMessages } from '~/lib/account-messages'
import { metaFromMatches } from '~/lib/meta'
import { useT } from '~/lib/site-shell'

/** The browsable API reference: the OpenAPI document (`/api/docs`) as a page, grouped by tag. */
export function loader() {
  return { tags: buildApiReference(openApiDocument()) }
}

// The API reference's texts are in the catalogue's `account` part, which other pages never load (ADR 026).
export const handle = accountMessagesHandle
export const clientLoader = (args: Route.ClientLoaderArgs) => withAccountMessages(args)

export const meta: Route.MetaFunction = ({ matches }) => [...metaFromMatches(matches, { title: 'API (OpenAPI)' }), { name: 'robots', content: 'noindex' }]

function FieldTable({ caption, fields }: { caption: string; fields: ReferenceField[] }) {
  const t = useT()
  return (
    // Focusable so keyboard users can scroll a wide table on a phone.
    <div className="api-reference__table" role="group" aria-label={caption} tabIndex={0}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('apiDocs.name')}</th>
            <th scope="col">{t('apiDocs.in')}</th>
            <th scope="col">{t('apiDocs.required')}</th>
            <th scope="col">{t('apiDocs.type')}</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={`${field.in}-${field.name}`}>
              <td>
                <code>{field.name}</code>
              </td>
              <td>{field.in}</td>
              <td>{field.required ? t('apiDocs.yes') : t('apiDocs.no')}</td>
              <td>
                <code>{field.type}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export default function ApiReferenceScreen({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { tags } = loaderData
  return (
    <div className="page-shell container project-docs">
      <nav className="project-docs__nav" aria-label={t('apiDocs.reference')}>
        <p>
          <Link to={PROJECT_DOCS_PATH}>{t('dev.documentation')}</Link>
        </p>
        <ul>
          {tags.map((tag) => (
            <li key={tag.name}>
              <a href={`#tag-${tag.name}`}>{tag.name}</a>
            </li>
          ))}
        </ul>
      </nav>
      <article className="project-docs__doc api-reference">
        <h1>{t('apiDocs.reference')}</h1>
        <p>
          {t('apiDocs.intro')} <a href="/api/docs">/api/docs</a>
        </p>
        {tags.map((tag) => (
          <section key={tag.name} id={`tag-${tag.name}`} aria-labelledby={`tag-${tag.name}-title`}>
            <h2 id={`tag-${tag.name}-title`}>
              {tag.name} <span className="api-reference__count">({t('apiDocs.operations', { count: tag.operations.length })})</span>
            </h2>
            {tag.description ? <p>{tag.description}</p> : null}
            {tag.operations.map((operation) => (
              <details key={operation.id} id={operation.id} className="api-reference__operation">
                <summary>
                  <span className={`api-reference__method api-reference__method--${operation.method.toLowerCase()}`}>{operation.method}</span>{' '}
                  <code>{operation.path}</code> <span>{operation.summary}</span>
                </summary>
                {operation.access ? <p>{operation.access}</p> : null}
                {operation.parameters.length > 0 ? <FieldTable caption={t('apiDocs.parameters')} fields={operation.parameters} /> : null}
                {operation.bodyFields.length > 0 ? <FieldTable caption={t('apiDocs.body')} fields={operation.bodyFields} /> : null}
                {operation.bodySchema ? (
                  <details>
                    <summary>{t('apiDocs.schema')}</summary>
                    <pre>{operation.bodySchema}</pre>
                  </details>
                ) : null}
                {operation.responseFields.length > 0 ? <FieldTable caption={t('apiDocs.response')} fields={operation.responseFields} /> : null}
                <h3 className="api-reference__answers-title">{t('apiDocs.answers')}</h3>
                <ul className="api-reference__answers">
                  {operation.answers.map((answer) => (
                    <li key={answer.status}>
                      <code>{answer.status}</code> {answer.description}
                    </li>
                  ))}
                </ul>
              </details>
            ))}
          </section>
        ))}
      </article>
    </div>
  )
}
