import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The files that start child processes, a Vite server or 50 requests at once take from half a
 * minute to a minute and a half each. Vitest hands files to its two workers in order, largest
 * first on a clean clone (it has no durations cached yet); these are small files, so they came
 * last and one worker ran them alone while the other had finished. Started first, longest first,
 * they overlap with the many short files. (page-cache-processes runs on PostgreSQL only.)
 */
const SLOW_FILES = [
  'server/app.fuzz.test.ts',
  'server/page-cache/page-cache-purge-catalog.test.ts',
  'server/page-cache/page-cache-site.test.ts',
  'server/db/seed/seed-interrupted.test.ts',
  'server/page-cache/page-cache-processes.test.ts',
  'server/api/checkout.test.ts',
  'server/db/data-dir-lock.test.ts',
  'server/ops/backup.test.ts',
]

function slowRank(spec: TestSpecification): number {
  const rank = SLOW_FILES.findIndex((file) => spec.moduleId.endsWith(`/${file}`))
  return rank === -1 ? SLOW_FILES.length : rank
}

export default class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    return sorted.map((spec, index) => ({ spec, index })).sort((a, b) => slowRank(a.spec) - slowRank(b.spec) || a.index - b.index).map(({ spec }) => spec)
  }
}
