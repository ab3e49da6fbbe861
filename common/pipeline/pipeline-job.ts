import { z } from '../validation/z'

/** §7 `pipeline/hasRunningPipeline`: the kinds of background job the server lists while they run (ADR 030). */
export const pipelineJobKinds = ['mail', 'import', 'backup', 'cache'] as const
export type PipelineJobKind = (typeof pipelineJobKinds)[number]

export interface PipelineJob {
  kind: PipelineJobKind
  startedAt: string
}

export const pipelineJobSchema = z.object({ kind: z.enum(pipelineJobKinds), startedAt: z.string() }) satisfies z.ZodType<PipelineJob>

/** What `pipeline/hasRunningPipeline` answers. */
export const runningPipelineSchema = z.object({ hasRunningPipeline: z.boolean(), jobs: z.array(pipelineJobSchema) })
