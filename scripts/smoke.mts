// Development aid: `DATA_DIR=/tmp/x npx tsx scripts/smoke.mts` opens, migrates and (when empty)
// seeds the database under DATA_DIR exactly as a first start does, and prints the timings.
import { loadConfig } from '../server/config'
import { createRuntime } from '../server/runtime'

const started = performance.now()
const runtime = await createRuntime(loadConfig({ ...process.env, DATA_DIR: process.env.DATA_DIR ?? 'data' }))
console.log(`runtime ready in ${Math.round(performance.now() - started)} ms`)
await runtime.database.close()
