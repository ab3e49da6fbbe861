import { createRuntime } from '../server/runtime'
import { loadConfig } from '../server/config'
const t = performance.now()
const rt = await createRuntime(loadConfig({ ...process.env, DATA_DIR: '/tmp/izt/data' }))
console.log('total ms', Math.round(performance.now() - t))
const r = await rt.database.db.execute('select slug, locale from pages' as never)
console.log((r as unknown as {rows: unknown[]}).rows)
await rt.database.close()
