// Child process for the data-safety tests: one server start without the HTTP part — open,
// migrate and (on an empty database) seed, exactly as `npm start` does, then stop cleanly.
import { loadConfig } from '../../config'
import { createRuntime } from '../../runtime'

const runtime = await createRuntime(loadConfig())
console.log('runtime ready')
await runtime.database.close()
