import { Hono } from 'hono'
import { isBackoffice, requireUser } from '../auth/access'
import { ApiError } from '../http/api-error'
import type { AppEnv } from '../http/hono-env'
import { ok } from '../http/respond'
import { runningPipelineJobs } from '../pipeline/running-jobs'

/** §7 `GET pipeline/hasRunningPipeline` under `/api/v1/cms/pipeline`: for backoffice users (ADR 030). */
export const pipelineApi = new Hono<AppEnv>().get('/hasRunningPipeline', (c) => {
  const user = requireUser(c.get('user'))
  if (!isBackoffice(user)) throw new ApiError(403, 'FORBIDDEN', 'error.forbidden')
  const jobs = runningPipelineJobs()
  return ok(c, { hasRunningPipeline: jobs.length > 0, jobs })
})
