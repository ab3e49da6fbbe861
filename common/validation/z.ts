import { z } from 'zod'

// zod 4 probes `new Function` to decide whether to compile its parsers; the site's CSP forbids
// eval, and the probe alone is reported as a violation. In the browser we parse without the JIT
// (fast enough for forms); the server keeps it. Shared code imports `z` from here, so the setting
// is in place before any schema is built, whichever route loads zod first.
if (typeof document !== 'undefined') z.config({ jitless: true })

export { z }
