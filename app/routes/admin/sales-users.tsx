import { data, Form } from 'react-router'
import type { Route } from './+types/sales-users'
import { listParams } from '#common/admin/paging'
import type { AdminMessageKey } from '#common/i18n/admin'
import { backofficeScopesSchema, backofficeUserCreateSchema, backofficeUserListQuerySchema } from '#common/users/backoffice'
import { backofficeScopes } from '#common/users/user-view'
import { dbIdParamSchema } from '#common/validation/numbers'
import { requireAdminPage } from '#server/admin/page-access'
import { requestContext } from '#server/context'
import { ApiError } from '#server/http/api-error'
import { createBackofficeUser, deactivateBackofficeUser, listBackofficeUsers, setBackofficeScopes } from '#server/users/backoffice-users'
import { adminMeta } from '~/features/admin/admin-meta'
import { AdminPage } from '~/features/admin/ui/admin-page'
import { AdminPager } from '~/features/admin/ui/pager'
import { useAdminT } from '~/features/admin/use-admin-t'

export const meta = adminMeta('admin.nav.users')

type Outcome = { ok: boolean; key: AdminMessageKey; params?: Record<string, string> }

/** /admin/users: backoffice accounts and their scopes, for users with the `users` scope. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, db } = context.get(requestContext)
  const admin = requireAdminPage(user, request, 'users')
  const parsed = backofficeUserListQuerySchema.safeParse(listParams(request))
  const query = parsed.success ? parsed.data : backofficeUserListQuerySchema.parse({})
  return { list: await listBackofficeUsers(db, { query }), query, selfId: admin.id }
}

export async function action({ request, context }: Route.ActionArgs): Promise<Outcome> {
  const { user, db, site } = context.get(requestContext)
  const actor = requireAdminPage(user, request, 'users')
  const form = await request.formData()
  const intent = form.get('intent')
  try {
    if (intent === 'create') {
      const payload = backofficeUserCreateSchema.safeParse({ email: form.get('email'), firstName: form.get('firstName') ?? '', lastName: form.get('lastName') ?? '', scopes: form.getAll('scopes') })
      if (!payload.success) return { ok: false, key: 'users.invalid' }
      const created = await createBackofficeUser(db, { siteId: site.id, actor, payload: payload.data })
      return { ok: true, key: 'users.created', params: { email: payload.data.email, password: created.password } }
    }
    const id = dbIdParamSchema.safeParse(form.get('id'))
    if (!id.success) throw data(null, { status: 400 })
    if (intent === 'scopes') {
      const change = backofficeScopesSchema.safeParse({ scopes: form.getAll('scopes') })
      if (!change.success) return { ok: false, key: 'users.invalid' }
      await setBackofficeScopes(db, { siteId: site.id, actor, id: id.data, scopes: change.data.scopes })
      return { ok: true, key: 'users.scopesSaved' }
    }
    if (intent === 'deactivate') {
      await deactivateBackofficeUser(db, { siteId: site.id, actor, id: id.data })
      return { ok: true, key: 'users.deactivated' }
    }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    if (error.code === 'EMAIL_TAKEN') return { ok: false, key: 'users.emailTaken' }
    if (error.code === 'OWN_USERS_SCOPE' || error.code === 'OWN_ACCOUNT') return { ok: false, key: 'users.ownScope' }
    if (error.status === 404) throw data(null, { status: 404 })
    throw error
  }
  throw data(null, { status: 400 })
}

function ScopeChoices({ idPrefix, chosen }: { idPrefix: string; chosen: string[] }) {
  const t = useAdminT()
  return (
    <div className="admin-form__row">
      {backofficeScopes.map((scope) => (
        <label key={scope} className="field field--checkbox" htmlFor={`${idPrefix}-${scope}`}>
          <input id={`${idPrefix}-${scope}`} type="checkbox" name="scopes" value={scope} defaultChecked={chosen.includes(scope)} />
          <span>{t(`users.scope.${scope}`)}</span>
        </label>
      ))}
    </div>
  )
}

export default function AdminUsersScreen({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT()
  const { list, selfId } = loaderData
  return (
    <AdminPage title={t('admin.nav.users')}>
      {actionData ? (
        <p className={actionData.ok ? 'admin-notice' : 'admin-notice admin-notice--error'} role={actionData.ok ? 'status' : 'alert'}>
          {t(actionData.key, actionData.params)}
        </p>
      ) : null}
      <section className="admin-card" aria-labelledby="new-user-title">
        <h2 id="new-user-title">{t('users.new')}</h2>
        {/* A new key after each added user empties the form for the next one. */}
        <Form method="post" className="admin-form" key={actionData?.key === 'users.created' ? actionData.params?.email : 'new'}>
          <input type="hidden" name="intent" value="create" />
          <div className="field">
            <label className="field__label" htmlFor="new-user-email">
              {t('users.email')}
            </label>
            <input id="new-user-email" className="field__input" type="email" name="email" required autoComplete="off" />
          </div>
          <div className="admin-form__row">
            <div className="field">
              <label className="field__label" htmlFor="new-user-first">
                {t('users.firstName')}
              </label>
              <input id="new-user-first" className="field__input" name="firstName" maxLength={100} />
            </div>
            <div className="field">
              <label className="field__label" htmlFor="new-user-last">
                {t('users.lastName')}
              </label>
              <input id="new-user-last" className="field__input" name="lastName" maxLength={100} />
            </div>
          </div>
          <fieldset>
            <legend>{t('users.scopes')}</legend>
            <ScopeChoices idPrefix="new-user-scope" chosen={['admin']} />
          </fieldset>
          <div>
            <button type="submit" className="button button--primary">
              {t('users.create')}
            </button>
          </div>
        </Form>
      </section>
      <ul className="backoffice-users">
        {list.items.map((member) => (
          <li key={member.id} className="admin-card">
            <h2>
              {member.email} {member.id === selfId ? t('users.you') : ''}
            </h2>
            {member.name ? <p>{member.name}</p> : null}
            <Form method="post">
              <input type="hidden" name="id" value={member.id} />
              <fieldset>
                <legend>
                  {t('users.scopes')}: {member.email}
                </legend>
                <ScopeChoices key={member.scopes.join()} idPrefix={`user-${member.id}-scope`} chosen={member.scopes} />
              </fieldset>
              <div className="admin-form__row">
                <button type="submit" name="intent" value="scopes" className="button button--secondary">
                  {t('users.saveScopes')}
                </button>
                {member.id === selfId ? null : (
                  <button type="submit" name="intent" value="deactivate" className="button button--danger">
                    {t('users.deactivate')}
                  </button>
                )}
              </div>
            </Form>
          </li>
        ))}
      </ul>
      <AdminPager list={list} />
    </AdminPage>
  )
}
