import { z } from 'zod'
import { generalSettingGroupNames, generalSettingGroups, type GeneralSettingGroup } from './general-settings'
import { siteOptionsSchema, type SiteOptionKey } from './site-options'

/** One group's settings, e.g. `site`: its keys of the site options and their values. */
function groupSchema(group: GeneralSettingGroup) {
  const mask = Object.fromEntries(generalSettingGroups[group].map((key) => [key, true])) as { [K in SiteOptionKey]?: true }
  return siteOptionsSchema.pick(mask)
}

const settingKeys = generalSettingGroupNames.flatMap((group) => [...generalSettingGroups[group]])
const settingValues = settingKeys.map((key) => siteOptionsSchema.shape[key])

/**
 * `settings/general/user`: without a group every group the caller may read (`private` only for
 * `settings`/`admin`), with a group that group's settings, with a group and a key that one value.
 */
export const generalSettingsAnswerSchema = z.union([
  z.object({
    site: groupSchema('site'),
    shop: groupSchema('shop'),
    comments: groupSchema('comments'),
    private: groupSchema('private').optional(),
  }),
  ...generalSettingGroupNames.map(groupSchema),
  z.object({
    group: z.enum(generalSettingGroupNames),
    key: z.enum(settingKeys as [SiteOptionKey, ...SiteOptionKey[]]),
    value: z.union(settingValues),
  }),
])
