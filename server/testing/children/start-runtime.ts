// Child process for the data-safety tests: one server start without the HTTP part — open,
// migrate and (on an empty database) seed, exactly as `npm start` does, then stop cleanly.
import { loadConfig } from '../../config'
import { createRuntime } from '../../runtime'

const runtime = await createRuntime(loadConfig())
process.stdout.write('runtime ready\n')
await runtime.database.close()
