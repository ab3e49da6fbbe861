import { data } from 'react-router'
import type { Route } from './+types/content-cache'
import { cacheClearSchema } from '#common/cms/cache-view'
import { adminTranslate } from '#common/i18n/admin'
import { requestContext } from '#server/context'
import { refusedOutcome, type AdminOutcome } from '#server/admin/action-outcome'
import { adminLocaleOf } from '#server/admin/admin-locale'
import { requireAdminPage } from '#server/admin/page-access'
import { canManageCache, clearCache, listCacheStores } from '#server/cache/cache-view'
import type { AuthUser } from '#server/auth/access'
import { adminMeta } from '~/features/admin/admin-meta'
import { CacheStores } from '~/features/admin-content/cache-stores'

export const meta = adminMeta('cache.title')

/** The cache is for editors (`content`) and administrators (`admin`), as in edit mode's cache view. */
function cacheManager(user: AuthUser | null, request: Request): AuthUser {
  const current = requireAdminPage(user, request)
  if (!canManageCache(current)) throw data({ messageKey: 'admin.forbidden' }, { status: 403 })
  return current
}

/** /admin/cache: the registered cache stores with their keys and sizes; clear one key, one store or all. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, db, site } = context.get(requestContext)
  cacheManager(user, request)
  return { stores: await listCacheStores(db, site.id) }
}

export async function action({ request, context }: Route.ActionArgs): Promise<AdminOutcome> {
  const { user, db, site, locale } = context.get(requestContext)
  const actor = cacheManager(user, request)
  const form = Object.fromEntries([...(await request.formData())].filter(([, value]) => value !== ''))
  try {
    const removed = await clearCache(db, {
      ...cacheClearSchema.parse(form),
      siteId: site.id,
      actor: { id: actor.id, email: actor.email },
    })
    return {
      ok: true,
      message: adminTranslate(adminLocaleOf(request), 'cache.cleared', {
        removed,
      }),
    }
  } catch (error) {
    return refusedOutcome(error, locale)
  }
}

export default function AdminCacheScreen({ loaderData, actionData }: Route.ComponentProps) {
  return <CacheStores stores={loaderData.stores} outcome={actionData} />
}
