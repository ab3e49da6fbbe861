import { generalSettingGroups, type GeneralSettingGroup, type GeneralSettingsQuery } from '../../common/settings/general-settings'
import type { SiteOptions } from '../../common/settings/site-options'
import { hasScope, type AuthUser } from '../auth/access'
import type { Db } from '../db/client'
import { ApiError } from '../http/api-error'
import { getSiteOptions } from '../site/site-service'

type GroupValues = Record<string, unknown>

export function canReadGroup(user: AuthUser | null, group: GeneralSettingGroup): boolean {
  return group !== 'private' || hasScope(user, 'settings') || hasScope(user, 'admin')
}

function groupValues(options: SiteOptions, group: GeneralSettingGroup): GroupValues {
  return Object.fromEntries(generalSettingGroups[group].map((key) => [key, options[key]]))
}

/**
 * No group: every group the user may read. A group: its settings (401/403 for `private` without
 * the scope). A group and a key: that one value (404 for a key the group does not have).
 */
export async function readGeneralSettings(db: Db, siteId: number, user: AuthUser | null, query: GeneralSettingsQuery) {
  const options = await getSiteOptions(db, siteId)
  if (!query.group) {
    const readable = (Object.keys(generalSettingGroups) as GeneralSettingGroup[]).filter((group) => canReadGroup(user, group))
    return Object.fromEntries(readable.map((group) => [group, groupValues(options, group)]))
  }
  if (!canReadGroup(user, query.group)) {
    if (!user) throw new ApiError(401, 'UNAUTHORIZED', 'error.unauthorized')
    throw new ApiError(403, 'FORBIDDEN', 'error.forbidden')
  }
  const values = groupValues(options, query.group)
  if (query.key === undefined) return values
  if (!Object.hasOwn(values, query.key)) throw ApiError.notFound()
  return { group: query.group, key: query.key, value: values[query.key] }
}
