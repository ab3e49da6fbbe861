/**
 * §7 `pipeline/hasRunningPipeline`: Izlog renders on request, so there is no build pipeline; what
 * the call answers is whether a background job of this server is changing or sending things right
 * now (an outbox sweep sending mail, a catalogue import, …) — the moment an owner should not
 * restart the server or start a second import (ADR 030).
 */
import type { PipelineJob, PipelineJobKind } from '../../common/pipeline/pipeline-job'

const running = new Map<symbol, PipelineJob>()

/** Lists a job until the returned `finish` is called (call it in a `finally`). */
export function startPipelineJob(kind: PipelineJobKind): () => void {
  const id = Symbol(kind)
  running.set(id, { kind, startedAt: new Date().toISOString() })
  return () => {
    running.delete(id)
  }
}

/** Runs `work` as a pipeline job: listed while it runs, gone when it settles (also on failure). */
export async function runAsPipelineJob<T>(kind: PipelineJobKind, work: () => Promise<T>): Promise<T> {
  const finish = startPipelineJob(kind)
  try {
    return await work()
  } finally {
    finish()
  }
}

export function runningPipelineJobs(): PipelineJob[] {
  return [...running.values()].sort((a, b) => a.startedAt.localeCompare(b.startedAt))
}
