import { Hono } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { z } from 'zod'
import type { ReleaseView } from '../../common/cms/site-shell'
import { isBackoffice, requireUser } from '../auth/access'
import { ApiError } from '../http/api-error'
import type { AppEnv } from '../http/hono-env'
import { parseJson } from '../http/validate'
import { listSites } from '../site/site-service'
import { readChangelog } from './changelog'

/** The domain a developer picked in the domain modal; it labels the session, routing still follows Host. */
export const DEV_DOMAIN_COOKIE = 'izlog_dev_domain'

export const setDomainSchema = z.object({ domain: z.string().trim().min(1).max(200) })

export const releaseQuerySchema = z.object({
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
  .get('/get-domain', (c) => c.json({ domain: getCookie(c, DEV_DOMAIN_COOKIE) ?? null }))
  .post('/set-domain', async (c) => {
    // §2 "change domain in dev" is a backoffice tool (§ roles), not something any visitor may do.
    const user = requireUser(c.get('user'))
    if (!isBackoffice(user)) throw new ApiError(403, 'FORBIDDEN', 'error.forbidden')
    const { domain } = await parseJson(c, setDomainSchema)
    const known = await listSites(c.get('runtime').database.db)
    if (!known.some((site) => site.name === domain)) throw ApiError.badRequest('UNKNOWN_DOMAIN', { domain: 'validation.invalid' })
    setCookie(c, DEV_DOMAIN_COOKIE, domain, { path: '/', sameSite: 'Lax', httpOnly: true, maxAge: 30 * 24 * 60 * 60 })
    return c.json({ domain })
  })
