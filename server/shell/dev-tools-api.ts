import { Hono } from 'hono'
import { z } from 'zod'
import type { ReleaseView } from '../../common/cms/site-shell'
import { ApiError } from '../http/api-error'
import type { AppEnv } from '../http/hono-env'
import { parseJson } from '../http/validate'
import { readChangelog } from './changelog'

const releaseQuerySchema = z.object({
  gitlabProjectId: z.string().max(100).nullish(),
  gitlabBranch: z.string().max(200).nullish(),
})

/**
 * §7 dev-only calls behind the version badge. DESIGN: they read the project's own CHANGELOG.md
 * (no GitLab token is configured). Builds without the badge answer 404, as if they did not exist.
 */
export const devToolsApi = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (!c.get('runtime').config.showVersionBadge) throw ApiError.notFound()
    await next()
  })
  .get('/get-latest-tag', async (c) => {
    const [latest] = await readChangelog()
    return c.json(latest?.version ?? null)
  })
  .post('/get-latest-release', async (c) => {
    await parseJson(c, releaseQuerySchema)
    const entries = await readChangelog()
    // The spec's client reads a bare array of releases (a non-array answer is ignored).
    const releases: ReleaseView[] = entries.map((entry) => ({
      tag_name: entry.version,
      released_at: entry.date,
      description_html: entry.html,
    }))
    return c.json(releases)
  })
